import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { memberSessions } from '~/backends/member-sessions.server'
import * as MSG from '~/domain/messages'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'

const BACK = '/my/information'
export const END_OTHERS = 'end-others'

/**
 * 다른 기기에서 로그아웃 (decisions 020 and 041): a plain form POST from /my/information, so it works without
 * JavaScript; every other sign-in of the member ends and a toast says how many. The other
 * devices' cached details go with them: the shop confirms a session before it serves a cached
 * user detail (app/backends/user.server.ts), so their next page is signed out.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  // The button names what it does: a post without it (a stray or forged body) ends nothing.
  if ((await readForm(request)).get('intent') !== END_OTHERS) {
    return redirect(BACK, { headers: await flashHeaders(request, { toast: { message: MSG.error.badRequest, tone: 'error' } }) })
  }
  const ended = await withPageErrors(() => memberSessions.endOthers(ctx), {
    '*': async () => redirect(BACK, { headers: await flashHeaders(request, { toast: { message: MSG.sessions.failed, tone: 'error' } }) }),
  })
  return redirect(BACK, { headers: await flashHeaders(request, { toast: { message: MSG.sessions.ended(ended), tone: 'success' } }) })
}

/** Nothing to show here: the list lives on /my/information. */
export const loader = () => redirect(BACK)
