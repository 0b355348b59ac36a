import { CookieJar } from '../load/cookie-jar'

/**
 * The bench loads each page as a browser that has been there once: it sends back the cookies the
 * shop set on that first visit, as every browser does. Without them every request is somebody's
 * first visit (a new community session, the product put first in "recently viewed" again), and
 * every answer sets a cookie, which makes it private (decision 038).
 */

/** `cookieHeader` after a browser stored `setCookies` (load/cookie-jar.ts: as the load's shoppers keep theirs). */
export function afterSetCookies(cookieHeader: string, setCookies: string[]): string {
  const jar = new CookieJar()
  // A Cookie header's pairs read as Set-Cookie lines without attributes.
  jar.store(cookieHeader.split(';'))
  jar.store(setCookies)
  return jar.header() ?? ''
}

/** The Cookie header of a browser that has visited `path` once with `cookieHeader`. */
export async function returningCookie(base: string, path: string, cookieHeader: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { cookie: cookieHeader }, redirect: 'manual' })
  await response.arrayBuffer()
  return afterSetCookies(cookieHeader, response.headers.getSetCookie())
}
