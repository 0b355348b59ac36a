import type { AppLoadContext } from '@remix-run/node'
import { parse as parseCookies } from 'cookie'
import { bff } from '~/backends/bff.server'
import { isCrawler } from '~/domain/crawler'
import { PENDING_EVENTS_COOKIE } from '~/domain/tracking'
import { requestContext } from '~/session/context.server'
import { DEVICE_COOKIE } from '~/session/cookies.server'
import { deviceIdFromCookies } from '~/session/device-id.server'

/**
 * Cookies that make a request personal: whoever carries one is never served a page another
 * shopper got (a session, a flash message to spend, a guest's cart, a sign-in under way, events
 * waiting to be sent). Prefixed (`__Host-`) in production.
 */
const PERSONAL = new Set(['petshop_session', 'petshop_flash', 'pd_cart', 'pd_oauth', 'pd_social', PENDING_EVENTS_COOKIE])

/**
 * Cookies a guest's page is drawn from besides the device: their values are part of the key, so
 * a guest is only ever served a page drawn from the same values (the dog/cat side, dismissed
 * banners, the similar-pet section, recently viewed products, the community session, the apps'
 * reported shell values, the once-per-session marker).
 */
const KEYED = ['pd_group', 'pd_dismissed', 'pd_similar_pet', 'pd_recent', 'pd_community', 'pd_shell', 'pd_once']

/** The shop's own cookies are `pd_*` and `petshop_*`; an own cookie not named above is treated as personal. */
const isOwn = (name: string) => name.startsWith('pd_') || name.startsWith('petshop_')

/**
 * The key under which the host's micro-cache keeps a guest's page (decision 038), or null when
 * the request is not a guest's plain page view: not a GET of a document, a member, a guest with
 * a cart, a flash, a sign-in under way, or a browser that has no device yet (its answer sets
 * one). The key is what really changes a guest's page: the path and query, the platform (app or
 * web, its version), the experiment assignment of the device, the dog/cat side and the other
 * cookies above; product pages also lead ‹ back to the page that linked to them (Referer).
 * Whether the answer itself may be kept is the answer's to say (Cache-Control `public`, no
 * Set-Cookie): server/micro-cache.ts checks that too.
 *
 * `context` is the request's own load context, the one Remix then hands the root and the route:
 * the request start made here (device, renewal) is the loaders' too, not made a second time
 * (decision 021), and the experiments asked here are the ones the root reads from the BFF's cache.
 */
export async function sharedPageKey(request: Request, context: AppLoadContext): Promise<string | null> {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (url.searchParams.has('_data')) return null
  const cookieHeader = request.headers.get('cookie') ?? ''
  const cookies = parseCookies(cookieHeader)
  const keyed: string[] = []
  for (const [prefixed, value] of Object.entries(cookies)) {
    const name = prefixed.replace(/^__Host-/, '')
    if (PERSONAL.has(name)) return null
    if (name === DEVICE_COOKIE) continue
    if (KEYED.includes(name)) keyed.push(`${name}=${value}`)
    else if (isOwn(name)) return null
  }
  // A browser without a device gets one with this answer; crawlers get none and share one page.
  if (!deviceIdFromCookies(cookieHeader) && !isCrawler(request.headers.get('user-agent'))) return null
  const ctx = await requestContext(request, context, { shell: true })
  if (ctx.session !== null || ctx.guestCartId !== null) return null
  const experiments = await bff.experiments(ctx)
  // The fallback of a BFF that did not answer is not this device's assignment: not kept.
  if (!bff.answered(experiments)) return null
  const assignment = Object.entries(experiments).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const referer = url.pathname.startsWith('/product/detail/') ? (request.headers.get('referer') ?? '') : ''
  return JSON.stringify([
    `${url.pathname}${url.search}`,
    ctx.osCode,
    ctx.nativeApp,
    ctx.appVersion,
    ctx.isBot,
    ctx.productGroup1Id,
    assignment,
    keyed.sort(),
    referer,
  ])
}
