import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { logout } from '~/session/logout.server'

/** Spec §4 logout, as a POST (it changes state); `next` says where to go afterwards. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  return logout(request, context, form.get('next'))
}

export async function loader() {
  return redirect('/')
}
