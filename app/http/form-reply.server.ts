import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import type { ZodTypeAny } from 'zod'
import { BackendError } from '~/backends/error'
import { logBackendError } from '~/backends/log.server'
import { waitText } from '~/domain/account-security'
import * as MSG from '~/domain/messages'
import { cacheHeaders } from './cache-headers'
import { errorResponse } from './responses.server'

type Reply = (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult

/**
 * The fields that hold a typed password, in every form of the shop (decision 042): new, repeated
 * and current passwords.
 */
export const PASSWORD_FIELDS: readonly string[] = ['password', 'passwordConfirm', 'currentPassword']

/**
 * conform's `parseWithZod` for a form whose answer may show what was typed, but never a typed
 * password (decision 042, ASVS V8.2/V14.3): every reply of the submission hides PASSWORD_FIELDS,
 * besides whatever the caller hides. Without JavaScript the reply is the whole page, which the
 * back button, the browser's history and any cache keep; with JavaScript it is page data the
 * same way. A reply that resets the form carries nothing anyway.
 */
export function parseSubmission<Schema extends ZodTypeAny>(formData: FormData, options: { schema: Schema }) {
  const submission = parseWithZod(formData, options)
  const reply = submission.reply
  submission.reply = (replyOptions = {}) => {
    if ('resetForm' in replyOptions && replyOptions.resetForm) return reply(replyOptions)
    const { hideFields = [] } = replyOptions as { hideFields?: string[] }
    return reply({ ...replyOptions, hideFields: [...PASSWORD_FIELDS, ...hideFields] })
  }
  return submission
}

/** Backend refusals of a form field (docs/backend-api.md "Accounts") and where they belong. */
const REASONS: Record<string, { field?: string; message: string }> = {
  EMAIL_REGISTERED: { field: 'email', message: MSG.validation.emailRegistered },
  MOBILE_REGISTERED: { field: 'mobileNo', message: MSG.validation.mobileRegistered },
  NICKNAME_TAKEN: { field: 'nickname', message: MSG.validation.nicknameTaken },
  CERTIFICATION_INVALID: { field: 'certificationKey', message: MSG.validation.certificationInvalid },
  CERTIFICATION_EXPIRED: { field: 'certificationKey', message: MSG.validation.certificationExpired },
  CERTIFICATION_REQUIRED: { field: 'certificationKey', message: MSG.validation.certificationKeyRequired },
  CERTIFICATION_USED: { field: 'certificationKey', message: MSG.validation.certificationUsed },
  INVITE_CODE_INVALID: { field: 'inviteCode', message: MSG.validation.inviteCodeInvalid },
  INVALID_CREDENTIALS: { message: MSG.auth.invalidCredentials },
  TOO_MANY_REQUESTS: { message: MSG.error.tooManyRequests },
  // A number or a shopper's address that had its keys for the day (the daily caps against farming).
  DAILY_LIMIT: { message: MSG.accountSecurity.dailyCodeLimit },
}

/** V2's 429 for a password check while the account waits (per-account throttling), with the wait in words. */
function tooManyAttempts(error: BackendError): string | null {
  if (error.details.code !== 'TOO_MANY_ATTEMPTS') return null
  const seconds = Number(error.details.retryAfter)
  return MSG.accountSecurity.tooManyAttempts(waitText(Number.isFinite(seconds) ? seconds : 1))
}

/**
 * A backend failure as the form's answer (the form's side of `withPageErrors`): the route's own
 * reason → message map first (`reasons`, e.g. SOLD_OUT), then a field's own message under that
 * field, anything else as an error of the whole form. Nothing the shopper typed is lost (the reply
 * keeps the values); a failing backend (5xx) is logged once.
 */
export function replyWithBackendError(
  reply: Reply,
  error: unknown,
  hideFields?: string[],
  fieldMap?: Record<string, string>,
  reasons?: Record<string, string>,
): SubmissionResult {
  if (!(error instanceof BackendError)) throw error
  if (error.status >= 500) logBackendError(error)
  const own = error.reason ? reasons?.[error.reason] : undefined
  // The route's words, under the field the backend pins the refusal on when the route has that field.
  const ownField = typeof error.details.field === 'string' ? fieldMap?.[error.details.field] : undefined
  if (own) return reply(ownField ? { fieldErrors: { [ownField]: [own] }, hideFields } : { formErrors: [own], hideFields })
  const waiting = tooManyAttempts(error)
  if (waiting) return reply({ formErrors: [waiting], hideFields })
  // A refusal the backend pins on a field of its own (snake_case), worded in Korean by it.
  const { field, message } = error.details
  const mapped = typeof field === 'string' ? fieldMap?.[field] : undefined
  if (mapped && typeof message === 'string' && message) return reply({ fieldErrors: { [mapped]: [message] }, hideFields })
  const known =
    (error.reason && REASONS[error.reason]) || (error.details.code === 'TOO_MANY_REQUESTS' ? REASONS.TOO_MANY_REQUESTS : undefined)
  if (known?.field) return reply({ fieldErrors: { [known.field]: [known.message] }, hideFields })
  return reply({ formErrors: [known?.message ?? error.message], hideFields })
}

/**
 * A form answered on itself with what was typed in it (an e-mail, a name, a number), refused (400)
 * or not (인증번호 받기's 200): never stored (decision 026), whatever the page's loader chose. The
 * route exports `formCacheControl`.
 */
export function echoedForm<Data>(data: Data, status = 400) {
  return json(data, { status, headers: cacheHeaders('never-stored') })
}

/** The status of a form answered with a backend's refusal: 502 when the backend failed, else 400. */
export function refusalStatus(error: BackendError): 400 | 502 {
  return error.status >= 500 ? 502 : 400
}

/**
 * The refusal a form answers on itself, for an action with answers of its own: a failing backend
 * (5xx) is logged once and thrown as the §8 screen, like `withPageErrors`; anything that is not a
 * BackendError goes on as a bug.
 */
export function formRefusal(error: unknown): BackendError {
  if (!(error instanceof BackendError)) throw error
  if (error.status >= 500) {
    logBackendError(error)
    throw errorResponse(error)
  }
  return error
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** The answer to a post whose body is not a form: 415 for another kind of body, 400 for a broken one. */
export function notAForm(status: 400 | 415 = 400) {
  return json({ code: 'BAD_REQUEST', message: MSG.error.badRequest }, { status })
}

/**
 * The posted form. A body that is none (JSON, plain text, multipart cut off or without a
 * boundary, nothing at all) is thrown as a Korean 400/415 answer: without this every action
 * failed such a post with a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''
  if (!FORM_TYPES.includes(type)) throw notAForm(415)
  try {
    return await request.formData()
  } catch {
    throw notAForm(400)
  }
}
