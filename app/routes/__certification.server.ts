import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { accounts } from '~/backends/accounts.server'
import type { RequestContext } from '~/backends/context'
import { BackendError } from '~/backends/error'
import { CertificationSendSchema } from '~/domain/account.schema'
import { SEND_CODE_INTENT, SEND_CURRENT_CODE_INTENT } from '~/domain/account-security'
import * as MSG from '~/domain/messages'
import { echoedForm, parseSubmission, replyWithBackendError } from '~/http/form-reply.server'

/**
 * What 인증번호 받기 gives back of the form: everything but the key, which the new one replaces,
 * and the passwords, which no answer carries (decision 042, amending 026: the typed passwords used
 * to come back in the page's inputs and data, for the back button and any cache to keep).
 */
const KEYS_ONLY = ['certificationKey', 'currentCertificationKey']

/**
 * The refusals a sign-up gets after its key was checked (decision 042): each spends the key, which
 * then answers no other form.
 */
const SPENT_BY = new Set(['EMAIL_REGISTERED', 'MOBILE_REGISTERED', 'NICKNAME_TAKEN', 'INVITE_CODE_INVALID', 'CERTIFICATION_USED'])

/**
 * A sign-up's refusal as the form's answer. When the refusal spent the key (decision 042), the
 * key is emptied and the shopper is told, under it, to ask for a new one once the form is
 * corrected; otherwise the corrected form would only hear 이미 사용한 인증번호예요 next.
 */
export function signupRefusal(reply: Parameters<typeof replyWithBackendError>[0], error: unknown, fieldMap?: Record<string, string>) {
  const spent = error instanceof BackendError && SPENT_BY.has(error.reason ?? '')
  const result: SubmissionResult = replyWithBackendError(reply, error, spent ? KEYS_ONLY : [], fieldMap)
  if (!spent) return result
  const errors = { ...result.error }
  errors.certificationKey ??= [MSG.validation.certificationSpent]
  return { ...result, error: errors }
}

/** The notice under the number: on sign-up it also says what a member's number gets instead (decision 026). */
function sentMessage(expiresIn: number, purpose: 'SIGNUP' | 'FIND' | 'CHANGE') {
  const sent = MSG.auth.codeSent(Math.max(1, Math.round(expiresIn / 60)))
  return purpose === 'SIGNUP' ? `${sent} ${MSG.auth.codeSentMemberHint}` : sent
}

/**
 * 인증번호 받기 inside a larger form: only the mobile number is checked, the key is sent, and the
 * form comes back with everything the shopper typed plus a notice. Works without JavaScript.
 */
export async function sendCertificationCode(ctx: RequestContext, formData: FormData, purpose: 'SIGNUP' | 'FIND' | 'CHANGE') {
  const submission = parseSubmission(formData, { schema: CertificationSendSchema })
  const hideFields = KEYS_ONLY
  if (submission.status !== 'success') {
    return { result: submission.reply({ hideFields }), sent: null, status: 400 }
  }
  try {
    const { expiresIn } = await accounts.sendCertification(ctx, submission.value.mobileNo, purpose)
    return { result: submission.reply({ hideFields }), sent: sentMessage(expiresIn, purpose), status: 200 }
  } catch (error) {
    return { result: replyWithBackendError(submission.reply, error, hideFields), sent: null, status: 400 }
  }
}

/**
 * The 인증번호 받기 branch of an account form's action: the answer when the shopper asked for a
 * code, or null to go on with the form itself. `extra` keeps the action's answer shape the same.
 */
export async function answerCodeRequest<Extra extends Record<string, unknown> = Record<never, never>>(
  ctx: RequestContext,
  formData: FormData,
  purpose: 'SIGNUP' | 'FIND' | 'CHANGE',
  extra?: Extra,
) {
  if (formData.get('intent') !== SEND_CODE_INTENT) return null
  const { status, ...data } = await sendCertificationCode(ctx, formData, purpose)
  return echoedForm({ ...data, ...(extra as Extra) }, status)
}

/**
 * 현재 번호로 인증번호 받기 (re-authentication): a CHANGE key to the number on the member's
 * account, which re-authenticates a member without a password. The number comes from V2's detail,
 * never from the form. The answer when the shopper asked for it, or null to go on with the form.
 */
export async function answerCurrentNumberCodeRequest<Extra extends Record<string, unknown>>(
  ctx: RequestContext,
  formData: FormData,
  mobileNo: string | null | undefined,
  extra: Extra,
) {
  if (formData.get('intent') !== SEND_CURRENT_CODE_INTENT) return null
  // Nothing typed is checked; the reply only keeps it.
  const submission = parseSubmission(formData, { schema: z.object({}) })
  const hideFields = KEYS_ONLY
  if (!mobileNo) {
    return echoedForm({
      ...extra,
      result: submission.reply({ formErrors: [MSG.validation.mobileRequired], hideFields }),
      currentSent: null,
    })
  }
  try {
    const { expiresIn } = await accounts.sendCertification(ctx, mobileNo, 'CHANGE')
    return echoedForm({ ...extra, result: submission.reply({ hideFields }), currentSent: sentMessage(expiresIn, 'CHANGE') }, 200)
  } catch (error) {
    return echoedForm({ ...extra, result: replyWithBackendError(submission.reply, error, hideFields), currentSent: null })
  }
}
