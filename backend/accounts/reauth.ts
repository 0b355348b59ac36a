import { checkPassword } from '../auth/password-check'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { checkCertification, consumeCertification } from './certification'
import { fieldError } from './reasons'

/** What the member gives to prove it is them: their password, or a key sent to their number. */
export type Proof = { password?: string | null | undefined; certificationKey?: string | null | undefined }

/** The body fields the proof came in, so a refusal names the input the screen shows. */
export type ProofFields = { password: string; certificationKey: string; wrongPassword: string; missingPassword: string }

const missing = (field: string, message: string) => new HttpError(400, 'BAD_REQUEST', message, { reason: 'INVALID_FORMAT', field })

/**
 * Re-authentication before a sensitive change (docs/security.md): a session alone does not
 * change the number, the password or withdraw. A member with a password gives it (throttled with
 * sign-in, auth/password-check.ts); a member without one (social sign-up) gives a CHANGE key sent
 * to the number on the account, which only the phone's owner reads. Answers the step that uses
 * the key up, to run in the change's own transaction (nothing for a password).
 */
export async function reauthenticate(
  ctx: Ctx,
  userId: number,
  proof: Proof,
  fields: ProofFields,
): Promise<(tx: Queryable) => Promise<void>> {
  const [member] = await ctx.db.query<{ user_id: number; password_hash: string | null; mobile_no: string | null }>(
    'select user_id, password_hash, mobile_no from users where user_id = $1',
    [userId],
  )
  if (!member) throw new HttpError(401, 'UNAUTHORIZED')
  if (member.password_hash) {
    if (!proof.password) throw missing(fields.password, fields.missingPassword)
    if (!(await checkPassword(ctx.db, member, proof.password, ctx.now())))
      throw fieldError('PASSWORD_MISMATCH', fields.password, fields.wrongPassword)
    return async () => {}
  }
  const mobileNo = member.mobile_no
  if (!mobileNo) throw fieldError('CERTIFICATION_REQUIRED', fields.certificationKey)
  if (!proof.certificationKey) throw missing(fields.certificationKey, '지금 등록된 휴대폰 번호로 받은 인증번호를 입력해 주세요.')
  const key = proof.certificationKey
  await checkCertification(ctx, mobileNo, key, { purposes: ['CHANGE'], field: fields.certificationKey })
  return (tx) => consumeCertification(tx, mobileNo, key, fields.certificationKey)
}
