import { isbot } from 'isbot'
import { parse as parseCookies } from 'cookie'
import { DEFAULT_APP_VERSION, type ProductGroup1Id } from '~/domain/constants'
import { type NativeApp, type OsCode, detectOsCode, nativeAppFromUserAgent } from '~/domain/platform'
import { productGroupOrDefault } from '~/domain/product-group'
import { DEVICE_COOKIE, productGroupCookie, sessionStorage } from './cookies.server'

/** Everything a backend call needs to know about the shopper's request (spec §3 session values). */
export type RequestContext = {
  /** The access token, or null for a guest. */
  session: string | null
  userId: number | null
  deviceId: string
  osCode: OsCode
  nativeApp: NativeApp | null
  appVersion: string
  productGroup1Id: ProductGroup1Id
  isBot: boolean
  signal: AbortSignal
}

export async function requestContext(request: Request): Promise<RequestContext> {
  const cookieHeader = request.headers.get('cookie')
  const userAgent = request.headers.get('user-agent') ?? ''
  const [stored, group] = await Promise.all([
    sessionStorage().getSession(cookieHeader),
    productGroupCookie().parse(cookieHeader),
  ])
  const nativeApp = nativeAppFromUserAgent(userAgent)
  return {
    session: stored.get('session') ?? null,
    userId: stored.get('userId') ?? null,
    deviceId: parseCookies(cookieHeader ?? '')[DEVICE_COOKIE] ?? '',
    osCode: detectOsCode(userAgent),
    nativeApp,
    appVersion: nativeApp?.version ?? DEFAULT_APP_VERSION,
    productGroup1Id: productGroupOrDefault(group),
    isBot: isbot(userAgent),
    signal: request.signal,
  }
}
