import { type AppLoadContext, redirect } from '@remix-run/node'
import { accounts } from '~/backends/accounts.server'
import { bff } from '~/backends/bff.server'
import { noRenewal, withContext, withSession } from '~/backends/context'
import { BackendError } from '~/backends/error'
import { logEvent } from '~/backends/event-logging.server'
import { users } from '~/backends/user.server'
import { logoutEndpointBranch, SERVER_LOGOUT_PATHS, type ServerLogoutPath } from '~/domain/logout'
import { logoutDestination } from '~/domain/redirect'
import { log } from '~/shared/log'
import { destroyAuth, readAuth } from './auth.server'
import { type RequestContext, requestContext } from './context.server'
import { type AuthData, oauthCookie, pendingSocialCookie } from './cookies.server'
import { onceCookie } from './once.server'
import { refreshTokens } from './refresh.server'

function logFailure(message: string, error: unknown) {
  const code = error instanceof BackendError ? error.code : undefined
  log.error(message, { code })
}

type Leaving = { ctx: RequestContext; auth: AuthData | null; cookie: string | null }

async function leaving(request: Request, load: AppLoadContext | undefined): Promise<Leaving> {
  // Once the server session is ended the calls after it are refused; renewing then would sign
  // the shopper straight back in. (Logout requests skip the renewal at request start too.)
  const ctx = withContext(await requestContext(request, load), { renew: noRenewal })
  const cookie = request.headers.get('cookie')
  return { ctx, auth: ctx.session ? await readAuth(cookie) : null, cookie }
}

/**
 * The server's part of one step of spec §4's logout (decision 035); answers the cookies to set.
 * A failing step is logged and the rest still run: the shopper must end up signed out.
 */
async function serverStep(step: ServerLogoutPath, { ctx, auth, cookie }: Leaving): Promise<string[]> {
  switch (step) {
    case 'session':
      if (ctx.session) await bff.deleteSession(ctx).catch((error) => logFailure('end server session failed', error))
      return []
    case 'endpoint':
      if (!ctx.session || !auth) return []
      if (logoutEndpointBranch(auth.tokenExpireDate) === 'logout') {
        await accounts.logout(ctx).catch((error) => logFailure('logout failed', error))
        return []
      }
      // Only the refresh: it retires the refresh token this browser held; what it answers is
      // dropped with the cookie (a refusal means the session is already gone, which is the point).
      await refreshTokens(auth.refreshToken, { deviceId: ctx.deviceId, osCode: ctx.osCode, requestId: ctx.requestId }, auth.holder).catch(
        (error) => logFailure('logout failed', error),
      )
      return []
    case 'events':
      if (ctx.session) await logEvent(ctx, 'sign_out', { user_id: ctx.userId })
      return []
    case 'user':
      if (ctx.session) users.forget(ctx)
      return []
    case 'experiments':
      // Asked again as the guest the shopper is about to be.
      await bff.refetchExperiments(withSession(ctx, null)).catch(() => undefined)
      return []
    case 'stored':
      return [
        await destroyAuth(cookie),
        await oauthCookie().serialize('', { maxAge: 0 }),
        await pendingSocialCookie().serialize('', { maxAge: 0 }),
        await onceCookie().serialize('', { maxAge: 0 }),
      ]
  }
}

/** One server step of the page's logout (POST /logout/{step}); answers the cookies to set. */
export async function logoutStep(step: ServerLogoutPath, request: Request, load: AppLoadContext | undefined): Promise<string[]> {
  return serverStep(step, await leaving(request, load))
}

/**
 * Logout without JavaScript: the server's steps of spec §4 in their order (the chat widget has
 * no page to run in; the apps' Kakao and Naver sign-out follows at /logout-bridge), then the
 * destination: the login page if an auth route was asked for, otherwise the target or home.
 */
export async function logout(request: Request, load: AppLoadContext | undefined, next: unknown): Promise<Response> {
  const state = await leaving(request, load)
  const headers = new Headers()
  for (const step of SERVER_LOGOUT_PATHS) {
    for (const setCookie of await serverStep(step, state)) headers.append('set-cookie', setCookie)
  }
  const target = logoutDestination(next)
  // Only the apps have Kakao and Naver sessions of their own to end.
  const destination = state.ctx.nativeApp ? `/logout-bridge?next=${encodeURIComponent(target)}` : target
  return redirect(destination, { headers })
}
