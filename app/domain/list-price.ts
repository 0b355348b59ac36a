import { discountRate } from './format'
import type { ProductSummary } from './product.schema'

/**
 * One rule for a product's price in lists (decision 046). A card shows the lowest option that can
 * be bought — of every option when none can — and "~" after it when the options it was chosen from
 * cost differently ("4,500원~"); the struck list price and the rate beside it are that same
 * option's, never another's. The catalogue works the option out in SQL from the stored option rows
 * (`backend/catalog/products.ts`), where sorts and price filters use the same number; `lowestOption`
 * is the same rule over a product page's options, so the two can be held to each other.
 */
export type ListedOption = { optionId: number; price: number; discountApplyPrice: number; soldOut: boolean }

/** The option a list prices, and whether the options it was chosen from cost differently. */
export function lowestOption<O extends ListedOption>(
  options: readonly O[],
  entirelySoldOut = false,
): { option: O; differ: boolean } | null {
  const buyable = entirelySoldOut ? [] : options.filter((option) => !option.soldOut)
  const pool = buyable.length > 0 ? buyable : options
  // The cheapest; of equally cheap ones the first shown, as the catalogue's SQL orders them.
  const option = pool.reduce<O | null>((low, next) => (low === null || next.discountApplyPrice < low.discountApplyPrice ? next : low), null)
  if (option === null) return null
  return { option, differ: pool.some((other) => other.discountApplyPrice !== option.discountApplyPrice) }
}

/** What a card shows: the selling price, the struck list price and the rate, all one option's; `from` adds "~". */
export type ShownPrice = { salePrice: number; listPrice: number; rate: number; from: boolean }

type Listed = Pick<
  ProductSummary,
  | 'price'
  | 'discountApplyPrice'
  | 'discountRate'
  | 'lowestOptionPrice'
  | 'lowestOptionDiscountApplyPrice'
  | 'lowestOptionDiscountRate'
  | 'optionPricesDiffer'
>

/** The card's price of a product summary; a service that does not name the lowest option gives the product's own. */
export function shownPrice(product: Listed): ShownPrice {
  const { lowestOptionPrice: listPrice, lowestOptionDiscountApplyPrice: salePrice } = product
  if (listPrice === undefined || salePrice === undefined) {
    return {
      salePrice: product.discountApplyPrice,
      listPrice: product.price,
      rate: product.discountRate || discountRate(product.price, product.discountApplyPrice),
      from: false,
    }
  }
  return {
    salePrice,
    listPrice,
    rate: product.lowestOptionDiscountRate ?? discountRate(listPrice, salePrice),
    from: product.optionPricesDiffer === true,
  }
}

/** The product as a list's tracking names it (spec §3 fields, R3.5): with the price its card shows. */
export function asShown<P extends Listed>(product: P): P {
  const shown = shownPrice(product)
  return { ...product, price: shown.listPrice, discountApplyPrice: shown.salePrice, discountRate: shown.rate }
}
