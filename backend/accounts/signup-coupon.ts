import type { Queryable } from '../db/types'

const DAY = 86_400_000

/** The sign-up coupon as `/coupon/signup` answers it: the words of the home banner come from here. */
export type SignupCoupon = {
  coupon_template_id: number
  title: string
  type: 'AMOUNT' | 'RATE' | 'FREE_SHIPPING'
  discount_value: number
  max_discount_price: number | null
  min_order_price: number
  product_group1_id: number | null
  first_purchase: boolean
  valid_days: number | null
}

/** The one template issued at sign-up (migration 21), or null when the shop has none running. */
export async function signupCoupon(db: Queryable, now: Date): Promise<SignupCoupon | null> {
  const [row] = await db.query<SignupCoupon>(
    `select coupon_template_id, title, type, discount_value, max_discount_price, min_order_price, product_group1_id,
            first_purchase, valid_days
       from coupon_templates
      where signup_grant and (expires_at is null or expires_at > $1)`,
    [now.toISOString()],
  )
  return row ?? null
}

/**
 * Decision 027: the coupon the banner promises, issued in the sign-up's transaction so a member never
 * exists without it. It lasts `valid_days` from sign-up, never past the template's own end.
 */
export async function grantSignupCoupon(tx: Queryable, userId: number, now: Date): Promise<void> {
  const coupon = await signupCoupon(tx, now)
  if (!coupon) return
  const expiresAt = coupon.valid_days === null ? null : new Date(now.getTime() + coupon.valid_days * DAY).toISOString()
  await tx.query(
    `insert into coupons (user_id, title, discount_amount, reason, created_at, coupon_template_id, expires_at)
     select $1, $2, $3, 'SIGNUP', $4, t.coupon_template_id, least($5::timestamptz, t.expires_at)
       from coupon_templates t where t.coupon_template_id = $6`,
    [
      userId,
      coupon.title,
      coupon.type === 'AMOUNT' ? coupon.discount_value : null,
      now.toISOString(),
      expiresAt,
      coupon.coupon_template_id,
    ],
  )
  await tx.query('update coupon_templates set issued_count = issued_count + 1 where coupon_template_id = $1', [coupon.coupon_template_id])
  await tx.query('update users set coupon_count = coupon_count + 1 where user_id = $1', [userId])
}

/** The member's sign-up coupon (used or not), for the completion page: null when they have none. */
export async function heldSignupCoupon(db: Queryable, userId: number): Promise<{ coupon_id: number; expires_at: string | null } | null> {
  const [row] = await db.query<{ coupon_id: number; expires_at: Date | null }>(
    'select coupon_id, expires_at from coupons where user_id = $1 and reason = $2',
    [userId, 'SIGNUP'],
  )
  return row ? { coupon_id: row.coupon_id, expires_at: row.expires_at?.toISOString() ?? null } : null
}
