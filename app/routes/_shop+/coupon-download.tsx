import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { bff } from '~/backends/bff.server'
import { coupons } from '~/backends/coupons.server'
import { membership } from '~/backends/membership.server'
import { users } from '~/backends/user.server'
import { CouponDownloadSchema } from '~/domain/coupon.schema'
import { COUPON_TABS, downloadState, parseCouponTab, tabStatus } from '~/domain/coupons'
import { formatDate } from '~/domain/date-formats'
import { isOn } from '~/domain/experiments'
import { canJoin, monthlyEquivalent } from '~/domain/membership'
import * as MSG from '~/domain/messages'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { loginRedirectUrl } from '~/domain/redirect'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { answerEachReason, withPageErrors } from '~/http/responses.server'
import { type RequestContext, requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import membershipStyles from '~/styles/membership.css'
import shopStyles from '~/styles/shop.css'
import { CouponCard } from '~/ui/coupon/CouponCard'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { MembershipBanner } from '~/ui/membership/MembershipBanner'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: membershipStyles },
]
export const meta: MetaFunction = () => pageMeta(`${MEMBERSHIP_MSG.coupons.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

const C = MEMBERSHIP_MSG.coupons

/** The 펫멤버십 banner (experiment `membershipBanner`): for members, what their coupons are; otherwise the cheapest month. */
async function bannerOf(ctx: RequestContext) {
  if (!isOn(await bff.experiments(ctx), 'membershipBanner')) return null
  const [offer, status] = await Promise.all([membership.plans(ctx), ctx.session ? membership.status(ctx) : null])
  const cheapest = offer.plans.map(monthlyEquivalent).sort((a, b) => a - b)[0] ?? null
  return { member: status !== null && !canJoin(status.membership), monthlyPrice: cheapest }
}

/**
 * `/coupon-download?tab=`: the coupons anyone can download (with their conditions, and those
 * already taken, sold out or ended), and a member's own coupons by status. Guests see the list
 * and are invited to sign in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const tab = parseCouponTab(new URL(request.url).searchParams.get('tab'))
  const [downloadable, mine, banner] = await withPageErrors(() =>
    Promise.all([
      coupons.downloadable(ctx, { includeExpired: true }),
      ctx.session ? coupons.list(ctx, tabStatus(tab)) : null,
      // A banner that cannot be read is left out; the coupons are what the page is for.
      bannerOf(ctx).catch(() => null),
    ]),
  )
  // A member's own coupons are account data; a guest's list is only personal by its cookies.
  return json(
    { templates: downloadable.coupons, mine: mine?.coupons ?? null, tab, banner },
    { headers: cacheHeaders(ctx.session ? 'never-stored' : 'private') },
  )
}

/** 받기: one template for the signed-in member (a guest signs in first), then back with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const parsed = CouponDownloadSchema.safeParse(Object.fromEntries(await readForm(request)))
  const back = async (message: string, tone: 'success' | 'error') =>
    redirect('/coupon-download', { headers: await flashHeaders(request, { toast: { message, tone } }) })
  if (!parsed.success) return back(C.notFound, 'error')
  // Already taken, ended, sold out or no such coupon: nothing changed, and the member is told which.
  await withPageErrors(() => coupons.download(ctx, parsed.data.couponTemplateId), {
    ...answerEachReason(C.errors, (message) => () => back(message, 'error')),
    NOT_FOUND: () => back(C.notFound, 'error'),
    '4xx': (error) => back(error.message, 'error'),
  })
  // The member's coupon count (user detail, cached 3 minutes) just changed.
  users.forget(ctx)
  return back(C.got, 'success')
}

export default function CouponDownload() {
  const { templates, mine, tab, banner } = useLoaderData<typeof loader>()
  return (
    <div className="coupon-page">
      <PageHeader title={C.title} backTo="/my" />
      {banner ? <MembershipBanner member={banner.member} monthlyPrice={banner.monthlyPrice} /> : null}
      <section className="membership-section" aria-labelledby="downloadable-title">
        <h2 id="downloadable-title">{C.downloadTitle}</h2>
        {mine === null ? (
          <div className="coupon-guest">
            <p>{C.guestTitle}</p>
            <Link to={loginRedirectUrl({ next: '/coupon-download' })} className="button button--primary button--small">
              {C.guestAction}
            </Link>
          </div>
        ) : null}
        {templates.length === 0 ? <p className="empty">{C.none}</p> : null}
        <ul className="coupon-list">
          {templates.map((template) => {
            const state = downloadState(template)
            return (
              <li key={template.couponTemplateId}>
                <CouponCard
                  terms={template}
                  title={template.title}
                  expiresAt={template.expiresAt}
                  note={template.remaining !== null && state === 'AVAILABLE' ? C.remaining(template.remaining) : null}
                  dimmed={state !== 'AVAILABLE'}
                >
                  {state === 'AVAILABLE' ? (
                    <Form method="post">
                      <input type="hidden" name="couponTemplateId" value={template.couponTemplateId} />
                      <button type="submit" className="button button--primary button--small" aria-label={C.downloadLabel(template.title)}>
                        {C.download}
                      </button>
                    </Form>
                  ) : (
                    <span className="coupon-card__state">
                      {state === 'DOWNLOADED'
                        ? C.downloaded
                        : state === 'NOT_ELIGIBLE'
                          ? C.notEligible
                          : state === 'EXHAUSTED'
                            ? C.exhausted
                            : C.expired}
                    </span>
                  )}
                </CouponCard>
              </li>
            )
          })}
        </ul>
      </section>
      {mine !== null ? (
        <section className="membership-section" aria-labelledby="mine-title">
          <h2 id="mine-title">{C.mineTitle}</h2>
          <nav className="coupon-tabs" aria-label={C.tabsLabel}>
            {COUPON_TABS.map((key) => (
              <Link key={key} to={`/coupon-download?tab=${key}`} aria-current={key === tab ? 'page' : undefined} preventScrollReset>
                {C.tabs[key]}
              </Link>
            ))}
          </nav>
          {mine.length === 0 ? <p className="empty">{C.emptyTab[tab]}</p> : null}
          <ul className="coupon-list">
            {mine.map((coupon) => (
              <li key={coupon.couponId}>
                <CouponCard
                  terms={coupon}
                  title={coupon.title}
                  expiresAt={coupon.expiresAt}
                  note={
                    coupon.usedAt
                      ? C.usedAt(formatDate(coupon.usedAt))
                      : coupon.unusableReason === 'FIRST_PURCHASE_ONLY'
                        ? C.firstPurchaseSpent
                        : null
                  }
                  dimmed={tab !== 'available' || Boolean(coupon.unusableReason)}
                />
              </li>
            ))}
          </ul>
          {tab === 'available' && mine.length > 0 ? <p className="membership-section__lead">{C.useAtCheckout}</p> : null}
        </section>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
