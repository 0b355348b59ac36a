import { CookieJar } from '../load/cookie-jar'

/**
 * The bench loads each page as a browser that has been there once: it sends back the cookies the
 * shop set on that first visit, as every browser does. Without them every request is somebody's
 * first visit (a new community session, the product put first in "recently viewed" again), and
 * every answer sets a cookie, which makes it private (decision 038).
 */

/** The bench's shop is on loopback, where a browser sends the production shop's Secure cookies over http. */
const LOOPBACK = 'http://127.0.0.1'

/**
 * `cookieHeader` sent to `url` after a browser stored the `setCookies` of that page's answer
 * (load/cookie-jar.ts: as the load's shoppers keep theirs).
 */
export function afterSetCookies(cookieHeader: string, setCookies: string[], url = LOOPBACK): string {
  const jar = new CookieJar(new URL(url).origin)
  // A Cookie header's pairs read as Set-Cookie lines without attributes, kept for the whole origin.
  jar.store(cookieHeader.split(';'))
  jar.store(setCookies, url)
  return jar.header(url) ?? ''
}

/** The Cookie header of a browser that has visited `path` once with `cookieHeader`. */
export async function returningCookie(base: string, path: string, cookieHeader: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { cookie: cookieHeader }, redirect: 'manual' })
  await response.arrayBuffer()
  return afterSetCookies(cookieHeader, response.headers.getSetCookie(), `${base}${path}`)
}
