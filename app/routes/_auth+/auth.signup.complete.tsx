import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { signupCoupon } from '~/backends/signup-coupon.server'
import { users } from '~/backends/user.server'
import * as MSG from '~/domain/messages'
import { safeNext } from '~/domain/redirect'
import { orFallback } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'
import { CouponCard } from '~/ui/coupon/CouponCard'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { PawIcon } from '~/ui/icons'
import { pageMeta } from '~/ui/meta'

export const meta: MetaFunction = () => pageMeta(`${MSG.auth.signupTitle} | ${MSG.brand.name}`)

/** After sign-up: welcome, and the way to register a pet (or to go shopping first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const next = safeNext(new URL(request.url).searchParams.get('next'), '/')
  const [detail, gift] = await Promise.all([users.detail(ctx).catch(() => null), orFallback(signupCoupon.mine(ctx), null)])
  // Decision 027: the coupon the banner promised, shown where the new member lands.
  const coupon = gift?.issued && gift.coupon ? { ...gift.coupon, expiresAt: gift.expiresAt ?? null } : null
  return json({ nickname: detail?.userInfo.nickname ?? '', next, coupon })
}

export default function SignupComplete() {
  const { nickname, next, coupon } = useLoaderData<typeof loader>()
  return (
    <section className="complete" aria-labelledby="complete-title">
      <PawIcon size={56} />
      <h1 id="complete-title" className="complete__title">
        {MSG.auth.signupCompleteTitle(nickname)}
      </h1>
      <p className="complete__body">{MSG.auth.signupCompleteBody}</p>
      {coupon ? (
        <section className="complete__gift" aria-labelledby="gift-title">
          <h2 id="gift-title" className="complete__gift-title">
            {MSG.auth.signupCouponTitle}
          </h2>
          <CouponCard terms={coupon} title={coupon.title} expiresAt={coupon.expiresAt} />
          <Link className="text-link" to="/coupon-download">
            {MSG.auth.signupCouponMine}
          </Link>
        </section>
      ) : null}
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
