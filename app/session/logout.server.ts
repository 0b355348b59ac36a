import { onceCookie } from './once.server'
import { redirect } from '@remix-run/node'
import { accounts } from '~/backends/accounts.server'
import { bff } from '~/backends/bff.server'
import { BackendError } from '~/backends/error'
import { logEvent } from '~/backends/events.server'
import { users } from '~/backends/user.server'
import { logoutDestination } from '~/domain/redirect'
import { destroyAuth } from './auth.server'
import { type ShopLoadContext, requestContext } from './context.server'
import { oauthCookie, pendingSocialCookie } from './cookies.server'

function logFailure(message: string, error: unknown) {
  const code = error instanceof BackendError ? error.code : undefined
  console.error(JSON.stringify({ level: 'error', msg: message, code }))
}

/**
 * Logs the shopper out in the order of spec §4: end the server session, (the chat widget is shut
 * down by the page), the logout endpoint, sign-out analytics, forget the user, refetch the
 * experiments, clear every stored value, let the native app sign out of Kakao and Naver
 * (through /logout-bridge), then navigate. A failing step is logged and the rest still run:
 * the shopper asked to be signed out and must end up signed out.
 */
export async function logout(request: Request, load: ShopLoadContext | undefined, next: unknown): Promise<Response> {
  const ctx = await requestContext(request, load)
  // Once the server session is ended the calls after it are refused; renewing then would sign
  // the shopper straight back in.
  ctx.renew = async () => false
  const cookie = request.headers.get('cookie')
  if (ctx.session) {
    await bff.deleteSession(ctx).catch((error) => logFailure('end server session failed', error))
    await accounts.logout(ctx).catch((error) => logFailure('logout failed', error))
    await logEvent(ctx, 'sign_out', { user_id: ctx.userId })
    users.forget(ctx)
  }
  ctx.session = null
  await bff.refetchExperiments(ctx).catch(() => undefined)
  const headers = new Headers()
  headers.append('set-cookie', await destroyAuth(cookie))
  headers.append('set-cookie', await oauthCookie().serialize('', { maxAge: 0 }))
  headers.append('set-cookie', await pendingSocialCookie().serialize('', { maxAge: 0 }))
  headers.append('set-cookie', await onceCookie().serialize('', { maxAge: 0 }))
  // Spec §2: the login page if an auth route was asked for, otherwise the target or home.
  const target = logoutDestination(next)
  // Only the apps have Kakao and Naver sessions of their own to end.
  const destination = ctx.nativeApp ? `/logout-bridge?next=${encodeURIComponent(target)}` : target
  return redirect(destination, { headers })
}
