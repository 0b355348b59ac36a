import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { logout } from '~/session/logout.server'
import { readForm } from '~/backends/form-reply.server'

/**
 * Spec §4 logout, as a POST (it changes state); `next` says where to go afterwards. Leaving always
 * works: a body that is not a form only loses its `next`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request).catch(() => null)
  return logout(request, context, form?.get('next') ?? null)
}

export async function loader() {
  return redirect('/')
}
