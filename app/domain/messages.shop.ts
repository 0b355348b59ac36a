/**
 * The shopping part of the message catalogue (search, cart, checkout, orders, reviews). It is
 * the same catalogue as `MSG` (messages.ts), in a module of its own so that only the pages that
 * show these texts download them.
 */

export * from './catalogue/shop/address'
export * from './catalogue/shop/addressBadge'
export * from './catalogue/shop/cancel'
export * from './catalogue/shop/cart'
export * from './catalogue/shop/cartLink'
export * from './catalogue/shop/cartSummary'
export * from './catalogue/shop/exchangeReturn'
export * from './catalogue/shop/order'
export * from './catalogue/shop/orderHistory'
export * from './catalogue/shop/orderLine'
export * from './catalogue/shop/points'
export * from './catalogue/shop/review'
export * from './catalogue/shop/welcomeDeal'
