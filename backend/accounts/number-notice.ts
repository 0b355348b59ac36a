import type { Queryable } from '../db/types'

/** `01098765432` → `010-****-5432`: the old number's owner learns a change happened, not the new number. */
export function maskMobile(mobileNo: string): string {
  return `${mobileNo.slice(0, 3)}-****-${mobileNo.slice(-4)}`
}

/**
 * Tells the number a member leaves that the account moved: if the change
 * was not theirs, the real owner hears of it on the phone that used to recover the account.
 * The stand-in's SMS lands in the outbox, as certification keys do.
 */
export async function tellOldNumber(tx: Queryable, oldNo: string, newNo: string, now: Date): Promise<void> {
  await tx.query('insert into sms_outbox (mobile_no, text, certification_key, sent_at) values ($1, $2, null, $3)', [
    oldNo,
    `[펫샵] 회원님 계정의 휴대폰 번호가 ${maskMobile(newNo)}(으)로 변경되었어요. 본인이 변경하지 않았다면 바로 고객센터로 알려 주세요.`,
    now.toISOString(),
  ])
}
