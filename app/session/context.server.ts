import type { AppLoadContext } from '@remix-run/node'
import { type RequestContext, withSession } from '~/backends/context'
import { DEFAULT_APP_VERSION } from '~/domain/constants'
import { isCrawler } from '~/domain/crawler'
import { detectOsCode, nativeAppFromUserAgent } from '~/domain/platform'
import { productGroupOrDefault } from '~/domain/product-group'
import { readShellValues, reportedApp } from '~/domain/shell-values'
import { commitAuth, destroyAuth, readAuth } from './auth.server'
import { guestCartCookie, productGroupCookie, shellCookie } from './cookies.server'
import { endedElsewhere, noteEndedElsewhere } from './ended-elsewhere.server'
import { refuseExcludedFeature } from './features.server'
import { refreshTokens } from './refresh.server'
import { startRequest } from './request-start.server'

export type { RequestContext } from '~/backends/context'

/**
 * The root's loader builds its context with `{ shell: true }`: the shell of a refused page still
 * renders (bar, alerts) around the route's not-found alert. Every other loader and action of a
 * feature turned off for the member is refused here (features.server.ts).
 */
export async function requestContext(
  request: Request,
  load?: AppLoadContext,
  { shell = false }: { shell?: boolean } = {},
): Promise<RequestContext> {
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
  const refreshToken = auth?.refreshToken ?? null
  const userId = auth?.userId ?? null
  // Single-flight per request: every context of this request (the builder's and those made from it)
  // shares one renewal, and all of them retry with the context it resolves to.
  let renewing: Promise<RequestContext | null> | null = null
  const renew = (): Promise<RequestContext | null> => {
    if (!refreshToken || userId === null) return Promise.resolve(null)
    // Another context of this request already learnt that the session ended: V2 need not be asked again.
    if (endedElsewhere(request, load)) return Promise.resolve(null)
    renewing ??= refreshTokens(refreshToken, { deviceId, osCode, requestId: load?.requestId }, auth?.holder).then(async (tokens) => {
      if (tokens === null) {
        // V2 refused the access token, then the refresh token: the session was ended elsewhere
        // (decision 041). The cookie goes, and the page answers with the login page.
        noteEndedElsewhere(request, load, nativeApp !== null)
        load?.appendSetCookie(await destroyAuth(cookieHeader))
        return null
      }
      // This browser renewed it a moment ago: its newer cookie is on its way.
      if (tokens === 'superseded') return null
      load?.appendSetCookie(await commitAuth(tokens, userId, { deviceId, osCode }))
      return withSession(ctx, tokens.accessToken)
    })
    return renewing
  }

  const ctx: RequestContext = {
    session: auth?.session ?? null,
    userId,
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
    requestId: load?.requestId ?? null,
    signal: request.signal,
    renew,
  }
  if (!shell) await refuseExcludedFeature(request, load, ctx)
  return ctx
}
