import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { withPageErrors } from '~/backends/respond.server'
import { users } from '~/backends/user.server'
import { MSG } from '~/domain/messages'
import { requestContext } from '~/session/context.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { PetList } from '~/ui/my/PetList'

export const meta: MetaFunction = () => [{ title: `${MSG.my.title} | ${MSG.brand.name}` }]

/** /my: the member's page; a guest is invited to sign in (spec §6: guests and members see what fits them). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  if (!ctx.session) return json({ member: null })
  const detail = await withPageErrors(() => users.detail(ctx))
  const info = detail.userInfo
  return json({
    member: {
      nickname: info.nickname ?? '',
      grade: info.userGradeCodeInfo?.userGradeCodeName ?? null,
      orderCount: info.orderCount ?? 0,
      pets: detail.petList,
    },
  })
}

export default function My() {
  const { member } = useLoaderData<typeof loader>()
  if (!member) {
    return (
      <section className="my-guest" aria-labelledby="my-title">
        <h1 id="my-title" className="my-guest__title">
          {MSG.my.guestTitle}
        </h1>
        <p className="my-guest__body">{MSG.my.guestBody}</p>
        <Link className="button button--primary" to="/auth/signin?next=/my">
          {MSG.my.guestAction}
        </Link>
      </section>
    )
  }
  return (
    <div className="my">
      <header className="my__header">
        <h1 className="my__greeting">{MSG.my.greeting(member.nickname)}</h1>
        <p className="my__meta">
          {member.grade ? <span className="badge-inline">{MSG.my.grade(member.grade)}</span> : null}
          <span>{MSG.my.orders(member.orderCount)}</span>
        </p>
      </header>
      <section className="my__section" aria-labelledby="pets-title">
        <div className="my__section-head">
          <h2 id="pets-title">{MSG.pet.myPets}</h2>
          <Link to="/pet/register?next=/my" className="text-link">
            {MSG.my.addPet}
          </Link>
        </div>
        <PetList pets={member.pets} />
      </section>
      <Form method="post" action="/logout" className="my__logout">
        <input type="hidden" name="next" value="/" />
        <button type="submit" className="button">
          {MSG.auth.logout}
        </button>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
