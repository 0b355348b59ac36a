import { type AppLoadContext, redirect } from '@remix-run/node'
import { bff } from '~/backends/bff.server'
import { withSession } from '~/backends/context'
import { users } from '~/backends/user.server'
import { loginRedirectUrl, safeNext } from '~/domain/redirect'
import type { Tokens } from '~/domain/tokens.schema'
import { withPageErrors } from '~/http/responses.server'
import { errorText, log } from '~/shared/log'
import { commitAuth } from './auth.server'
import { mergeGuestCart } from './cart.server'
import { type RequestContext, requestContext } from './context.server'
import { oauthCookie, pendingSocialCookie } from './cookies.server'
import { flashHeaders } from './flash.server'
import { storedProductGroupCookie } from './product-group.server'

/**
 * A new session for freshly issued tokens (spec §4: logged out → logged in), then on to where
 * the shopper was going. Leftovers of a social sign-in are cleared; experiments are asked again
 * because a member may get other variants than a guest; the member's stored dog/cat choice
 * replaces the device's (R7.16).
 */
export async function signIn(guest: RequestContext, tokens: Tokens, next: string): Promise<Response> {
  const userId = tokens.userId ?? 0
  const headers = new Headers()
  headers.append('set-cookie', await commitAuth(tokens, userId, { deviceId: guest.deviceId, osCode: guest.osCode }))
  headers.append('set-cookie', await oauthCookie().serialize('', { maxAge: 0 }))
  headers.append('set-cookie', await pendingSocialCookie().serialize('', { maxAge: 0 }))
  const ctx = withSession(guest, tokens.accessToken, userId)
  const [, cartCookie, groupCookie] = await Promise.all([
    bff.refetchExperiments(ctx).catch(() => undefined),
    mergeGuestCart(ctx),
    storedProductGroupCookie(ctx),
  ])
  if (cartCookie) headers.append('set-cookie', cartCookie)
  if (groupCookie) headers.append('set-cookie', groupCookie)
  return redirect(safeNext(next, '/'), { headers })
}

/**
 * Where a sign-in or sign-up page sends the shopper afterwards (`?next=`, safe paths only). A
 * member who is already signed in goes straight there.
 */
export async function nextForGuest(request: Request, load?: AppLoadContext): Promise<string> {
  const next = safeNext(new URL(request.url).searchParams.get('next'), '/')
  if ((await requestContext(request, load)).session) throw redirect(next)
  return next
}

/** The page asked for, as a `next` value: path and query of this request. */
export function currentPath(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/**
 * For pages that need a member: a guest goes to the login page with the flags of spec §2, and the
 * previous path and the intended page are remembered with a toast flag.
 */
export async function requireMember(request: Request, load?: AppLoadContext): Promise<RequestContext> {
  const ctx = await requestContext(request, load)
  if (ctx.session) return ctx
  throw await loginRedirect(request)
}

/** A member's page that shows their own user detail (spec §7 /user/detail, §8 screens on failure). */
export async function requireMemberDetail(request: Request, load?: AppLoadContext) {
  const ctx = await requireMember(request, load)
  return { ctx, detail: await withPageErrors(() => users.detail(ctx)) }
}

export async function loginRedirect(request: Request, next = currentPath(request)) {
  const referer = request.headers.get('referer')
  const origin = new URL(request.url).origin
  const previousPath = referer?.startsWith(`${origin}/`) ? referer.slice(origin.length) : null
  const url = new URL(request.url)
  const target = loginRedirectUrl({
    next,
    channel: url.searchParams.get('channel') ?? undefined,
    utmSource: url.searchParams.get('utmSource') ?? url.searchParams.get('utm_source') ?? undefined,
  })
  // Spec §8: a login redirect that fails is logged; the shopper still reaches the login page
  // (without the remembered pages and the toast, which are what failed).
  const headers = await flashHeaders(request, { loginRedirect: { previousPath, next, toast: true } }).catch((error: unknown) => {
    log.error('login redirect failed', { next, error: errorText(error) })
    return {}
  })
  return redirect(target, { headers })
}
