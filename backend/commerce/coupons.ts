import { welcomeRefusal } from '../accounts/welcome-benefits'
import type { Db, Queryable } from '../db/types'
import { commerceError, notFound } from './errors'
import type { CouponTerms } from './pricing'

export type CouponStatus = 'AVAILABLE' | 'USED' | 'EXPIRED'

/** Contract `Coupon`. */
export type Coupon = CouponTerms & {
  /** The names of its categories ('사료'), null when it has none. */
  category_name: string | null
  coupon_id: number
  coupon_template_id: number
  title: string
  expires_at: string | null
  used_at: string | null
  status: CouponStatus
}

const TERMS = `t.type, t.discount_value, t.max_discount_price, t.min_order_price, t.product_group1_id, t.first_purchase, t.category_ids,
  (select string_agg(distinct k.name, '·') from categories k where k.category_id = any(t.category_ids)) as category_name`

/** Status is computed against the clock the backend runs on ($2). */
const COUPON_COLUMNS = `c.coupon_id, c.coupon_template_id, c.title, ${TERMS},
  c.expires_at, c.used_at,
  case when c.used_at is not null then 'USED' when c.expires_at <= $2 then 'EXPIRED' else 'AVAILABLE' end as status`

type CouponRow = Omit<Coupon, 'expires_at' | 'used_at'> & { expires_at: Date | null; used_at: Date | null }

const iso = (value: Date | null) => (value ? value.toISOString() : null)
const toCoupon = (row: CouponRow): Coupon => ({ ...row, expires_at: iso(row.expires_at), used_at: iso(row.used_at) })

/** `/coupon/list`: the member's own, newest first; `ALL` is every status. */
export async function listCoupons(db: Queryable, userId: number, status: CouponStatus | 'ALL', now: Date): Promise<Coupon[]> {
  const rows = await db.query<CouponRow>(
    `select * from (
       select ${COUPON_COLUMNS} from coupons c join coupon_templates t using (coupon_template_id) where c.user_id = $1
     ) coupons ${status === 'ALL' ? '' : 'where status = $3'}
     order by coupon_id desc`,
    status === 'ALL' ? [userId, now.toISOString()] : [userId, now.toISOString(), status],
  )
  return rows.map(toCoupon)
}

/** One of the member's coupons (any status); someone else's is unknown. `lock` inside a transaction. */
export async function findCoupon(
  db: Queryable,
  userId: number,
  couponId: number,
  now: Date,
  { lock = false } = {},
): Promise<Coupon | null> {
  const [row] = await db.query<CouponRow>(
    `select ${COUPON_COLUMNS} from coupons c join coupon_templates t using (coupon_template_id)
      where c.user_id = $1 and c.coupon_id = $3${lock ? ' for update of c' : ''}`,
    [userId, now.toISOString(), couponId],
  )
  return row ? toCoupon(row) : null
}

type TemplateRow = CouponTerms & {
  coupon_template_id: number
  title: string
  expires_at: Date | null
  total_quantity: number | null
  issued_count: number
  downloadable: boolean
}

const TEMPLATE_COLUMNS = `t.coupon_template_id, t.title, ${TERMS}, t.expires_at, t.total_quantity, t.issued_count, t.downloadable`

/** How long a coupon page keeps showing a template after its download period ended. */
export const ENDED_VISIBLE_MS = 30 * 86_400_000

/**
 * `/coupon/download/list` (guest allowed): the templates that can still be downloaded (not
 * expired), `remaining` null when unlimited (0: exhausted), `downloaded` for the member.
 * `includeExpired` also answers those that ended in the last 30 days (`expired: true`), so the
 * coupon page can show them as ended.
 */
export async function listDownloadable(db: Queryable, userId: number | null, now: Date, { includeExpired = false } = {}) {
  const since = includeExpired ? new Date(now.getTime() - ENDED_VISIBLE_MS) : now
  const rows = await db.query<TemplateRow & { downloaded: boolean }>(
    `select ${TEMPLATE_COLUMNS},
            exists (select 1 from coupons c where c.coupon_template_id = t.coupon_template_id and c.user_id = $2) as downloaded
       from coupon_templates t
      where t.downloadable and (t.expires_at is null or t.expires_at > $1)
      order by t.coupon_template_id`,
    [since.toISOString(), userId],
  )
  // The welcome rule (decision 042): a member who has paid an order, or re-joined within 30 days, is not offered one.
  const refusal = userId === null ? null : await welcomeRefusal(db, userId)
  return rows.map(({ total_quantity, issued_count, downloadable: _d, expires_at, ...row }) => ({
    ...row,
    eligible: !(row.first_purchase && refusal !== null),
    expires_at: iso(expires_at),
    remaining: total_quantity === null ? null : Math.max(0, total_quantity - issued_count),
    expired: expires_at !== null && expires_at <= now,
  }))
}

/** `/coupon/download`: once per member, while the template lasts and is not expired. */
export async function downloadCoupon(db: Db, userId: number, templateId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [template] = await tx.query<TemplateRow>(
      `select ${TEMPLATE_COLUMNS} from coupon_templates t where t.coupon_template_id = $1 for update`,
      [templateId],
    )
    if (!template?.downloadable) throw notFound()
    if (template.expires_at && template.expires_at <= now) throw commerceError(400, 'COUPON_EXPIRED')
    const [taken] = await tx.query('select 1 from coupons where user_id = $1 and coupon_template_id = $2', [userId, templateId])
    if (taken) throw commerceError(400, 'ALREADY_DOWNLOADED')
    if (template.first_purchase) {
      const refusal = await welcomeRefusal(tx, userId)
      if (refusal) throw commerceError(400, refusal === 'REJOINED' ? 'WELCOME_REJOINED' : 'FIRST_PURCHASE_ONLY')
    }
    if (template.total_quantity !== null && template.issued_count >= template.total_quantity) throw commerceError(400, 'COUPON_EXHAUSTED')
    await tx.query('update coupon_templates set issued_count = issued_count + 1 where coupon_template_id = $1', [templateId])
    const [row] = await tx.query<{ coupon_id: number }>(
      `insert into coupons (user_id, title, discount_amount, reason, created_at, coupon_template_id, expires_at)
       values ($1, $2, $3, 'DOWNLOAD', $4, $5, $6) returning coupon_id`,
      [
        userId,
        template.title,
        template.type === 'AMOUNT' ? template.discount_value : null,
        now.toISOString(),
        templateId,
        template.expires_at?.toISOString() ?? null,
      ],
    )
    return row?.coupon_id as number
  })
}
