import type { AppLoadContext } from '@remix-run/node'
import { serialize as serializeCookie } from 'cookie'
import { getEnv } from '~/config.server'
import { isCrawler } from '~/domain/crawler'
import { DEVICE_COOKIE } from './cookies.server'
import { deviceIdFromCookies, newDevice } from './device-id.server'
import { renewExpiringSession } from './renew-cookie.server'

/** What every loader and action of one request sees of its cookies once the request has started. */
export type RequestStart = {
  /** The request's Cookie header with a newly issued device and a renewed session in it. */
  cookieHeader: string
  /** The server-signed device id ('' for crawlers). */
  deviceId: string
  /** The session ended before this request (its refresh was refused): the page says so. */
  sessionExpired: boolean
}

/**
 * One start per request (decision 021). Remix hands every loader its own copy of the Request
 * (`?_data`/`?index` are stripped into a new one), so the copies are no key; the load context is:
 * the host makes one per request and Remix gives that same object to the action and every loader.
 * Without a load context (unit tests calling a loader) the request is the key.
 */
const started = new WeakMap<object, Promise<RequestStart>>()

export function startRequest(request: Request, load?: AppLoadContext): Promise<RequestStart> {
  const key: object = load ?? request
  let start = started.get(key)
  if (!start) {
    start = begin(request, load)
    started.set(key, start)
  }
  return start
}

/** The Cookie header as this request's loaders see it (new device, renewed session). */
export async function startedCookieHeader(request: Request, load?: AppLoadContext): Promise<string> {
  return (await startRequest(request, load)).cookieHeader
}

const isLogoutPath = (path: string) => path === '/logout' || path.startsWith('/logout/')

async function begin(request: Request, load: AppLoadContext | undefined): Promise<RequestStart> {
  let cookieHeader = request.headers.get('cookie') ?? ''
  const userAgent = request.headers.get('user-agent') ?? ''
  let deviceId = deviceIdFromCookies(cookieHeader)
  // Every browser gets a device id (spec §3 mobileDeviceId) on its first response. Crawlers do
  // not: they keep no cookies, so each visit would mint a new device (and a new set of
  // experiments), and a page without Set-Cookie stays cacheable for them. Only an id this server
  // signed counts; a chosen, forged or `default` id is replaced like a missing one.
  if (!deviceId && !isCrawler(userAgent)) {
    const device = newDevice()
    deviceId = device.id
    load?.appendSetCookie(
      serializeCookie(DEVICE_COOKIE, device.cookieValue, {
        path: '/',
        maxAge: 2 * 365 * 24 * 3600,
        sameSite: 'lax',
        httpOnly: true,
        secure: getEnv().NODE_ENV === 'production',
      }),
    )
    const others = cookieHeader
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair && pair.split('=')[0]?.trim() !== DEVICE_COOKIE)
    cookieHeader = [...others, `${DEVICE_COOKIE}=${device.cookieValue}`].join('; ')
  }
  // A session near its expiry is refreshed once, before any loader reads it (spec §4); not on the
  // way out, where the logout's own step decides between the logout call and a refresh (decision 035).
  if (isLogoutPath(new URL(request.url).pathname)) return { cookieHeader, deviceId, sessionExpired: false }
  const renewed = await renewExpiringSession(cookieHeader, userAgent, load?.requestId)
  if (!renewed) return { cookieHeader, deviceId, sessionExpired: false }
  load?.appendSetCookie(renewed.setCookie)
  return { cookieHeader: renewed.cookieHeader, deviceId, sessionExpired: renewed.expired }
}
