import type { AlertMessage, Toast } from '~/domain/flash'
import { sessionStorage } from './cookies.server'

/**
 * Server-driven global UI (spec §2: toast, alert): an action sets a flash message, the next page
 * render shows it once. Works the same with JavaScript off.
 */
export async function flashHeaders(request: Request, flash: { toast?: Toast; alert?: AlertMessage }) {
  const storage = sessionStorage()
  const session = await storage.getSession(request.headers.get('cookie'))
  if (flash.toast) session.flash('toast', flash.toast)
  if (flash.alert) session.flash('alert', flash.alert)
  return { 'set-cookie': await storage.commitSession(session) }
}

/** Reads and consumes the flash; the returned header must go out with the response. */
export async function readFlash(request: Request) {
  const storage = sessionStorage()
  const session = await storage.getSession(request.headers.get('cookie'))
  const toast = session.get('toast') ?? null
  const alert = session.get('alert') ?? null
  const headers: Record<string, string> = toast || alert ? { 'set-cookie': await storage.commitSession(session) } : {}
  return { toast, alert, headers }
}
