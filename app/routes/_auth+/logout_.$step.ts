import { type ActionFunctionArgs, json, redirect } from '@remix-run/node'
import { parseServerLogoutPath } from '~/domain/logout'
import * as MSG from '~/domain/messages'
import { cacheHeaders } from '~/http/cache-headers'
import { flashHeaders } from '~/session/flash.server'
import { logoutStep } from '~/session/logout.server'

/**
 * The server's part of one step of spec §4's logout, for the page that runs the steps in order
 * (islands/logout.client.ts; decision 035). The last one also leaves the "logged out" toast for
 * the page the shopper lands on.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const step = parseServerLogoutPath(params.step)
  if (!step) return json({ error: 'NOT_FOUND', message: MSG.error.notFound }, { status: 404 })
  const headers = new Headers(cacheHeaders('never-stored'))
  for (const setCookie of await logoutStep(step, request, context)) headers.append('set-cookie', setCookie)
  if (step === 'stored')
    headers.append('set-cookie', (await flashHeaders(request, { toast: { message: MSG.auth.loggedOut, tone: 'success' } }))['set-cookie'])
  return json({ ok: true }, { headers })
}

export async function loader() {
  return redirect('/')
}
