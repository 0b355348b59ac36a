import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { users } from '~/backends/user.server'
import { MSG } from '~/domain/messages'
import { safeNext } from '~/domain/redirect'
import { requireMember } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { PawIcon } from '~/ui/icons'
import { pageMeta } from '~/ui/meta'

export const meta: MetaFunction = () => pageMeta(`${MSG.auth.signupTitle} | ${MSG.brand.name}`)

/** After sign-up: welcome, and the way to register a pet (or to go shopping first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const next = safeNext(new URL(request.url).searchParams.get('next'), '/')
  const detail = await users.detail(ctx).catch(() => null)
  return json({ nickname: detail?.userInfo.nickname ?? '', next })
}

export default function SignupComplete() {
  const { nickname, next } = useLoaderData<typeof loader>()
  return (
    <section className="complete" aria-labelledby="complete-title">
      <PawIcon size={56} />
      <h1 id="complete-title" className="complete__title">
        {MSG.auth.signupCompleteTitle(nickname)}
      </h1>
      <p className="complete__body">{MSG.auth.signupCompleteBody}</p>
      <div className="complete__actions">
        {/* Registering from here ends on the pet list, unless the shopper was on the way somewhere. */}
        <Link className="button button--primary" to={next === '/' ? '/pet/register' : `/pet/register?next=${encodeURIComponent(next)}`}>
          {MSG.auth.registerPet}
        </Link>
        <Link className="button" to={next}>
          {MSG.auth.startShopping}
        </Link>
      </div>
    </section>
  )
}

export const ErrorBoundary = ShopErrorBoundary
