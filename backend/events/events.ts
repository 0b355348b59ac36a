import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'

export type EventStatus = 'UPCOMING' | 'ONGOING' | 'ENDED'

/** Contract `EventSummary` (BFF, camelCase). */
export type EventSummary = {
  eventId: number
  /** Where the shop shows it: /event/{slug} for named events, else /event/{eventId}. */
  path: string
  productGroup1Id: number | null
  title: string
  subtitle: string
  imageUrl: string
  startsAt: string
  endsAt: string
  status: EventStatus
  hasCoupon: boolean
}

export type EventCoupon = {
  couponTemplateId: number
  title: string
  type: 'AMOUNT' | 'RATE' | 'FREE_SHIPPING'
  discountValue: number
  maxDiscountPrice: number | null
  minOrderPrice: number
  productGroup1Id: number | null
  expiresAt: string | null
  /** null: unlimited; 0: all issued */
  remaining: number | null
  /** Whether the coupon can still be downloaded at all (not expired, not exhausted). */
  available: boolean
  /** null for a guest */
  downloaded: boolean | null
}

export type EventDetail = EventSummary & {
  description: string
  notices: string[]
  link: { url: string; label: string } | null
  coupon: EventCoupon | null
  products: ProductSummary[]
}

type EventRow = {
  eventId: number
  slug: string | null
  productGroup1Id: number | null
  title: string
  subtitle: string
  imageUrl: string
  startsAt: Date
  endsAt: Date
  couponTemplateId: number | null
}

const COLUMNS = `e.event_id as "eventId", e.slug, e.product_group1_id as "productGroup1Id", e.title, e.subtitle,
  e.image_url as "imageUrl", e.starts_at as "startsAt", e.ends_at as "endsAt", e.coupon_template_id as "couponTemplateId"`

/** An event's state at `now`: it ends at its last second (ends_at is exclusive from then on). */
export function eventStatus(startsAt: Date, endsAt: Date, now: Date): EventStatus {
  if (now < startsAt) return 'UPCOMING'
  return now < endsAt ? 'ONGOING' : 'ENDED'
}

function summary(row: EventRow, now: Date): EventSummary {
  return {
    eventId: row.eventId,
    path: `/event/${row.slug ?? row.eventId}`,
    productGroup1Id: row.productGroup1Id,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: eventStatus(row.startsAt, row.endsAt, now),
    hasCoupon: row.couponTemplateId !== null,
  }
}

/**
 * `GET /event/list`: ongoing events newest first, or ended ones most recently ended first; with
 * a group, that animal's events and those for both.
 */
export async function listEvents(
  db: Queryable,
  query: { status: 'ONGOING' | 'ENDED'; group: number | null },
  now: Date,
): Promise<EventSummary[]> {
  const period = query.status === 'ONGOING' ? 'e.starts_at <= $1 and e.ends_at > $1' : 'e.ends_at <= $1'
  const order = query.status === 'ONGOING' ? 'e.starts_at desc, e.event_id' : 'e.ends_at desc, e.event_id'
  const rows = await db.query<EventRow>(
    `select ${COLUMNS} from events e
      where ${period} and ($2::smallint is null or e.product_group1_id is null or e.product_group1_id = $2)
      order by ${order} limit 50`,
    [now.toISOString(), query.group],
  )
  return rows.map((row) => summary(row, now))
}

async function eventCoupon(db: Queryable, templateId: number, userId: number | null, now: Date): Promise<EventCoupon | null> {
  const [row] = await db.query<
    Omit<EventCoupon, 'remaining' | 'available' | 'expiresAt'> & {
      expiresAt: Date | null
      totalQuantity: number | null
      issuedCount: number
      downloadable: boolean
    }
  >(
    `select t.coupon_template_id as "couponTemplateId", t.title, t.type, t.discount_value as "discountValue",
            t.max_discount_price as "maxDiscountPrice", t.min_order_price as "minOrderPrice", t.product_group1_id as "productGroup1Id",
            t.expires_at as "expiresAt", t.total_quantity as "totalQuantity", t.issued_count as "issuedCount", t.downloadable,
            case when $2::int is null then null
                 else exists (select 1 from coupons c where c.coupon_template_id = t.coupon_template_id and c.user_id = $2) end as downloaded
       from coupon_templates t where t.coupon_template_id = $1`,
    [templateId, userId],
  )
  if (!row) return null
  const { totalQuantity, issuedCount, downloadable, expiresAt, ...coupon } = row
  const remaining = totalQuantity === null ? null : Math.max(0, totalQuantity - issuedCount)
  const expired = expiresAt !== null && expiresAt <= now
  return { ...coupon, expiresAt: expiresAt?.toISOString() ?? null, remaining, available: downloadable && !expired && remaining !== 0 }
}

/** `GET /event/detail`: by id or by slug; null when there is no such event. */
export async function eventDetail(
  db: Queryable,
  key: { eventId: number } | { slug: string },
  userId: number | null,
  now: Date,
): Promise<EventDetail | null> {
  const [row] = await db.query<EventRow & { description: string; notices: string[]; linkUrl: string | null; linkLabel: string | null }>(
    `select ${COLUMNS}, e.description, e.notices, e.link_url as "linkUrl", e.link_label as "linkLabel"
       from events e where ${'eventId' in key ? 'e.event_id = $1' : 'e.slug = $1'}`,
    ['eventId' in key ? key.eventId : key.slug],
  )
  if (!row) return null
  const products = await db.query<ProductSummary>(
    `select ${PRODUCT_SUMMARY_COLUMNS}
       from event_products ep join products p using (product_id) join brands b using (brand_id)
      where ep.event_id = $1
      order by ep.position`,
    [row.eventId],
  )
  return {
    ...summary(row, now),
    description: row.description,
    notices: row.notices,
    link: row.linkUrl && row.linkLabel ? { url: row.linkUrl, label: row.linkLabel } : null,
    coupon: row.couponTemplateId === null ? null : await eventCoupon(db, row.couponTemplateId, userId, now),
    products,
  }
}
