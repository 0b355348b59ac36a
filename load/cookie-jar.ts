/**
 * One simulated browser's cookies. The shop runs on one loopback origin, so a cookie is its name:
 * domain and path are not tracked, and `Secure` cookies (the production `__Host-` session) are
 * sent over plain http the way browsers treat localhost as a secure context.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  /** Takes the response's Set-Cookie lines; `Max-Age=0` or a past `Expires` deletes, as a browser does. */
  store(setCookies: readonly string[], now = Date.now()): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      if (at <= 0) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (isExpired(attributes, now)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  /** Finds a cookie by the end of its name (the session is `__Host-petshop_session` in production). */
  find(suffix: string): string | undefined {
    for (const [name, value] of this.cookies) if (name.endsWith(suffix)) return value
    return undefined
  }

  /** The Cookie request header, or null when there is nothing to send. */
  header(): string | null {
    if (this.cookies.size === 0) return null
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** Max-Age wins over Expires (RFC 6265 §5.3); neither means a session cookie, kept. */
function isExpired(attributes: readonly string[], now: number): boolean {
  const values = new Map<string, string>()
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=')
    values.set(key.trim().toLowerCase(), rest.join('=').trim())
  }
  const maxAge = values.get('max-age')
  if (maxAge !== undefined && /^-?\d+$/.test(maxAge)) return Number(maxAge) <= 0
  const expires = Date.parse(values.get('expires') ?? '')
  return !Number.isNaN(expires) && expires <= now
}
