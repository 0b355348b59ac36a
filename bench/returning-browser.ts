/**
 * The bench loads each page as a browser that has been there once: it sends back the cookies the
 * shop set on that first visit, as every browser does. Without them every request is somebody's
 * first visit (a new community session, the product put first in "recently viewed" again), and
 * every answer sets a cookie, which makes it private (decision 038).
 */

/** `cookieHeader` after a browser stored `setCookies` (name=value; a Max-Age of 0 or less deletes). */
export function afterSetCookies(cookieHeader: string, setCookies: string[]): string {
  const jar = new Map<string, string>()
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
  }
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';')
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const name = pair.slice(0, at).trim()
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(-\d+|0)\s*$/i.test(attribute))
    if (expired) jar.delete(name)
    else jar.set(name, pair.slice(at + 1).trim())
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/** The Cookie header of a browser that has visited `path` once with `cookieHeader`. */
export async function returningCookie(base: string, path: string, cookieHeader: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { cookie: cookieHeader }, redirect: 'manual' })
  await response.arrayBuffer()
  return afterSetCookies(cookieHeader, response.headers.getSetCookie())
}
