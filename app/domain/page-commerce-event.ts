import type { PageEventInput } from './page-event'
import { beginCheckout, type CommerceEvent, searchEvent, viewProduct } from './tracking'

/** The commerce event of a page's own event (domain/page-event.ts). */
export function pageCommerceEvent(input: PageEventInput): CommerceEvent {
  switch (input.name) {
    case 'view_product':
      return viewProduct(input.product)
    case 'search':
      return searchEvent(input.word, input.productGroup1Id, input.totalCount, input.products)
    case 'begin_checkout':
      return beginCheckout(input.totalPrice, input.lines)
  }
}
