import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { coupons } from '~/backends/coupons.server'
import { events } from '~/backends/events.server'
import { parseEventKey } from '~/domain/events.schema'
import * as INFO_MSG from '~/domain/messages.info'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { answerEachReason, notFound, withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import infoStyles from '~/styles/info.css'
import shopStyles from '~/styles/shop.css'
import type { CanonicalHandle } from '~/ui/CanonicalLink'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { CouponCard } from '~/ui/info/CouponCard'
import { EventPeriod, groupLabel } from '~/ui/info/EventCard'
import { pageMeta, shareMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { ProductCard } from '~/ui/ProductCard'

const M = INFO_MSG.event

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? shareMeta(args, {
        title: args.data.event.title,
        description: args.data.event.subtitle || args.data.event.description,
        image: args.data.event.imageUrl,
        type: 'website',
        path: args.data.event.path,
      })
    : pageMeta(errorPageTitle(args.error))
export const headers = loaderCacheControl
// Decision 060: `/event/3` and `/event/app` are one page; its own path (`event.path`) is canonical.
export const handle: CanonicalHandle = {
  canonicalPath: (data) => (data as { event?: { path?: string } } | undefined)?.event?.path ?? null,
}

/** `/event/{eventId}` (or `/event/app`): a promotion with its period, coupon, products and notices. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = parseEventKey(params.eventId)
  if (key === null) throw notFound()
  const ctx = await requestContext(request, context)
  const event = await withPageErrors(() => events.detail(ctx, key))
  return json({ event }, { headers: cacheHeaders('private') })
}

/** 쿠폰 받기: the coupon of the event as the backend knows it, never an id from the form. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const key = parseEventKey(params.eventId)
  if (key === null) throw notFound()
  const ctx = await requireMember(request, context)
  const here = `/event/${key}`
  const toast = async (message: string, tone: 'success' | 'error') =>
    redirect(here, { headers: await flashHeaders(request, { toast: { message, tone } }) })
  const event = await withPageErrors(() => events.detail(ctx, key))
  if (!event.coupon || event.status !== 'ONGOING') return toast(M.coupon.unavailable, 'error')
  const { couponTemplateId } = event.coupon
  // Already downloaded, expired or exhausted: the reason in the coupon page's words, and nothing changed.
  await withPageErrors(() => coupons.download(ctx, couponTemplateId), {
    ...answerEachReason(MEMBERSHIP_MSG.coupons.errors, (message) => () => toast(message, 'error')),
    '4xx': (error) => toast(error.message, 'error'),
  })
  return toast(M.coupon.done, 'success')
}

export default function EventPage() {
  const { event } = useLoaderData<typeof loader>()
  const ended = event.status === 'ENDED'
  return (
    <article className="info-page event-detail" data-status={event.status}>
      <PageHeader title={M.title} backTo={ended ? '/event?status=ended' : '/event'} titleIsHeading={false} />
      <img src={event.imageUrl} alt="" width={750} height={360} className="event-detail__image" />
      <header className="event-detail__head">
        <p className="event-card__tags">
          <span className="event-status">{M.status[event.status]}</span>
          <span className="event-tag">{groupLabel(event.productGroup1Id)}</span>
        </p>
        <h1 className="event-detail__title">{event.title}</h1>
        <p className="event-card__subtitle">{event.subtitle}</p>
        <EventPeriod startsAt={event.startsAt} endsAt={event.endsAt} />
      </header>
      {ended ? (
        <p className="notice" role="status">
          {M.endedNotice}
        </p>
      ) : null}
      {event.status === 'UPCOMING' ? <p className="notice">{M.upcomingNotice}</p> : null}
      <section className="detail-section">
        {event.description.split('\n').map((line) => (
          <p key={line} className="detail-section__text">
            {line}
          </p>
        ))}
        {event.link ? (
          <Link to={event.link.url} className="button button--block event-detail__link">
            {event.link.label}
          </Link>
        ) : null}
      </section>
      {event.coupon ? (
        <div className="detail-section">
          <CouponCard coupon={event.coupon} ended={ended} loginHref={`/auth/signin?next=${encodeURIComponent(event.path)}`} />
        </div>
      ) : null}
      <section className="detail-section" aria-labelledby="event-products">
        <h2 id="event-products">{M.products}</h2>
        {event.products.length === 0 ? (
          <p className="empty">{M.noProducts}</p>
        ) : (
          <div className="product-grid">
            {event.products.map((product, i) => (
              <ProductCard key={product.productId} product={product} eager={i < 2} />
            ))}
          </div>
        )}
      </section>
      {event.notices.length > 0 ? (
        <section className="detail-section" aria-labelledby="event-notices">
          <h2 id="event-notices">{M.notices}</h2>
          <ul className="info-bullets">
            {event.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

export const ErrorBoundary = ShopErrorBoundary
