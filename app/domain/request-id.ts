/**
 * The rules of a request's id (decision 062), shared by the host, which chooses it, and the
 * embedded backend, which logs the id the shop sends. An id is a plain token an operator can
 * search for: 1 to 128 characters of `[A-Za-z0-9._-]`, nothing that could break a log line.
 */

export const REQUEST_ID_HEADER = 'x-request-id'

/** Long enough for any proxy's id (a UUID, nginx's 32 hex digits, a trace id), short enough for a log line. */
const MAX_LENGTH = 128
const PLAIN = /^[A-Za-z0-9._-]+$/

/** Whether a received id may be kept as it is. */
export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_LENGTH && PLAIN.test(value)
}

/**
 * The id to use: the one a trusted proxy sent when it is plain, a new UUID otherwise (a client
 * outside the trusted proxies could otherwise forge ids or flood the logs).
 */
export function chooseRequestId(
  received: string | string[] | undefined,
  fromTrustedProxy: boolean,
  make: () => string = () => crypto.randomUUID(),
): string {
  // Two headers of the same name are no single id (an array).
  if (fromTrustedProxy && isAcceptableRequestId(received)) return received
  return make()
}
