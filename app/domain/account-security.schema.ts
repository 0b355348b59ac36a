import { z } from 'zod'
import { CertificationKeySchema } from './account.schema'
import * as MSG from './messages'
import { MobileFormSchema, WithdrawFormSchema } from './profile.schema'

const S = MSG.accountSecurity

const currentPassword = z
  .string({ required_error: S.currentPasswordRequired })
  .min(1, S.currentPasswordRequired)
  .max(100, S.currentPasswordRequired)

/**
 * Re-authentication: a new number needs the current password, or for a member without one
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
    ? WithdrawFormSchema.extend({
        password: z.string({ required_error: MSG.validation.passwordRequired }).min(1, MSG.validation.passwordRequired).max(100),
      })
    : WithdrawFormSchema.extend({ certificationKey: CertificationKeySchema })
}
