import type { Random } from '../shared/random'
import type { ProductRow } from './catalog'
import { BANNER_EVENT_COPY, type EventCopy, type EventPick, STANDALONE_EVENTS } from './event-copy'
import type { BannerRow } from './tabs'

export type EventRow = {
  event_id: number
  slug: string | null
  banner_id: number | null
  product_group1_id: number | null
  title: string
  subtitle: string
  description: string
  notices: readonly string[]
  image_url: string
  starts_at: string
  ends_at: string
  coupon_template_id: number | null
  link_url: string | null
  link_label: string | null
}

export type EventProductRow = { event_id: number; position: number; product_id: number }

/** Products an event shows at most. */
const EVENT_PRODUCTS = 12

/** 00:00 of a Korean day, and its last second. */
const kstStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+09:00`)).toISOString()
const kstEnd = (day: string) => new Date(Date.parse(`${day}T23:59:59+09:00`)).toISOString()

const byReviews = (a: ProductRow, b: ProductRow) => b.review_count - a.review_count || a.product_id - b.product_id
const byNewest = (a: ProductRow, b: ProductRow) => b.created_at.localeCompare(a.created_at) || a.product_id - b.product_id
const discount = (p: ProductRow) => (p.price - p.discount_apply_price) / p.price
const byDiscount = (a: ProductRow, b: ProductRow) => discount(b) - discount(a) || byReviews(a, b)

function pickProducts(random: Random, pool: readonly ProductRow[], pick: EventPick): ProductRow[] {
  if (typeof pick === 'object') {
    const inCategory = (p: ProductRow) => p.product_group2_id === pick.categoryId || p.product_group3_id === pick.categoryId
    return pool.filter(inCategory).sort(byReviews).slice(0, EVENT_PRODUCTS)
  }
  if (pick === 'best') return [...pool].sort(byReviews).slice(0, EVENT_PRODUCTS)
  if (pick === 'newest') return [...pool].sort(byNewest).slice(0, EVENT_PRODUCTS)
  if (pick === 'discount') return [...pool].sort(byDiscount).slice(0, EVENT_PRODUCTS)
  // 'rated': a shuffled few of the well-rated, so two groups' recommendations differ in kind.
  const rated = pool
    .filter((p) => p.review_score >= 4.6 && p.review_count >= 30)
    .sort(byReviews)
    .slice(0, 60)
  return random.shuffle(rated).slice(0, EVENT_PRODUCTS)
}

function eventRow(
  id: number,
  copy: EventCopy,
  fields: Pick<EventRow, 'slug' | 'banner_id' | 'product_group1_id' | 'title' | 'subtitle' | 'image_url'>,
): EventRow {
  return {
    event_id: id,
    ...fields,
    description: copy.description,
    notices: copy.notices,
    starts_at: kstStart(copy.startsOn),
    ends_at: kstEnd(copy.endsOn),
    coupon_template_id: copy.couponTemplateId,
    link_url: copy.link?.url ?? null,
    link_label: copy.link?.label ?? null,
  }
}

/**
 * The promotions: one per home banner that links to `/event/{bannerId}` (same id, the banner's
 * title and picture), plus the standalone ones. Sold-out products are never promoted.
 */
export function generateEvents(random: Random, banners: readonly BannerRow[], products: readonly ProductRow[]) {
  const sellable = products.filter((p) => p.sell_limit_status_code === null)
  const poolOf = (group: number | null) => (group === null ? sellable : sellable.filter((p) => p.product_group1_id === group))
  const events: EventRow[] = []
  const eventProducts: EventProductRow[] = []
  const add = (row: EventRow, pick: EventPick) => {
    events.push(row)
    pickProducts(random, poolOf(row.product_group1_id), pick).forEach((p, i) => {
      eventProducts.push({ event_id: row.event_id, position: i + 1, product_id: p.product_id })
    })
  }
  for (const banner of banners) {
    if (banner.link_url !== `/event/${banner.banner_id}`) continue
    const key = `${banner.product_group1_id}-${banner.tab_id}-${banner.position}`
    const copy = BANNER_EVENT_COPY[key]
    // A new event banner without its copy would be a dead link: fail the seed, not the shopper.
    if (!copy) throw new Error(`seed: banner ${banner.banner_id} (${key}) links to an event without copy`)
    add(
      eventRow(banner.banner_id, copy, {
        slug: null,
        banner_id: banner.banner_id,
        product_group1_id: banner.product_group1_id,
        title: banner.title,
        subtitle: banner.subtitle,
        image_url: `/cdn/banners/${banner.image_key}.svg`,
      }),
      copy.pick,
    )
  }
  for (const copy of STANDALONE_EVENTS) {
    add(
      eventRow(copy.eventId, copy, {
        slug: copy.slug ?? null,
        banner_id: null,
        product_group1_id: copy.productGroup1Id,
        title: copy.title,
        subtitle: copy.subtitle,
        image_url: `/cdn/events/${copy.eventId}.svg`,
      }),
      copy.pick,
    )
  }
  return { events, eventProducts }
}
