import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import * as MSG from '~/domain/messages'
import { readForm } from '~/http/form-reply.server'
import { flashHeaders } from '~/session/flash.server'
import { logout } from '~/session/logout.server'

/**
 * Spec §4 logout, as a POST (it changes state); `next` says where to go afterwards. Leaving always
 * works: a body that is not a form only loses its `next`. The page it lands on says so
 * (in the apps that is /logout-bridge, which shows it while it signs out of Kakao and Naver).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request).catch(() => null)
  const response = await logout(request, context, form?.get('next') ?? null)
  response.headers.append(
    'set-cookie',
    (await flashHeaders(request, { toast: { message: MSG.auth.loggedOut, tone: 'success' } }))['set-cookie'],
  )
  return response
}

export async function loader() {
  return redirect('/')
}
