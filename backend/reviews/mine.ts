import type { Queryable } from '../db/types'
import { REVIEW_COLUMNS, type Review, type ReviewRow, toReview } from './reviews'

export type MyReview = Review & { productId: number; productName: string; imageUrl: string }

const IMAGE_URL = (column: string) => `'/cdn/products/' || ${column} || '.svg'`

/** Contract "GET /reviews/mine": the member's reviews, newest first, with the product they are about. */
export async function loadMyReviews(
  db: Queryable,
  userId: number,
  { page, size }: { page: number; size: number },
): Promise<{ reviews: MyReview[]; totalCount: number }> {
  const rows = await db.query<ReviewRow & { productId: number; productName: string; imageUrl: string }>(
    `select ${REVIEW_COLUMNS}, r.product_id as "productId", p.product_name as "productName",
            ${IMAGE_URL('r.product_id')} as "imageUrl"
       from reviews r join products p on p.product_id = r.product_id
      where r.user_id = $1
      order by r.created_at desc, r.review_id desc
      limit $2 offset ($3::bigint - 1) * $2`,
    [userId, size, page],
  )
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from reviews where user_id = $1', [userId])
  return { reviews: rows.map(toReview), totalCount: count?.n ?? 0 }
}

export type WritableItem = {
  orderId: number
  lineNo: number
  productId: number
  productName: string
  optionName: string | null
  imageUrl: string
  orderedAt: Date
  /** The line's review reward was paid already (its review was deleted, decision 047): a new one pays nothing. */
  rewardPaid: boolean
}

/**
 * How an order line names its option. Order lines get their option from the commerce work's
 * migration (a stored `option_name`, or an `option_id` of `product_options`); a database without
 * either answers null. Read from the schema once per database.
 */
const optionSources = new WeakMap<Queryable, Promise<{ select: string; join: string }>>()

function optionSource(db: Queryable): Promise<{ select: string; join: string }> {
  let source = optionSources.get(db)
  if (!source) {
    source = db
      .query<{ column: string }>(
        `select column_name as column from information_schema.columns
          where table_schema = current_schema() and table_name = 'order_items'
            and column_name in ('option_name', 'option_id')`,
      )
      .then((rows) => {
        const has = new Set(rows.map((row) => row.column))
        const join = has.has('option_id') ? 'left join product_options po on po.option_id = oi.option_id' : ''
        const named = has.has('option_name') ? 'oi.option_name' : null
        const fromOption = has.has('option_id') ? 'po.name' : null
        const select = [named, fromOption].filter(Boolean).join(', ')
        return { select: select ? `coalesce(${select}, null)` : 'null::text', join }
      })
    optionSources.set(db, source)
    // A failed look-up is tried again next time.
    source.catch(() => optionSources.delete(db))
  }
  return source
}

/** Contract "GET /reviews/writable": the member's DELIVERED order lines without a review, newest order first. */
export async function loadWritable(db: Queryable, userId: number): Promise<WritableItem[]> {
  const option = await optionSource(db)
  return db.query<WritableItem>(
    `select oi.order_id as "orderId", oi.line_no as "lineNo", oi.product_id as "productId",
            p.product_name as "productName", ${option.select} as "optionName",
            ${IMAGE_URL('oi.product_id')} as "imageUrl", o.ordered_at as "orderedAt",
            exists (select 1 from point_movements m where m.order_id = oi.order_id and m.line_no = oi.line_no
                       and m.reason in ('REVIEW_TEXT', 'REVIEW_PHOTO')) as "rewardPaid"
       from orders o
       join order_items oi on oi.order_id = o.order_id
       join products p on p.product_id = oi.product_id
       ${option.join}
      where o.user_id = $1 and o.status = 'DELIVERED'
        and not exists (select 1 from reviews r where r.order_id = oi.order_id and r.line_no = oi.line_no)
      order by o.ordered_at desc, oi.order_id desc, oi.line_no`,
    [userId],
  )
}
