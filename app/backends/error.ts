import { BUSINESS_ERRORS, type ErrorCode, isErrorCode, messageForCode, statusForCode, timeoutMessage } from '~/domain/errors'
import * as MSG from '~/domain/messages'

/**
 * The one error type every backend failure becomes (docs/architecture.md, "5. The error path"). Routes decide what the
 * shopper sees from `code`; `message` is already Korean and safe to show.
 */
export class BackendError extends Error {
  override name = 'BackendError'
  readonly code: ErrorCode
  /** The status the shop's own page answers with. */
  readonly status: number
  readonly service: string
  readonly upstreamStatus?: number
  /** A business signal of spec §8 ('already withdrawn user', BLACK_LISTED_USER, …), when the backend sent one. */
  readonly business?: string
  /** The shopper went away and the call was cancelled with their request: nothing failed. */
  readonly clientGone: boolean
  /** The error body's other fields (camelCase): `reason`, `field`, tokens to continue with, … */
  readonly details: Record<string, unknown>
  /** The shopper's request's id, set by the HTTP core, so the failure's log line names it (decision 062). */
  requestId?: string

  constructor(opts: {
    code: ErrorCode
    service: string
    message?: string
    upstreamStatus?: number
    business?: string
    clientGone?: boolean
    details?: Record<string, unknown>
    cause?: unknown
  }) {
    super(opts.message ?? messageForCode(opts.code), { cause: opts.cause })
    this.code = opts.code
    this.status = statusForCode(opts.code)
    this.service = opts.service
    this.upstreamStatus = opts.upstreamStatus
    this.business = opts.business
    this.clientGone = opts.clientGone ?? false
    this.details = opts.details ?? {}
  }

  /** The backend's reason for a refused form field (docs/backend-api.md), e.g. EMAIL_REGISTERED. */
  get reason(): string | undefined {
    return typeof this.details.reason === 'string' ? this.details.reason : undefined
  }

  get field(): string | undefined {
    return typeof this.details.field === 'string' ? this.details.field : undefined
  }

  get isBlacklisted() {
    return this.business === BUSINESS_ERRORS.blacklisted
  }
}

const BUSINESS_MESSAGES: Record<string, string> = {
  [BUSINESS_ERRORS.withdrawnUser]: MSG.error.withdrawnUser,
  [BUSINESS_ERRORS.productNotFound]: MSG.error.productNotFound,
  [BUSINESS_ERRORS.blacklisted]: MSG.error.blacklisted,
}

/** What an error body from a backend may tell us beyond its status. */
export function businessSignal(body: unknown): { business?: string; code?: ErrorCode } {
  if (!body || typeof body !== 'object') return {}
  const { code, message } = body as { code?: unknown; message?: unknown }
  const business = [code, message].find((v): v is string => typeof v === 'string' && v in BUSINESS_MESSAGES)
  return { business, code: isErrorCode(code) ? code : undefined }
}

export function businessMessage(business: string): string | undefined {
  return BUSINESS_MESSAGES[business]
}

export function timeoutError(service: string, timeoutMs: number, cause: unknown) {
  return new BackendError({ code: 'TIMEOUT', service, message: timeoutMessage(timeoutMs), cause })
}

/** Anything thrown that is not already a BackendError: the unknown fallback of §8. */
export function asBackendError(error: unknown, service = 'shop'): BackendError {
  if (error instanceof BackendError) return error
  return new BackendError({ code: 'ERROR', service, message: MSG.error.unknown, cause: error })
}
