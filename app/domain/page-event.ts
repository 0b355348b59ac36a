import type { TrackedProduct } from './tracking'

/**
 * What a page tells the tracking about itself (a product seen, a search, the checkout), as the
 * page's own data. The commerce event is built from it by the tracking's code, which loads once
 * the page is interactive (islands/shell-tracking.client.ts): the builders and the field lists of
 * domain/tracking.ts stay out of the page's first download (decision 040).
 */
export type PageEventInput =
  | { name: 'view_product'; product: TrackedProduct }
  | { name: 'search'; word: string; productGroup1Id: number; totalCount: number; products: TrackedProduct[] }
  | { name: 'begin_checkout'; totalPrice: number; lines: Array<{ product: TrackedProduct; quantity: number }> }

/**
 * Which page event a page has already sent: a product, the checkout, a search word. Changing a
 * review sort or a search filter is the same page seen again, not a new view.
 */
export function pageEventKey(input: PageEventInput): string {
  switch (input.name) {
    case 'view_product':
      return `view_product:${input.product.productId}`
    case 'search':
      return `search:${input.productGroup1Id}:${input.word}`
    default:
      return input.name
  }
}
