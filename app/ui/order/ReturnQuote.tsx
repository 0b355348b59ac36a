import type { Quote } from '~/domain/after-sales-money'
import { formatWon } from '~/domain/format'
import * as SHOP_MSG from '~/domain/messages.shop'

/**
 * 예상 환불 금액 before the request is sent (decision 048): the lines, what of the coupon and the
 * 적립금 they carry, the shipping fee and who pays it; for an exchange, the fee only.
 */
export function ReturnQuote({ quote, type }: { quote: Quote | null; type: string | undefined }) {
  const M = SHOP_MSG.exchangeReturn
  if (!quote)
    return (
      <section className="order-section return-quote" aria-live="polite" aria-label={M.quote}>
        <h2 className="search-section__title">{M.quote}</h2>
        <p className="order-section__empty">{M.quoteNone}</p>
      </section>
    )
  const payer = quote.feePayer === 'SHOP' ? M.feeShop : M.feeBuyer(formatWon(quote.fee))
  const rows: Array<[string, string]> =
    type === 'EXCHANGE'
      ? [[M.quoteExchangeFee, formatWon(quote.fee)]]
      : [
          [M.quoteLines, formatWon(quote.linesTotal)],
          [M.quoteCoupon, `-${formatWon(quote.couponShare)}`],
          [M.quotePoints, `-${formatWon(quote.pointsShare)}`],
          [M.quoteFee, `-${formatWon(quote.fee)}`],
        ]
  return (
    <section className="order-section return-quote" aria-live="polite" aria-label={M.quote}>
      <h2 className="search-section__title">{M.quote}</h2>
      <dl className="order-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {type === 'EXCHANGE' ? null : (
          <>
            <div className="order-facts__total">
              <dt>{M.quoteRefund}</dt>
              <dd>{formatWon(quote.refund)}</dd>
            </div>
            <div>
              <dt>{M.quotePointsBack}</dt>
              <dd>{formatWon(quote.points)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="choice__sub">{type === 'EXCHANGE' && quote.fee > 0 ? M.exchangeFeeNote(formatWon(quote.fee)) : payer}</p>
    </section>
  )
}
