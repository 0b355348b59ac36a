/**
 * Where the shop may send a shopper after sign-in or logout. A `next` value comes from the query
 * string, so anyone can write it into a link: only paths of this site are followed, never another
 * host (an open redirect would let a phishing page borrow the shop's address).
 */

export const LOGIN_PATH = '/auth/signin'
export const NEXT_MAX_LENGTH = 2048

/** A path of this site: one slash, then anything but a second slash or a backslash. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])/
const BASE = 'https://shop.invalid'

/**
 * Decodes %XX byte by byte. Lenient on purpose: a malformed sequence elsewhere (`100%`) must not
 * hide a `%2f%2f` from the check, and decoding to single bytes is enough to see ASCII characters.
 */
function percentDecode(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/**
 * Backslashes (browsers read them as slashes) and control characters (URL parsers drop tabs and
 * newlines, so `/\t/evil` becomes `//evil`) have no place in a path.
 */
function hasUnsafeCharacter(layer: string): boolean {
  for (let i = 0; i < layer.length; i++) {
    const code = layer.charCodeAt(i)
    if (code === 0x5c || code <= 0x1f || code === 0x7f) return true
  }
  return false
}

function looksSafe(layer: string): boolean {
  return SAME_ORIGIN_PATH.test(layer) && !hasUnsafeCharacter(layer)
}

/**
 * True for a path of this site that stays one however often something downstream decodes it.
 * Every decoded form is checked, not only the raw one, because proxies and frameworks decode at
 * different layers (`/%2f%2fevil.com`, `/%252f%252fevil.com`).
 */
export function isSafeNext(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > NEXT_MAX_LENGTH) return false
  let layer = value
  for (;;) {
    if (!looksSafe(layer)) return false
    const decoded = percentDecode(layer)
    if (decoded === layer) break
    layer = decoded
  }
  // Dot segments can turn a harmless path into `//evil` once a URL parser normalises it
  // (`/.//evil`, `/a/../..//evil`). The browser keeps our host for those, but code that later
  // redirects to `url.pathname` would not, so they are refused too: no real link looks like that.
  const url = new URL(value, BASE)
  return url.origin === BASE && !url.pathname.startsWith('//')
}

/** `value` when it is a safe path of this site (returned unchanged), otherwise `fallback`. */
export function safeNext(value: unknown, fallback = '/'): string {
  return isSafeNext(value) ? value : fallback
}

/**
 * Spec §2 (R2.5): the login page with authRoute=true and fromReact=true, the page to return to,
 * and the channel and utmSource when there are any.
 */
export function loginRedirectUrl({
  next,
  channel,
  utmSource,
}: {
  next?: string | null
  channel?: string | null
  utmSource?: string | null
}): string {
  const query = [`authRoute=true`, `fromReact=true`, `next=${encodeURIComponent(safeNext(next))}`]
  if (channel) query.push(`channel=${encodeURIComponent(channel)}`)
  if (utmSource) query.push(`utmSource=${encodeURIComponent(utmSource)}`)
  return `${LOGIN_PATH}?${query.join('&')}`
}

const AUTH_AREAS = ['/auth', '/pet/register']

/** Spec §2 auth routes: /auth and everything under it, and /pet/register. */
export function isAuthRoute(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  return AUTH_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`))
}

/**
 * Spec §2 (R2.7): after logout an auth page goes to the login page (its session is gone),
 * any other safe target is kept, and anything else goes home.
 */
export function logoutDestination(target: unknown): string {
  const path = safeNext(target)
  return isAuthRoute(path) ? LOGIN_PATH : path
}
