import { type AppLoadContext, redirect } from '@remix-run/node'
import * as MSG from '~/domain/messages'
import { loginRedirectUrl } from '~/domain/redirect'
import { flashHeaders } from './flash.server'

/**
 * A session that ended elsewhere (decision 041): 다른 기기에서 로그아웃, a new password or mobile
 * number, the app's logout, a replayed refresh token. V2 refuses the cookie's access token and then
 * its refresh token too; that refusal (never an unreachable V2) marks the request, the session
 * cookie is cleared, and the page this request was for is answered with the login page and a
 * Korean notice instead of an error screen and an alert. `app/entry.server.tsx` gives the answer:
 * a plain redirect for a document request (JavaScript off, or a first load), Remix's redirect for a
 * data request (JavaScript on).
 *
 * One mark per request, kept on the load context (the host makes one per request and Remix hands
 * the same object to the action and every loader, as request-start.server.ts relies on); without
 * one (unit tests calling a loader) on the request.
 */
const ended = new WeakMap<object, { inApp: boolean }>()

/** Marks this request's session as ended elsewhere; `inApp` when the page is an app's web view. */
export function noteEndedElsewhere(request: Request, load: AppLoadContext | undefined, inApp: boolean): void {
  ended.set(load ?? request, { inApp })
}

export function endedElsewhere(request: Request, load: AppLoadContext | undefined): boolean {
  return ended.has(load ?? request)
}

/** The page the request was for: its path and query without Remix's own (`_data`, `index`). */
function pagePath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('_data')
  url.searchParams.delete('index')
  return `${url.pathname}${url.search}`
}

/**
 * The answer for a request whose session ended elsewhere, or null. On the web: the login page
 * (spec §2's flags, back here afterwards), which says why once. In the apps: the way logout leaves
 * (decision 035), /logout-bridge, so the shell shuts the chat and signs out of Kakao and Naver, and
 * shows the notice as its own toast (spec §7 TOAST); then the login page.
 */
export async function endedElsewhereAnswer(request: Request, load: AppLoadContext | undefined): Promise<Response | null> {
  const mark = ended.get(load ?? request)
  if (!mark) return null
  const next = pagePath(request)
  const login = loginRedirectUrl({ next })
  if (mark.inApp) {
    const headers = await flashHeaders(request, { toast: { message: MSG.sessions.endedElsewhere, tone: 'info' } })
    return redirect(`/logout-bridge?next=${encodeURIComponent(login)}`, { headers })
  }
  const headers = await flashHeaders(request, { loginRedirect: { previousPath: null, next, toast: false, endedElsewhere: true } })
  return redirect(login, { headers })
}
