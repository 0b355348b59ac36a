/**
 * The one catalogue of user-facing text. Every Korean string a shopper can see lives here, so
 * wording stays consistent and a later translation has one place to look (spec §1: Korean only).
 * Spec §5 and §8 give some messages in English; these are their Korean forms. The shopping pages'
 * part is `SHOP_MSG` (messages.shop.ts): the same catalogue, kept apart so that pages which never
 * show a cart or an order do not download its text.
 *
 * Each section is its own export, read through a namespace (`import * as MSG from
 * '~/domain/messages'`, then `MSG.auth.login`): the bundler then keeps, in a page's JavaScript, only
 * the sections that page reads, instead of the whole catalogue on every page (decision 039). The
 * server still has all of it. The other catalogues (`messages.*.ts`) are built the same way.
 */

export * from './catalogue/core/accountSecurity'
export * from './catalogue/core/auth'
export * from './catalogue/core/brand'
export * from './catalogue/core/catalog'
export * from './catalogue/core/chat'
export * from './catalogue/core/edge'
export * from './catalogue/core/error'
export * from './catalogue/core/footer'
export * from './catalogue/core/home'
export * from './catalogue/core/my'
export * from './catalogue/core/nav'
export * from './catalogue/core/notifications'
export * from './catalogue/core/pageDescription'
export * from './catalogue/core/pet'
export * from './catalogue/core/placeholder'
export * from './catalogue/core/product'
export * from './catalogue/core/productDetail'
export * from './catalogue/core/productGroup'
export * from './catalogue/core/restock'
export * from './catalogue/core/screen'
export * from './catalogue/core/sessions'
export * from './catalogue/core/share'
export * from './catalogue/core/shell'
export * from './catalogue/core/validation'
export * from './catalogue/core/wishlist'
