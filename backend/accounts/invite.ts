import type { Queryable } from '../db/types'

/** Contract: every member has `PET` + 5 digits; derived from the user id so it is unique and stable. */
export function inviteCodeFor(userId: number): string {
  return `PET${String(userId).padStart(5, '0')}`
}

export const INVITE_COUPON = { title: '친구 초대 5,000원 할인 쿠폰', discountAmount: 5000 } as const

/** The active member whose invite code this is, or null. */
export async function findInviter(db: Queryable, code: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    `select user_id from users where invite_code = $1 and status = 'ACTIVE'`,
    [code],
  )
  return row?.user_id ?? null
}

/** The new member's 5,000 won coupon; user_total.coupon_count counts it. */
export async function grantInviteCoupon(tx: Queryable, userId: number, inviterId: number, now: Date): Promise<void> {
  await tx.query(
    `insert into coupons (user_id, title, discount_amount, reason, invited_by, created_at, coupon_template_id)
     values ($1, $2, $3, 'INVITE', $4, $5, 1)`,
    [userId, INVITE_COUPON.title, INVITE_COUPON.discountAmount, inviterId, now.toISOString()],
  )
  await tx.query('update users set coupon_count = coupon_count + 1 where user_id = $1', [userId])
}
