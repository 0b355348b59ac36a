import { PAID_STATES_SQL } from '../commerce/paid-states'
import type { Queryable } from '../db/types'

/** Against farming the welcome benefits: how long a number that left waits before a new sign-up's benefits. */
export const REJOIN_WAIT_DAYS = 30

/**
 * Whether a sign-up on this number gets the welcome benefits: not when a member with the number
 * withdrew in the last 30 days, or leaving and re-joining would farm them. The member may still
 * sign up. Asked once, at sign-up, and kept as `users.welcome_benefits`; every benefit then asks
 * `welcomeRefusal`, which reads it.
 */
export async function welcomeBenefitsFor(db: Queryable, mobileNo: string, now: Date): Promise<boolean> {
  const [row] = await db.query<{ recent: boolean }>(
    `select exists (
       select 1 from user_withdrawals w join users u using (user_id)
        where u.mobile_no = $1 and w.withdrawn_at > $2::timestamptz - make_interval(days => $3)
     ) as recent`,
    [mobileNo, now.toISOString(), REJOIN_WAIT_DAYS],
  )
  return !row?.recent
}

/** Why a member may not have a first-purchase benefit. */
export type WelcomeRefusal = 'ALREADY_ORDERED' | 'REJOINED'

/**
 * The rule (decision 042): a member who has paid an order has had their first purchase; a member
 * who re-joined within `REJOIN_WAIT_DAYS` of leaving on the same number gets no welcome benefit
 * at all, ever on this account. Ordering is named first: it is true of anyone.
 */
export function welcomeRule({ ordered, rejoined }: { ordered: boolean; rejoined: boolean }): WelcomeRefusal | null {
  if (ordered) return 'ALREADY_ORDERED'
  return rejoined ? 'REJOINED' : null
}

/**
 * Decision 042: re-joining is re-joining everywhere. The one question every welcome benefit asks
 * — the sign-up and invite coupons at sign-up, the welcome deal (page, cart, checkout), the
 * first-purchase coupons offered on the coupon page, taken with 받기 and applied on the order
 * sheet and at payment — so none of them can read the window differently. Null: the member may.
 */
export async function welcomeRefusal(db: Queryable, userId: number): Promise<WelcomeRefusal | null> {
  const [row] = await db.query<{ ordered: boolean; benefits: boolean }>(
    `select exists (select 1 from orders where user_id = $1 and status in ${PAID_STATES_SQL}) as ordered,
            coalesce((select welcome_benefits from users where user_id = $1), true) as benefits`,
    [userId],
  )
  return welcomeRule({ ordered: row?.ordered === true, rejoined: row?.benefits === false })
}
