import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { withPageErrors } from '~/backends/respond.server'
import { accounts } from '~/backends/accounts.server'
import { users } from '~/backends/user.server'
import { MSG } from '~/domain/messages'
import { requestContext } from '~/session/context.server'
import { readSimilarPet } from '~/session/preferences.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { ChatButton } from '~/islands/ChatButton'
import { isNativeApp } from '~/domain/platform'
import { PetList } from '~/ui/my/PetList'

export const meta: MetaFunction = () => [{ title: `${MSG.my.title} | ${MSG.brand.name}` }]

/** /my: the member's page; a guest is invited to sign in (spec §6: guests and members see what fits them). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  if (!ctx.session) return json({ member: null, inApp: isNativeApp(ctx.osCode) })
  const [detail, similarPet] = await Promise.all([withPageErrors(() => users.detail(ctx)), readSimilarPet(request)])
  // Spec §7: the registered counts are asked only for members who turned "similar to my pet" on.
  const counts = similarPet ? await accounts.registeredCount(ctx).catch(() => null) : null
  const info = detail.userInfo
  return json({
    similarPet,
    counts,
    inApp: isNativeApp(ctx.osCode),
    member: {
      userId: info.userId ?? null,
      nickname: info.nickname ?? '',
      grade: info.userGradeCodeInfo?.userGradeCodeName ?? null,
      orderCount: info.orderCount ?? 0,
      pets: detail.petList,
    },
  })
}

export default function My() {
  const data = useLoaderData<typeof loader>()
  const { member } = data
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
      <nav className="my__shortcuts" aria-label={MSG.my.shortcuts}>
        <Link to="/order-history">{MSG.my.pages.orderHistory}</Link>
        <Link to="/v2/cart">{MSG.my.pages.cart}</Link>
        <Link to="/review">{MSG.my.pages.review}</Link>
        <Link to="/address">{MSG.my.pages.address}</Link>
        <Link to="/exchange-return">{MSG.my.pages.exchangeReturn}</Link>
      </nav>
      <section className="my__section" aria-labelledby="pets-title">
        <div className="my__section-head">
          <h2 id="pets-title">{MSG.pet.myPets}</h2>
          <Link to="/pet/register?next=/my" className="text-link">
            {MSG.my.addPet}
          </Link>
        </div>
        <PetList pets={member.pets} />
      </section>
      {'similarPet' in data ? <SimilarPet on={data.similarPet} counts={data.counts} /> : null}
      <ChatButton inApp={data.inApp} memberId={member.userId} nickname={member.nickname} />
      <Form method="post" action="/logout" className="my__logout">
        <input type="hidden" name="next" value="/" />
        <button type="submit" className="button">
          {MSG.auth.logout}
        </button>
      </Form>
    </div>
  )
}

function SimilarPet({ on, counts }: { on: boolean; counts: { dogCnt: number; catCnt: number } | null }) {
  return (
    <section className="my__section" aria-labelledby="similar-title">
      <div className="my__section-head">
        <h2 id="similar-title">{MSG.my.similarPet}</h2>
        <Form method="post" action="/preferences/similar-pet">
          <input type="hidden" name="on" value={on ? 'false' : 'true'} />
          <input type="hidden" name="redirectTo" value="/my" />
          <button type="submit" className="button button--small" aria-pressed={on}>
            {on ? MSG.my.similarPetOff : MSG.my.similarPetOn}
          </button>
        </Form>
      </div>
      <p className="my-guest__body">{MSG.my.similarPetBody}</p>
      {on && counts ? <p className="my__counts">{MSG.my.registeredCount(counts.dogCnt, counts.catCnt)}</p> : null}
    </section>
  )
}

export const ErrorBoundary = ShopErrorBoundary
