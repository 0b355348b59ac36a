/**
 * The membership and coupon part of the message catalogue (펫멤버십, grades, coupon downloads,
 * my coupons). Same catalogue as `MSG`, in a module of its own so that only these pages
 * download its text.
 */

export * from './catalogue/membership/coupons'
export * from './catalogue/membership/grades'
export * from './catalogue/membership/membership'
export * from './catalogue/membership/order'
