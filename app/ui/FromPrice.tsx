import { formatWon } from '~/domain/format'
import type { ShownPrice } from '~/domain/list-price'
import * as MSG from '~/domain/messages'

/** The mark Korean shops put after a starting price; a glyph like "·", read aloud as 부터 instead. */
const FROM_MARK = '~'

/**
 * A list's selling price (decision 046): "4,500원", or "4,500원~" read "4,500원부터" when the
 * product's other options cost more.
 */
export function FromPrice({ shown: { salePrice, from } }: { shown: Pick<ShownPrice, 'salePrice' | 'from'> }) {
  return (
    <>
      {formatWon(salePrice)}
      {from ? (
        <>
          <span aria-hidden="true">{FROM_MARK}</span>
          <span className="sr-only">{MSG.product.priceFromLabel}</span>
        </>
      ) : null}
    </>
  )
}
