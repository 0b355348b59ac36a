import { parseWithZod } from '@conform-to/zod'
import { CertificationSendSchema } from '~/domain/account.schema'
import { MSG } from '~/domain/messages'
import type { RequestContext } from '~/session/context.server'
import { accounts } from './accounts.server'
import { replyWithBackendError } from './form-reply.server'

/**
 * 인증번호 받기 inside a larger form: only the mobile number is checked, the key is sent, and the
 * form comes back with everything the shopper typed plus a notice. Works without JavaScript.
 */
export async function sendCertificationCode(ctx: RequestContext, formData: FormData, purpose: 'SIGNUP' | 'FIND' | 'CHANGE') {
  const submission = parseWithZod(formData, { schema: CertificationSendSchema })
  const hideFields = ['password', 'passwordConfirm', 'certificationKey']
  if (submission.status !== 'success') {
    return { result: submission.reply({ hideFields }), sent: null, status: 400 }
  }
  try {
    const { expiresIn } = await accounts.sendCertification(ctx, submission.value.mobileNo, purpose)
    return { result: submission.reply({ hideFields }), sent: MSG.auth.codeSent(Math.max(1, Math.round(expiresIn / 60))), status: 200 }
  } catch (error) {
    return { result: replyWithBackendError(submission.reply, error, hideFields), sent: null, status: 400 }
  }
}
