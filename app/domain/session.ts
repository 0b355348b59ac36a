import { CACHE } from './constants'

/** Spec §4: a token counts as expired within 5 minutes of its expiry date. */
export function isTokenExpired(tokenExpireDate: string | null | undefined, now: number = Date.now()): boolean {
  if (!tokenExpireDate) return true
  const expires = Date.parse(tokenExpireDate)
  if (Number.isNaN(expires)) return true
  return expires - now <= CACHE.tokenExpiryMargin
}
