import { z } from 'zod'
import { CertificationKeySchema, MobileSchema, NicknameSchema, PasswordRequiredSchema, withPasswordConfirm } from './account.schema'
import * as MY_MSG from './messages.my'
import { WITHDRAW_REASONS, WITHDRAW_TEXT_MAX } from './withdrawal'

/** /my/information edits, with spec §5's rules (the same ones sign-up uses). */
export const NicknameFormSchema = z.object({ nickname: NicknameSchema })
export const MobileFormSchema = z.object({ mobileNo: MobileSchema, certificationKey: CertificationKeySchema })
export const PasswordFormSchema = withPasswordConfirm(z.object({ currentPassword: PasswordRequiredSchema }))

export { WITHDRAW_REASONS, WITHDRAW_TEXT_MAX }

export const WithdrawFormSchema = z.object({
  reason: z.enum(WITHDRAW_REASONS, { errorMap: () => ({ message: MY_MSG.info.withdrawReasonRequired }) }),
  reasonText: z.string().trim().max(WITHDRAW_TEXT_MAX).optional(),
  // Members who signed up with a provider have no password; the backend asks for it when there is one.
  password: z.string().max(100).optional(),
  agree: z.preprocess(
    (value) => value === 'on' || value === true,
    z.literal(true, { errorMap: () => ({ message: MY_MSG.info.withdrawAgreeRequired }) }),
  ),
})
