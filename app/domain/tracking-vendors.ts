import { COMMERCE_EVENTS, type CommerceEvent, type CommerceEventName, type TrackedLine, type TrackedProduct } from './tracking'

/**
 * Each analytics vendor's names and fields for the shop's events (tracking.ts), the same on the
 * web (the vendor's SDK) and in the apps (the shell's SDK, through the bridge). Events that are not
 * commerce events (visit_route) go to every vendor unchanged. Null: the vendor takes no such event.
 */
export type VendorEvent = { name: string; props: Record<string, unknown> }
export type Vendor = 'firebase' | 'product' | 'pixel' | 'crm'

const CURRENCY = 'KRW'

function asCommerce(event: VendorEvent): CommerceEvent | null {
  return COMMERCE_EVENTS.includes(event.name as CommerceEventName) ? (event as CommerceEvent) : null
}

/** Drops null and undefined fields: GA4 and the pixel read a missing field, not a null one. */
function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>
}

/** GA4's item (gtag and Firebase alike): the product summary in GA4's item fields. */
function ga4Item(p: TrackedProduct, quantity?: number) {
  return defined({
    item_id: String(p.productId),
    item_name: p.productName,
    item_brand: p.brandName,
    price: p.discountApplyPrice,
    quantity,
    item_category: String(p.productGroup1Id),
    item_category2: p.productGroup2Id === null ? null : String(p.productGroup2Id),
    item_category3: p.productGroup3Id === null ? null : String(p.productGroup3Id),
    item_category4: p.productGroup4Id === null ? null : String(p.productGroup4Id),
  })
}

const lineValue = (line: TrackedLine) => line.discountApplyPrice * line.quantity

/** Firebase-type analytics: GA4's recommended e-commerce events. */
export function firebaseEvent(event: VendorEvent): VendorEvent | null {
  const e = asCommerce(event)
  if (!e) return event
  switch (e.name) {
    case 'view_product':
      return { name: 'view_item', props: { currency: CURRENCY, value: e.props.discountApplyPrice, items: [ga4Item(e.props)] } }
    case 'add_to_cart':
    case 'remove_from_cart':
      return { name: e.name, props: { currency: CURRENCY, value: lineValue(e.props), items: [ga4Item(e.props, e.props.quantity)] } }
    case 'add_to_wishlist':
      return { name: 'add_to_wishlist', props: { currency: CURRENCY, value: e.props.discountApplyPrice, items: [ga4Item(e.props)] } }
    case 'begin_checkout':
      return {
        name: 'begin_checkout',
        props: { currency: CURRENCY, value: e.props.totalPrice, items: e.props.products.map((line) => ga4Item(line, line.quantity)) },
      }
    case 'purchase':
    case 'cancel_order':
      return {
        name: e.name === 'purchase' ? 'purchase' : 'refund',
        props: defined({
          transaction_id: String(e.props.orderId),
          currency: CURRENCY,
          value: e.props.totalPrice,
          coupon: e.props.couponTitle,
          items: e.props.products.map((line) => ({ item_id: String(line.productId), price: line.price, quantity: line.quantity })),
        }),
      }
    case 'search':
      return { name: 'search', props: { search_term: e.props.word } }
  }
}

const AMPLITUDE_NAMES: Record<CommerceEventName, string> = {
  view_product: 'Product Viewed',
  add_to_cart: 'Product Added',
  remove_from_cart: 'Product Removed',
  add_to_wishlist: 'Product Added to Wishlist',
  begin_checkout: 'Checkout Started',
  purchase: 'Order Completed',
  cancel_order: 'Order Cancelled',
  search: 'Products Searched',
}

/** Product analytics (Amplitude-style): readable event names, the shop's fields as they are. */
export function productAnalyticsEvent(event: VendorEvent): VendorEvent | null {
  const e = asCommerce(event)
  return e ? { name: AMPLITUDE_NAMES[e.name], props: e.props } : event
}

/** The pixel's standard events; the others it takes as custom events (`trackCustom`). */
export const PIXEL_STANDARD_EVENTS = ['ViewContent', 'AddToCart', 'AddToWishlist', 'InitiateCheckout', 'Purchase', 'Search'] as const

function pixelContents(lines: Array<{ productId: number; quantity: number; price: number }>) {
  return {
    content_ids: lines.map((line) => String(line.productId)),
    contents: lines.map((line) => ({ id: String(line.productId), quantity: line.quantity, item_price: line.price })),
    content_type: 'product',
    num_items: lines.reduce((sum, line) => sum + line.quantity, 0),
  }
}
const priced = (line: TrackedLine) => ({ productId: line.productId, quantity: line.quantity, price: line.discountApplyPrice })

/** One product as the pixel's ViewContent and AddToWishlist carry it. */
const pixelProduct = (p: { productId: number; productName: string; discountApplyPrice: number }) => ({
  content_ids: [String(p.productId)],
  content_name: p.productName,
  content_type: 'product',
  value: p.discountApplyPrice,
  currency: CURRENCY,
})

/** The ad pixel (Meta): its standard commerce events and fields. */
export function pixelEvent(event: VendorEvent): VendorEvent | null {
  const e = asCommerce(event)
  if (!e) return event
  switch (e.name) {
    case 'view_product':
      return { name: 'ViewContent', props: pixelProduct(e.props) }
    case 'add_to_cart':
      return { name: 'AddToCart', props: { ...pixelContents([priced(e.props)]), value: lineValue(e.props), currency: CURRENCY } }
    case 'add_to_wishlist':
      return { name: 'AddToWishlist', props: pixelProduct(e.props) }
    case 'remove_from_cart':
      return { name: 'RemoveFromCart', props: { ...pixelContents([priced(e.props)]), value: lineValue(e.props), currency: CURRENCY } }
    case 'begin_checkout':
      return {
        name: 'InitiateCheckout',
        props: { ...pixelContents(e.props.products.map(priced)), value: e.props.totalPrice, currency: CURRENCY },
      }
    case 'purchase':
      return { name: 'Purchase', props: { ...pixelContents(e.props.products), value: e.props.totalPrice, currency: CURRENCY } }
    case 'cancel_order':
      return { name: 'CancelOrder', props: { ...pixelContents(e.props.products), value: e.props.totalPrice, currency: CURRENCY } }
    case 'search':
      return { name: 'Search', props: { search_string: e.props.word, content_ids: e.props.products.map((p) => String(p.productId)) } }
  }
}

/**
 * CRM messaging (Braze): custom events under the shop's names, and a purchase as Braze purchases,
 * one a product line (`purchases`, what `logPurchase` takes), with the order's fields beside them.
 */
export function crmEvent(event: VendorEvent): VendorEvent | null {
  const e = asCommerce(event)
  if (e?.name !== 'purchase') return event
  const { products, ...order } = e.props
  return {
    name: 'purchase',
    props: {
      ...order,
      purchases: products.map((line) => ({
        productId: String(line.productId),
        price: line.price,
        currency: CURRENCY,
        quantity: line.quantity,
      })),
    },
  }
}

export const VENDOR_EVENTS: Record<Vendor, (event: VendorEvent) => VendorEvent | null> = {
  firebase: firebaseEvent,
  product: productAnalyticsEvent,
  pixel: pixelEvent,
  crm: crmEvent,
}
