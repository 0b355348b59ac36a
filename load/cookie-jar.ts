import { CookieJar as ToughJar } from 'tough-cookie'

/**
 * One simulated browser's cookies, kept by tough-cookie (RFC 6265: Path, Max-Age over Expires,
 * deletion, replacement) for the one origin the browser talks to.
 *
 * `Secure` cookies (the production `__Host-` session) are kept and sent over plain http on a
 * loopback origin (`http://127.0.0.1:…`, the load harness), as browsers treat localhost as a secure
 * context; on another http origin (the route tests' `http://shop.test`, where the shop runs outside
 * production and sets none) they are refused, as a browser refuses them.
 */
export class CookieJar {
  private readonly jar = new ToughJar()

  /** `origin`: where cookies are set from and sent to when a call names no URL (its path is `/`). */
  constructor(private readonly origin: string) {}

  /**
   * Takes the response's Set-Cookie lines, as set by an answer to `url` (which gives a cookie
   * without `Path` its default path). A line the browser would refuse (no name, not a cookie) is
   * ignored, as a browser ignores it.
   */
  store(setCookies: readonly string[], url: URL | string = this.origin): void {
    for (const line of setCookies) this.jar.setCookieSync(line, String(url), { ignoreError: true })
  }

  /** The value of the cookie named `name`, whatever its path. */
  get(name: string): string | undefined {
    return this.all().find((cookie) => cookie.key === name)?.value
  }

  /** Finds a cookie by the end of its name (the session is `__Host-petshop_session` in production). */
  find(suffix: string): string | undefined {
    return this.all().find((cookie) => cookie.key.endsWith(suffix))?.value
  }

  /** The Cookie request header for a request to `url`, or null when there is nothing to send. */
  header(url: URL | string = this.origin): string | null {
    return this.jar.getCookieStringSync(String(url)) || null
  }

  private all() {
    return this.jar.getCookiesSync(this.origin, { allPaths: true })
  }
}
