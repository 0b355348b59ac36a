import type { Order } from './commerce.schema'
import type { ProductSummary } from './product.schema'

/**
 * Spec §3 "Product summary fields in tracking" and "Order tracking": the shop's commerce events and
 * exactly the fields they carry. The vendors' names and conventions are applied later, per adapter
 * (tracking-vendors.ts); these are the shop's own shapes, the same on the web and in the apps.
 */
export const PRODUCT_TRACKING_FIELDS = [
  'productId',
  'productName',
  'productGroup1Id',
  'productGroup2Id',
  'productGroup3Id',
  'productGroup4Id',
  'brandId',
  'brandName',
  'discountApplyPrice',
  'isPb',
  'reviewCount',
  'reviewScore',
  'productSellLimitStatusCode',
  'isEntirelySoldout',
] as const

export const ORDER_TRACKING_FIELDS = [
  'orderId',
  'shippingTime',
  'totalPrice',
  'couponTitle',
  'couponType',
  'couponDiscountPrice',
  'cancelReason',
  'products',
] as const

export type TrackedProduct = Pick<ProductSummary, (typeof PRODUCT_TRACKING_FIELDS)[number]>
export type TrackedLine = TrackedProduct & { quantity: number }
export type TrackedOrder = Pick<Order, Exclude<(typeof ORDER_TRACKING_FIELDS)[number], 'products'>> & {
  products: Array<{ productId: number; price: number; quantity: number }>
}

export const COMMERCE_EVENTS = [
  'view_product',
  'add_to_cart',
  'remove_from_cart',
  'add_to_wishlist',
  'begin_checkout',
  'purchase',
  'cancel_order',
  'search',
] as const
export type CommerceEventName = (typeof COMMERCE_EVENTS)[number]

export type CommerceEvent =
  | { name: 'view_product'; props: TrackedProduct }
  /** 찜 (decision 059): the product summary fields of spec §3, as a product seen. */
  | { name: 'add_to_wishlist'; props: TrackedProduct }
  | { name: 'add_to_cart' | 'remove_from_cart'; props: TrackedLine }
  | { name: 'begin_checkout'; props: { totalPrice: number; products: TrackedLine[] } }
  | { name: 'purchase' | 'cancel_order'; props: TrackedOrder }
  | { name: 'search'; props: { word: string; productGroup1Id: number; totalCount: number; products: TrackedProduct[] } }

/** A search event names the first results only: enough to see what was shown, small enough to send. */
export const SEARCH_TRACKED_PRODUCTS = 10

export function trackedProduct(p: TrackedProduct): TrackedProduct {
  return {
    productId: p.productId,
    productName: p.productName,
    productGroup1Id: p.productGroup1Id,
    productGroup2Id: p.productGroup2Id,
    productGroup3Id: p.productGroup3Id,
    productGroup4Id: p.productGroup4Id,
    brandId: p.brandId,
    brandName: p.brandName,
    discountApplyPrice: p.discountApplyPrice,
    isPb: p.isPb,
    reviewCount: p.reviewCount,
    reviewScore: p.reviewScore,
    productSellLimitStatusCode: p.productSellLimitStatusCode,
    isEntirelySoldout: p.isEntirelySoldout,
  }
}

export function trackedOrder(order: Pick<Order, (typeof ORDER_TRACKING_FIELDS)[number]>): TrackedOrder {
  return {
    orderId: order.orderId,
    shippingTime: order.shippingTime,
    totalPrice: order.totalPrice,
    couponTitle: order.couponTitle,
    couponType: order.couponType,
    couponDiscountPrice: order.couponDiscountPrice,
    cancelReason: order.cancelReason,
    products: order.products.map((line) => ({ productId: line.productId, price: line.price, quantity: line.quantity })),
  }
}

/**
 * A cart or order line's product as tracked: priced at the option on the line (decision 043: the
 * chosen option's price, not the product's own), so cart and checkout events add up to the sheet.
 */
export const asBought = (line: { product: TrackedProduct; unitDiscountApplyPrice: number }): TrackedProduct => ({
  ...line.product,
  discountApplyPrice: line.unitDiscountApplyPrice,
})

export const viewProduct = (product: TrackedProduct): CommerceEvent => ({ name: 'view_product', props: trackedProduct(product) })

export const addToWishlist = (product: TrackedProduct): CommerceEvent => ({ name: 'add_to_wishlist', props: trackedProduct(product) })

export const cartChange = (name: 'add_to_cart' | 'remove_from_cart', product: TrackedProduct, quantity: number): CommerceEvent => ({
  name,
  props: { ...trackedProduct(product), quantity },
})

export const beginCheckout = (totalPrice: number, lines: Array<{ product: TrackedProduct; quantity: number }>): CommerceEvent => ({
  name: 'begin_checkout',
  props: { totalPrice, products: lines.map((line) => ({ ...trackedProduct(line.product), quantity: line.quantity })) },
})

export const orderEvent = (name: 'purchase' | 'cancel_order', order: Parameters<typeof trackedOrder>[0]): CommerceEvent => ({
  name,
  props: trackedOrder(order),
})

export const searchEvent = (word: string, productGroup1Id: number, totalCount: number, products: TrackedProduct[]): CommerceEvent => ({
  name: 'search',
  props: { word, productGroup1Id, totalCount, products: products.slice(0, SEARCH_TRACKED_PRODUCTS).map(trackedProduct) },
})

/**
 * Events an action leaves for the page that follows (a form posted without JavaScript included):
 * a cookie the next page's script reads once. The cookie rides on the action's answer, whose
 * header block a proxy reads into one buffer (nginx: 4 kB by default, a 502 above it). The other
 * headers take about 1.5 kB (the CSP alone 0.5 kB), a renewed session and a flash up to 1.3 kB
 * more, so the events get 1.2 kB: about three, the oldest giving way first; one that does not fit
 * alone is not kept. Base64url of the UTF-8 JSON: percent-encoding made each Korean letter 9 bytes.
 */
export const PENDING_EVENTS_COOKIE = 'pd_track'
export const PENDING_EVENTS_MAX_BYTES = 1_200
const PENDING_EVENTS_MAX = 8

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

export function encodePendingEvents(events: CommerceEvent[]): string {
  let kept = events.slice(-PENDING_EVENTS_MAX)
  let value = toBase64Url(JSON.stringify(kept))
  while (kept.length > 0 && value.length > PENDING_EVENTS_MAX_BYTES) {
    kept = kept.slice(1)
    value = toBase64Url(JSON.stringify(kept))
  }
  return kept.length > 0 ? value : ''
}

/** What a pending-events cookie holds, read defensively: anything not an event of the shop is dropped. */
export function decodePendingEvents(raw: string | null | undefined): CommerceEvent[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(fromBase64Url(raw))
    if (!Array.isArray(value)) return []
    return value.filter(
      (e): e is CommerceEvent =>
        Boolean(e) &&
        typeof e === 'object' &&
        COMMERCE_EVENTS.includes((e as { name: CommerceEventName }).name) &&
        typeof (e as { props: unknown }).props === 'object' &&
        (e as { props: unknown }).props !== null,
    )
  } catch {
    return []
  }
}

/** The value of one cookie in a Cookie header or `document.cookie`. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}
