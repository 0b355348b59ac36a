import { randomInt } from 'node:crypto'
import type { Queryable } from '../db/types'

/**
 * Codes were `PET` + the user id, so anyone could walk them (docs/security.md). Now 10
 * characters drawn from the CSPRNG out of 31 that cannot be mistaken for one another (no 0/O,
 * 1/I/L): 31^10 ≈ 8·10^14 codes, unique by the database's index.
 */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const INVITE_CODE_LENGTH = 10

/** `draw(n)` answers an integer in [0, n): the CSPRNG at sign-up, the seed's generator in the seed. */
export function inviteCode(draw: (n: number) => number = randomInt): string {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[draw(INVITE_ALPHABET.length)]
  return code
}

/** A code no member has yet (a clash is all but impossible; checked anyway, inside the sign-up lock). */
export async function freshInviteCode(tx: Queryable): Promise<string> {
  for (;;) {
    const code = inviteCode()
    if ((await tx.query('select 1 from users where invite_code = $1', [code])).length === 0) return code
  }
}

export const INVITE_COUPON = { title: '친구 초대 5,000원 할인 쿠폰', discountAmount: 5000 } as const

/** The active member whose invite code this is, or null. */
export async function findInviter(db: Queryable, code: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(`select user_id from users where invite_code = $1 and status = 'ACTIVE'`, [code])
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
