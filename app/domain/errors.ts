import * as MSG from './messages'

/** Spec §8: the catalogue codes. Every backend failure the shop sees carries one of these. */
export const ERROR_CODES = [
  'ADD_CART_ITEM_ERROR',
  'BAD_REQUEST',
  'ERROR',
  'FILE_LENGTH_LIMIT_EXCEEDED',
  'FILE_SIZE_LIMIT_EXCEEDED',
  'FILE_UPLOAD_ERROR',
  'FORBIDDEN',
  'INTERNAL_SERVER_ERROR',
  'NETWORK_ERROR',
  'NOT_FOUND',
  'RESOLUTION_LIMIT_EXCEEDED',
  'SERVICE_MAINTENANCE',
  'TIMEOUT',
  'UNAUTHORIZED',
  'UNMATCHED_FILE_TYPE',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}

/** The Korean message and the status the shop answers with when a page fails with this code. */
const CATALOGUE: Record<ErrorCode, { message: string; status: number }> = {
  ADD_CART_ITEM_ERROR: { message: MSG.error.addCartItem, status: 409 },
  BAD_REQUEST: { message: MSG.error.badRequest, status: 400 },
  ERROR: { message: MSG.error.default, status: 502 },
  FILE_LENGTH_LIMIT_EXCEEDED: { message: MSG.error.fileLengthLimit, status: 413 },
  FILE_SIZE_LIMIT_EXCEEDED: { message: MSG.error.fileSizeLimit, status: 413 },
  FILE_UPLOAD_ERROR: { message: MSG.error.fileUpload, status: 502 },
  FORBIDDEN: { message: MSG.error.forbidden, status: 403 },
  INTERNAL_SERVER_ERROR: { message: MSG.error.internalServer, status: 502 },
  NETWORK_ERROR: { message: MSG.error.network, status: 503 },
  NOT_FOUND: { message: MSG.error.notFound, status: 404 },
  RESOLUTION_LIMIT_EXCEEDED: { message: MSG.error.resolutionLimit, status: 422 },
  SERVICE_MAINTENANCE: { message: MSG.error.serviceMaintenance, status: 503 },
  TIMEOUT: { message: MSG.error.timeout, status: 504 },
  UNAUTHORIZED: { message: MSG.error.unauthorized, status: 401 },
  UNMATCHED_FILE_TYPE: { message: MSG.error.unmatchedFileType, status: 415 },
}

export function messageForCode(code: ErrorCode): string {
  return CATALOGUE[code].message
}

/** The status a page answers with when its data failed with this code. */
export function statusForCode(code: ErrorCode): number {
  return CATALOGUE[code].status
}

/**
 * Spec §8 HTTP mapping (decision 032): what a backend's failed status means. 400, 401, 404 and
 * 500 as the spec lists them; 403 and 503 have catalogue codes of their own (503 is the platform's
 * maintenance answer), 410 reads as not found and the rest of 5xx as the server's fault; every
 * other failure is a network error, as §8 says. ERROR (the default message) is left for answers
 * that cannot be read, and the unknown message for what is thrown outside a call.
 */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST'
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404 || status === 410) return 'NOT_FOUND'
  if (status === 503) return 'SERVICE_MAINTENANCE'
  if (status >= 500 && status <= 599) return 'INTERNAL_SERVER_ERROR'
  return 'NETWORK_ERROR'
}

export function timeoutMessage(timeoutMs?: number): string {
  if (!timeoutMs || timeoutMs <= 0) return MSG.error.timeout
  return MSG.error.timeoutSeconds(Math.round(timeoutMs / 1000))
}

/** Business errors the backends signal by message or code rather than by status (spec §8). */
export const BUSINESS_ERRORS = {
  withdrawnUser: 'already withdrawn user',
  productNotFound: 'cannot find information about the product',
  blacklisted: 'BLACK_LISTED_USER',
} as const

/** Known, expected failures: shown to the user but never sent to error reporting (spec §8). */
const NOT_REPORTED = new Set<string>([
  BUSINESS_ERRORS.withdrawnUser,
  BUSINESS_ERRORS.productNotFound,
  BUSINESS_ERRORS.blacklisted,
  'Network Error',
])
/** Browser noise from aborted navigations and flaky mobile networks: ignored entirely. */
const IGNORED = new Set<string>(['Load failed', 'Failed to fetch'])

export function shouldReportError(message: string): boolean {
  return !NOT_REPORTED.has(message) && !IGNORED.has(message)
}

export function isIgnoredError(message: string): boolean {
  return IGNORED.has(message)
}
