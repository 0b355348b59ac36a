import type { AlertMessage, Toast } from '~/domain/flash'
import { flashStorage, type LoginRedirect } from './cookies.server'

type Flash = { toast?: Toast; alert?: AlertMessage; loginRedirect?: LoginRedirect }

/**
 * Server-driven global UI (spec §2: toast, alert): an action sets a flash message, the next page
 * render shows it once. Works the same with JavaScript off.
 */
export async function flashHeaders(request: Request, flash: Flash) {
  const storage = flashStorage()
  const session = await storage.getSession(request.headers.get('cookie'))
  if (flash.toast) session.flash('toast', flash.toast)
  if (flash.alert) session.flash('alert', flash.alert)
  if (flash.loginRedirect) session.flash('loginRedirect', flash.loginRedirect)
  return { 'set-cookie': await storage.commitSession(session) }
}

/** What a request may be for when the page it renders is one a person sees (Sec-Fetch-Dest). */
const SEEN = new Set(['document', 'iframe', 'empty'])

/**
 * Whether rendering this request may spend the flash. Not `/`, which only redirects to the home
 * tab (the logout toast was once spent on it). Not a picture, script or style that happens to
 * answer with the not-found page: a missing image loading beside the page that follows a form
 * spent the toast meant for that page. `empty` is a fetch: the root data of a client navigation.
 * Without the header (older browsers, other clients) the request is taken as a page.
 */
export function seesFlash(request: Request): boolean {
  if (new URL(request.url).pathname === '/') return false
  const dest = request.headers.get('sec-fetch-dest')
  return dest === null || SEEN.has(dest)
}

/** Reads and consumes the flash; the returned header must go out with the response. */
export async function readFlash(request: Request) {
  const storage = flashStorage()
  const session = await storage.getSession(request.headers.get('cookie'))
  const toast = session.get('toast') ?? null
  const alert = session.get('alert') ?? null
  const loginRedirect = session.get('loginRedirect') ?? null
  const headers: Record<string, string> = toast || alert || loginRedirect ? { 'set-cookie': await storage.commitSession(session) } : {}
  return { toast, alert, loginRedirect, headers }
}
