import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { bff } from '~/backends/bff.server'
import { events } from '~/backends/events.server'
import { isOn } from '~/domain/experiments'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import infoStyles from '~/styles/info.css'
import shopStyles from '~/styles/shop.css'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { EventCard } from '~/ui/info/EventCard'
import { InsuranceBanner } from '~/ui/info/InsuranceBanner'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.event

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction = () => pageMeta(`${M.title} | ${MSG.brand.name}`, MSG.pageDescription.events)
export const headers = loaderCacheControl

/**
 * `/event?status=ended&group=2`: ongoing (default) or ended promotions for the shopper's animal
 * (their dog/cat choice unless `group` says otherwise), events for both animals included.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const params = new URL(request.url).searchParams
  const status = params.get('status') === 'ended' ? 'ENDED' : 'ONGOING'
  const group = params.get('group') === '1' ? 1 : params.get('group') === '2' ? 2 : ctx.productGroup1Id
  const [list, experiments] = await Promise.all([withPageErrors(() => events.list(ctx, status, group)), bff.experiments(ctx)])
  // The banner is the insuranceBanner experiment's (§4: off when the experiments cannot be read).
  const insuranceBanner = status === 'ONGOING' && isOn(experiments, 'insuranceBanner')
  return json({ status, group, events: list.events, insuranceBanner }, { headers: cacheHeaders('private') })
}

export default function EventList() {
  const { status, group, events: list, insuranceBanner } = useLoaderData<typeof loader>()
  const query = (next: { status?: string; group?: number }) => {
    const params = new URLSearchParams()
    const s = next.status ?? (status === 'ENDED' ? 'ended' : 'ongoing')
    if (s === 'ended') params.set('status', 'ended')
    params.set('group', String(next.group ?? group))
    return `/event?${params}`
  }
  return (
    <div className="info-page">
      <PageHeader title={M.title} backTo="/" />
      <nav className="segmented" aria-label={M.tabs}>
        <Link to={query({ status: 'ongoing' })} aria-current={status === 'ONGOING' ? 'page' : undefined}>
          {M.ongoing}
        </Link>
        <Link to={query({ status: 'ended' })} aria-current={status === 'ENDED' ? 'page' : undefined}>
          {M.ended}
        </Link>
      </nav>
      <nav className="chips info-chips" aria-label={INFO_MSG.group.label}>
        {([1, 2] as const).map((g) => (
          <Link key={g} to={query({ group: g })} className="chip-link" aria-current={group === g ? 'page' : undefined}>
            {INFO_MSG.group[g]}
          </Link>
        ))}
      </nav>
      {insuranceBanner ? <InsuranceBanner /> : null}
      {list.length === 0 ? (
        <EmptyState message={status === 'ENDED' ? M.noneEnded : M.noneOngoing} action={M.browse} to="/" />
      ) : (
        <ul className="event-list">
          {list.map((event) => (
            <EventCard key={event.eventId} event={event} />
          ))}
        </ul>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
