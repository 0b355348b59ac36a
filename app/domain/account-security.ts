import { z } from 'zod'
import { CertificationKeySchema } from './account.schema'
import * as MSG from './messages'
import { MobileFormSchema, WithdrawFormSchema } from './profile.schema'

const S = MSG.accountSecurity

/** A wait in words: seconds under a minute, whole minutes (rounded up) from there. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  return s < 60 ? `${s}초` : `${Math.ceil(s / 60)}분`
}

/** `01012345678` → `010-****-5678`: the member recognises their number; a shoulder does not read it. */
export function maskedMobile(mobileNo: string | null | undefined): string {
  if (!mobileNo || mobileNo.length < 8) return ''
  return `${mobileNo.slice(0, 3)}-****-${mobileNo.slice(-4)}`
}

const currentPassword = z
  .string({ required_error: S.currentPasswordRequired })
  .min(1, S.currentPasswordRequired)
  .max(100, S.currentPasswordRequired)

/**
 * Issue 14 (finding 4): a new number needs the current password, or for a member without one
 * (social sign-up) a key sent to the number on the account. The same schema checks both sides.
 */
export function mobileChangeSchema(hasPassword: boolean) {
  return hasPassword
    ? MobileFormSchema.extend({ currentPassword })
    : MobileFormSchema.extend({ currentCertificationKey: CertificationKeySchema })
}

/** Withdrawal: the password, or for a member without one a key sent to the number on the account. */
export function withdrawSchema(hasPassword: boolean) {
  return hasPassword
    ? WithdrawFormSchema.extend({ password: z.string({ required_error: MSG.validation.passwordRequired }).min(1, MSG.validation.passwordRequired).max(100) })
    : WithdrawFormSchema.extend({ certificationKey: CertificationKeySchema })
}

/** The submit button's value for 현재 번호로 인증번호 받기 (ui/auth/ReauthFields and the actions). */
export const SEND_CURRENT_CODE_INTENT = 'send-current-code'
