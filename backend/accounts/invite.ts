import { randomInt } from 'node:crypto'
import { INVITE_ALPHABET, INVITE_CODE_LENGTH } from '../../app/domain/invite-code'
import type { Queryable } from '../db/types'

/**
 * A new member's code, of the form app/domain/invite-code.ts sets for the sign-up field and its
 * schema too. `draw(n)` answers an integer in [0, n): the CSPRNG at sign-up, the seed's generator in the seed.
 */
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

/** A friend's nickname as the inviter sees it: the first letter, the rest hidden (코코언니 → 코***). */
export const maskedNickname = (nickname: string) => `${[...nickname][0] ?? ''}${'*'.repeat(Math.max(1, [...nickname].length - 1))}`

/**
 * `/user/invite`: the member's own code, what a friend gets for using it, and the friends who
 * joined with it (newest first), each with the coupon they received. Only friends still members.
 */
export async function inviteSummary(db: Queryable, userId: number) {
  const [me] = await db.query<{ invite_code: string }>('select invite_code from users where user_id = $1', [userId])
  const friends = await db.query<{ nickname: string; joined_at: Date; reward_title: string }>(
    `select u.nickname, u.created_at as joined_at, c.title as reward_title
       from coupons c join users u using (user_id)
      where c.reason = 'INVITE' and c.invited_by = $1 and u.status = 'ACTIVE'
      order by u.created_at desc, c.coupon_id desc`,
    [userId],
  )
  return {
    invite_code: me?.invite_code ?? null,
    friend_reward: { title: INVITE_COUPON.title, amount: INVITE_COUPON.discountAmount },
    joined_count: friends.length,
    friends: friends.map((friend) => ({
      nickname: maskedNickname(friend.nickname),
      joined_at: friend.joined_at.toISOString(),
      reward_title: friend.reward_title,
    })),
  }
}
