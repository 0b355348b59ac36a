import { isCrawler } from '~/domain/crawler'
import { DEFAULT_APP_VERSION, type ProductGroup1Id } from '~/domain/constants'
import { type NativeApp, type OsCode, detectOsCode, nativeAppFromUserAgent } from '~/domain/platform'
import { productGroupOrDefault } from '~/domain/product-group'
import { type NativeVariants, readShellValues, reportedApp } from '~/domain/shell-values'
import { commitAuth, readAuth } from './auth.server'
import { refuseExcludedFeature } from './features.server'
import { guestCartCookie, productGroupCookie, shellCookie } from './cookies.server'
import { refreshTokens } from './refresh.server'
import { startRequest } from './request-start.server'

/**
 * What the host (server/app.ts) gives every loader, one object per request: a way to add a cookie
 * to whatever response goes out, and the shopper's address as the host computed it (express `req.ip`, which follows the host's proxy
 * setting; the shop takes it as given and does not read X-Forwarded-For itself).
 */
export type ShopLoadContext = { cspNonce?: string; appendSetCookie?: (value: string) => void; clientIp?: string }

/** Everything a backend call needs to know about the shopper's request (spec §3 session values). */
export type RequestContext = {
  /** The access token, or null for a guest. */
  session: string | null
  userId: number | null
  deviceId: string
  osCode: OsCode
  /** The app shell, its version as the shell reported it (ahead of the user agent's); null on the web. */
  nativeApp: NativeApp | null
  appVersion: string
  /** The shell's own experiment assignments (spec §7 EXPERIMENT); absent on the web and in hand-made contexts. */
  nativeExperiments?: NativeVariants | null
  productGroup1Id: ProductGroup1Id
  /** A guest's cart (V2 `guest_cart_id`), carried over into the member's cart at sign-in. */
  guestCartId: string | null
  isBot: boolean
  /** The session ended before this request (its refresh was refused). Absent in hand-made contexts. */
  sessionExpired?: boolean
  /**
   * The shopper's address from the host (load context), forwarded to V2 as `X-Client-Ip` so its
   * per-address limits (certification keys per day) count shoppers, not the shop. Absent in tests
   * that build a context by hand.
   */
  clientIp?: string | null
  signal: AbortSignal
  /**
   * After a backend refused the access token: refreshes it (once per request, shared with other
   * requests holding the same token), updates this context and the shopper's cookie. False when
   * the session cannot be renewed.
   */
  renew: () => Promise<boolean>
}

/**
 * The root's loader builds its context with `{ shell: true }`: the shell of a refused page still
 * renders (bar, alerts) around the route's not-found alert. Every other loader and action of a
 * feature turned off for the member is refused here (features.server.ts).
 */
export async function requestContext(request: Request, load?: ShopLoadContext, { shell = false }: { shell?: boolean } = {}): Promise<RequestContext> {
  // The device is issued and an expiring session renewed once per request, before any loader
  // reads them (request-start.server.ts): every context of the request sees the same cookies.
  const start = await startRequest(request, load)
  const cookieHeader = start.cookieHeader
  const userAgent = request.headers.get('user-agent') ?? ''
  const [auth, group, guestCart, reported] = await Promise.all([
    readAuth(cookieHeader),
    productGroupCookie().parse(cookieHeader),
    guestCartCookie().parse(cookieHeader),
    shellCookie().parse(cookieHeader),
  ])
  const shellValues = readShellValues(reported)
  const nativeApp = reportedApp(nativeAppFromUserAgent(userAgent), shellValues)
  const osCode = detectOsCode(userAgent)
  const deviceId = start.deviceId
  let refreshToken = auth?.refreshToken ?? null
  let renewing: Promise<boolean> | null = null

  const ctx: RequestContext = {
    session: auth?.session ?? null,
    userId: auth?.userId ?? null,
    deviceId,
    osCode,
    nativeApp,
    appVersion: nativeApp?.version ?? DEFAULT_APP_VERSION,
    nativeExperiments: nativeApp ? (shellValues?.experiments ?? null) : null,
    productGroup1Id: productGroupOrDefault(group),
    guestCartId: typeof guestCart === 'string' && guestCart ? guestCart : null,
    isBot: isCrawler(userAgent),
    sessionExpired: start.sessionExpired,
    clientIp: load?.clientIp ?? null,
    signal: request.signal,
    renew() {
      const token = refreshToken
      if (!token || ctx.userId === null) return Promise.resolve(false)
      renewing ??= refreshTokens(token, { deviceId, osCode }, auth?.holder).then(async (tokens) => {
        if (!tokens || tokens === 'superseded') return false
        ctx.session = tokens.accessToken
        refreshToken = tokens.refreshToken
        load?.appendSetCookie?.(await commitAuth(tokens, ctx.userId ?? 0, { deviceId, osCode }))
        return true
      })
      return renewing
    },
  }
  if (!shell) await refuseExcludedFeature(request, load, ctx)
  return ctx
}
