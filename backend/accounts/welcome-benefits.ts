import type { Queryable } from '../db/types'

/** Issue 14 (finding 10): how long a number that left waits before a new sign-up's benefits. */
export const REJOIN_WAIT_DAYS = 30

/**
 * Whether a sign-up on this number gets the welcome benefits (the invite coupon and the
 * first-purchase deal): not when a member with the number withdrew in the last 30 days, or
 * leaving and re-joining would farm them. The member may still sign up.
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
