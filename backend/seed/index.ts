import { describeProduct } from '../catalog/descriptions'
import { insertRows, syncIdentity } from '../db/bulk'
import type { Db } from '../db/types'
import { createRandom } from '../shared/random'
import { generateAccountDemos, memberPermissionRows, withInviteCodes } from './accounts'
import { generateCatalog } from './catalog'
import { generateCommerce, insertCommerce } from './commerce'
import { generateCommunity, insertCommunity } from './community'
import { generateInfo, insertInfo } from './info'
import { keywordRows } from './keywords'
import { generateMembership, insertMembership } from './membership'
import { generateOptions, nameAgreeingWithOptions } from './options'
import { pointMovements, userRow } from './points'
import { insertRecentDelivery, recentDelivery } from './recent-delivery'
import { generateRestock } from './restock'
import { generateReviews, productTotals } from './reviews'
import { seedScale } from './scale'
import { generateSubscriptions } from './subscriptions'
import { generateTabs } from './tabs'
import { generatePeople } from './users'
import { generateVet, insertVet } from './vet'
import { generateWishlists } from './wishlists'

/** Changing it changes every seeded row; tests and demos rely on it staying put. */
export const SEED = 20_261_101
/** A stream of its own for the accounts work's rows, so adding them changed none of the rows before. */
const ACCOUNTS_STREAM = 0x0ac0
/** Streams of the catalogue work (options, reviews), for the same reason. */
const OPTIONS_STREAM = 0x0c70
const REVIEWS_STREAM = 0x0c7e
/** The commerce work's stream (coupons, deals, addresses, the demo's new orders). */
const COMMERCE_STREAM = 0x0c0e
/** The community work's stream (posts, pictures, comments, likes). */
const COMMUNITY_STREAM = 0x0c05
/** The vet work's stream (clinics, the vets' picks, the demo members' bookings). */
const VET_STREAM = 0x7e13
/** The membership work's stream (ordinary members who keep a 펫멤버십). */
const MEMBERSHIP_STREAM = 0x0b11
/** The information pages' stream (events, insurance, adoption). */
const INFO_STREAM = 0x1e14
/** The subscriptions work's stream (the demo member's regular deliveries). */
const SUBSCRIPTION_STREAM = 0x5b12
/** The invite codes' stream: members' random invite codes. */
const INVITE_STREAM = 0x14c0
/** The stream of the demo's order delivered two days before the seed ran (decision 048). */
const RECENT_STREAM = 0x0d48
/** The 찜 stream (decision 059): the demo members' and ordinary members' wishlists. */
const WISHLIST_STREAM = 0x3159
/** The 재입고 알림 stream (decision 063): the demo members' requests and notices. */
const RESTOCK_STREAM = 0x0063
/** Any fixed number: two processes starting on one empty PostgreSQL seed it once. */
const SEED_LOCK = 724_002

export type SeedResult = { seeded: boolean; ms: number; products: number }

/**
 * Everything the seed inserts, as plain rows; the same seed and scale always return the same rows.
 * `scale` (SEED_SCALE) multiplies the products, and with them their options and reviews, and the
 * community posts; 1 is today's data exactly.
 */
export async function generateSeed(seed = SEED, scale = 1) {
  const random = createRandom(seed)
  const { productMeta, ...catalog } = generateCatalog(random, scale)
  const pbBrands = new Set(catalog.brands.filter((b) => b.is_pb).map((b) => b.brand_id))
  const tabs = generateTabs(random, catalog.products, pbBrands)
  const people = await generatePeople(random, catalog.products)
  const accounts = await generateAccountDemos(createRandom(seed ^ ACCOUNTS_STREAM))
  const users = withInviteCodes([...people.users, ...accounts.users], createRandom(seed ^ INVITE_STREAM))
  assertUnique(
    users.map((u) => u.mobile_no),
    'mobile number',
  )
  const brandNames = new Map(catalog.brands.map((b) => [b.brand_id, b.name]))
  const options = generateOptions(createRandom(seed ^ OPTIONS_STREAM), catalog.products, productMeta)
  const optionsOf = new Map<number, typeof options>()
  for (const option of options) optionsOf.set(option.product_id, [...(optionsOf.get(option.product_id) ?? []), option])
  // Reviews are drawn on a stream of their own, so drawing them first changes nothing else.
  const reviews = generateReviews(createRandom(seed ^ REVIEWS_STREAM), catalog.products, people.users, people.pets)
  // Decision 047: a product's review count and score are its stored reviews'. The catalogue's
  // drawn counts stay what the home tabs, events and clinics were picked by.
  const totals = productTotals(reviews)
  const products = catalog.products.map((p, i) => ({
    ...p,
    ...(totals.get(p.product_id) ?? { review_count: 0, review_score: 0 }),
    product_name: nameAgreeingWithOptions(p.product_name, productMeta[i] ?? { size: '', material: '' }, optionsOf.get(p.product_id) ?? []),
    description: describeProduct({
      productId: p.product_id,
      brandName: brandNames.get(p.brand_id) ?? '',
      productGroup1Id: p.product_group1_id,
      productGroup2Id: p.product_group2_id,
      productGroup3Id: p.product_group3_id,
    }),
  }))
  const commerce = generateCommerce(createRandom(seed ^ COMMERCE_STREAM), {
    products: catalog.products,
    options,
    users,
    deliveries: people.deliveries,
    orders: people.orders,
    orderItems: people.orderItems,
  })
  const community = generateCommunity(
    createRandom(seed ^ COMMUNITY_STREAM),
    { users, pets: people.pets, breeds: people.breeds, products: catalog.products },
    scale,
  )
  const vet = generateVet(createRandom(seed ^ VET_STREAM), { products: catalog.products, pets: people.pets })
  const membership = generateMembership(createRandom(seed ^ MEMBERSHIP_STREAM))
  const info = generateInfo(createRandom(seed ^ INFO_STREAM), { banners: tabs.banners, products: catalog.products })
  const subscriptions = generateSubscriptions(createRandom(seed ^ SUBSCRIPTION_STREAM), {
    products: catalog.products,
    options,
    addresses: commerce.addresses,
  })
  return {
    ...catalog,
    products,
    options,
    reviews,
    ...tabs,
    ...people,
    users,
    socialAccounts: accounts.socialAccounts,
    orders: commerce.orders,
    orderItems: commerce.orderItems,
    commerce,
    community,
    vet,
    membership,
    info,
    subscriptions,
    memberPermissions: memberPermissionRows(catalog.brands, catalog.products),
    wishlists: generateWishlists(createRandom(seed ^ WISHLIST_STREAM), products),
  }
}

/** Sign-up refuses a taken number, so the seed must not hold one twice (it is deterministic: this never fires unless the seed changes). */
function assertUnique(values: readonly string[], what: string): void {
  if (new Set(values).size !== values.length) throw new Error(`seed: duplicate ${what}`)
}

/**
 * Seeds an empty database (no products yet) in one transaction; otherwise does nothing. `now` is
 * the backend's clock: the one seeded row relative to it is the demo's recent delivery (decision 048).
 * `scale` is SEED_SCALE's unless given (seed/scale.ts).
 */
export async function seedIfEmpty(db: Db, now: Date = new Date(), scale = seedScale()): Promise<SeedResult> {
  const started = performance.now()
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from products')
  if ((existing?.count ?? 0) > 0) return { seeded: false, ms: performance.now() - started, products: existing?.count ?? 0 }
  const data = await generateSeed(SEED, scale)
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    const [again] = await tx.query<{ count: number }>('select count(*)::int as count from products')
    if ((again?.count ?? 0) > 0) return false
    // Parents before children (foreign keys).
    await insertRows(tx, 'categories', data.categories)
    await insertRows(tx, 'brands', data.brands)
    await insertRows(tx, 'products', data.products)
    await insertRows(tx, 'banners', data.banners)
    await insertRows(tx, 'tab_sections', data.sections)
    await insertRows(tx, 'tab_section_products', data.sectionProducts)
    await insertRows(tx, 'breeds', data.breeds)
    await insertRows(tx, 'users', data.users.map(userRow))
    await insertRows(tx, 'user_deliveries', data.deliveries)
    await insertRows(tx, 'pets', data.pets)
    await insertRows(tx, 'orders', data.orders)
    await insertRows(tx, 'order_items', data.orderItems)
    await insertRows(tx, 'social_accounts', data.socialAccounts)
    await insertRows(tx, 'member_permissions', data.memberPermissions)
    await insertRows(tx, 'product_options', data.options)
    await insertRows(tx, 'reviews', data.reviews)
    await insertCommerce(tx, data.commerce)
    const sellable = new Set(
      data.products.filter((p) => p.sell_limit_status_code === null && p.product_group1_id === 1).map((p) => p.product_id),
    )
    await insertRecentDelivery(tx, recentDelivery(createRandom(SEED ^ RECENT_STREAM), data.commerce, data.options, sellable, now))
    await insertRows(tx, 'point_movements', pointMovements(data.users))
    await insertCommunity(tx, data.community)
    await insertVet(tx, data.vet)
    await insertMembership(tx, data.membership)
    await insertInfo(tx, data.info)
    await insertRows(tx, 'subscriptions', data.subscriptions)
    await insertRows(tx, 'search_keywords', keywordRows())
    await insertRows(tx, 'wishlists', data.wishlists)
    const restock = generateRestock(createRandom(SEED ^ RESTOCK_STREAM), data.products, data.options, now)
    await insertRows(tx, 'restock_requests', restock.requests)
    await insertRows(tx, 'notifications', restock.notifications)
    for (const [table, column] of [
      ['brands', 'brand_id'],
      ['products', 'product_id'],
      ['users', 'user_id'],
      ['pets', 'pet_id'],
      ['orders', 'order_id'],
      ['social_accounts', 'social_account_id'],
      ['product_options', 'option_id'],
      ['reviews', 'review_id'],
      ['subscriptions', 'subscription_id'],
    ] as const) {
      await syncIdentity(tx, table, column)
    }
    return true
  })
  return { seeded, ms: performance.now() - started, products: data.products.length }
}
