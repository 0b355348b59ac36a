import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { points } from '~/backends/points.server'
import { formatDate } from '~/domain/date-formats'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import type { PointsSummary } from '~/domain/points.schema'
import { parseRecordId } from '~/domain/record-id'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const P = SHOP_MSG.points

export const meta: MetaFunction = () => pageMeta(`${P.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

/** Decision 026: the loader's `never-stored` must reach the document answer too. */
export const headers = loaderCacheControl

/** /my/point (적립금, decision 044): the balance, what expires this month, the history and how it works. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const page = parseRecordId(new URL(request.url).searchParams.get('page')) ?? 1
  const summary = await withPageErrors(() => points.summary(ctx, page))
  return json({ summary, size: 20 }, { headers: cacheHeaders('never-stored') })
}

/** The last day a lot can be spent: its validity ends at the start of the next day in Korea. */
const lastDay = (expiresAt: string) => formatDate(new Date(Date.parse(expiresAt) - 1).toISOString())

function Movement({ movement }: { movement: PointsSummary['movements'][number] }) {
  const sign = movement.amount > 0 ? '+' : '-'
  const details = [formatDate(movement.createdAt)]
  if (movement.orderId) details.push(P.order(movement.orderId))
  if (movement.amount > 0 && movement.expiresAt) details.push(P.until(lastDay(movement.expiresAt)))
  return (
    <li className="point-row" data-kind={movement.kind}>
      <div>
        <p className="point-row__reason">
          {movement.orderId ? (
            <Link to={`/order-history/${movement.orderId}`}>{P.reasons[movement.reason] ?? P.name}</Link>
          ) : (
            (P.reasons[movement.reason] ?? P.name)
          )}
        </p>
        <p className="point-row__meta">{details.join(' · ')}</p>
      </div>
      <strong className="point-row__amount">{`${sign}${formatWon(Math.abs(movement.amount))}`}</strong>
    </li>
  )
}

export default function Points() {
  const { summary, size } = useLoaderData<typeof loader>()
  const { rules } = summary
  const more = summary.page * size < summary.totalCount
  return (
    <div className="my-info">
      <PageHeader title={P.title} backTo="/my" />
      <section className="my__section point-balance" aria-labelledby="point-balance-title">
        <h2 id="point-balance-title">{P.balance}</h2>
        <p className="point-balance__amount" data-testid="point-balance">
          {formatWon(summary.balance)}
        </p>
        {summary.expiringThisMonth.amount > 0 ? (
          <p className="point-balance__expiring">{P.expiringThisMonth(formatWon(summary.expiringThisMonth.amount))}</p>
        ) : null}
      </section>
      <section className="my__section" aria-labelledby="point-history-title">
        <h2 id="point-history-title">{P.history}</h2>
        {summary.movements.length === 0 ? (
          <p className="empty">{P.empty}</p>
        ) : (
          <ul className="point-rows">
            {summary.movements.map((movement) => (
              <Movement key={movement.movementId} movement={movement} />
            ))}
          </ul>
        )}
        {more ? (
          <Link className="more-link" to={`?page=${summary.page + 1}`}>
            {P.older}
          </Link>
        ) : null}
        {summary.page > 1 ? (
          <Link className="more-link" to=".">
            {P.latest}
          </Link>
        ) : null}
      </section>
      <section className="my__section" aria-labelledby="point-how-title">
        <h2 id="point-how-title">{P.howTitle}</h2>
        <ul className="point-how">
          {summary.earnRate.gradeName ? <li>{P.how.order(summary.earnRate.percent, summary.earnRate.gradeName)}</li> : null}
          <li>{P.how.orderAuto(rules.confirmAfterDays)}</li>
          <li>{P.how.review(formatWon(rules.reviewText), formatWon(rules.reviewPhoto))}</li>
          <li>{P.how.validity(rules.validityDays)}</li>
          <li>{P.how.use(formatWon(rules.minBalance), formatWon(rules.unit))}</li>
          <li>{P.how.refund}</li>
        </ul>
      </section>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
