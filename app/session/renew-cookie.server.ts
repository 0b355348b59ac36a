import { detectOsCode } from '~/domain/platform'
import { isTokenExpired } from '~/domain/session'
import { commitAuth, destroyAuth, readAuth, replaceCookie } from './auth.server'
import { deviceIdFromCookies } from './device-id.server'
import { refreshTokens } from './refresh.server'

/**
 * Before a page is rendered: a session within 5 minutes of its expiry (spec §4) is refreshed, or
 * cleared when it cannot be. Done once per request when it starts (request-start.server.ts), so
 * every loader of the page sees the same, current tokens. Returns the new Cookie header for the request, the Set-Cookie
 * for the response and whether the session ended (it could not be refreshed), or null when
 * nothing changes.
 */
export async function renewExpiringSession(
  cookieHeader: string | undefined,
  userAgent: string,
  /** The request's id (decision 062), sent with the refresh. */
  requestId?: string,
): Promise<{ cookieHeader: string; setCookie: string; expired: boolean } | null> {
  if (!cookieHeader) return null
  const auth = await readAuth(cookieHeader)
  if (!auth || !isTokenExpired(auth.tokenExpireDate)) return null
  const device = {
    deviceId: auth.deviceId || deviceIdFromCookies(cookieHeader),
    osCode: detectOsCode(userAgent),
    requestId,
  }
  let tokens: Awaited<ReturnType<typeof refreshTokens>>
  try {
    tokens = await refreshTokens(auth.refreshToken, device, auth.holder)
  } catch {
    // The backend is unreachable: keep the session; the page's own calls will show the error.
    return null
  }
  // This browser already renewed this session a moment ago: its newer cookie is on its way.
  if (tokens === 'superseded') return null
  const setCookie = tokens ? await commitAuth(tokens, auth.userId, device) : await destroyAuth(cookieHeader)
  return { cookieHeader: replaceCookie(cookieHeader, setCookie), setCookie, expired: tokens === null }
}
