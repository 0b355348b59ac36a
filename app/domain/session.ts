import { CACHE } from './constants'

/** Spec §4: a token counts as expired within 5 minutes of its expiry date. */
export function isTokenExpired(tokenExpireDate: string | null | undefined, now: number = Date.now()): boolean {
  if (!tokenExpireDate) return true
  const expires = Date.parse(tokenExpireDate)
  if (Number.isNaN(expires)) return true
  return expires - now <= CACHE.tokenExpiryMargin
}

/**
 * Spec §4: once a session cookie is present and unexpired, and the path is not /logout-bridge,
 * a one-time action runs. `doneFor` is the member it already ran for in this browser.
 */
export function shouldRunOnce({ userId, path, doneFor }: { userId: number | null; path: string; doneFor: string | null }): boolean {
  if (userId === null || path === '/logout-bridge') return false
  return doneFor !== String(userId)
}

/** Spec §7: the global (member) query loads only when a device id exists and is not the default. */
export function isKnownDevice(deviceId: string | null | undefined): boolean {
  return Boolean(deviceId) && deviceId !== 'default'
}

/**
 * A device id as the shop hands them out (a UUID) or the shells send them: visible ASCII, at
 * most 200 characters. Anything else (a tampered cookie) counts as none: the id travels in a
 * backend request header, which cannot carry other characters.
 */
export function deviceIdOf(raw: string | null | undefined): string {
  return raw && /^[\x21-\x7e]{1,200}$/.test(raw) ? raw : ''
}
