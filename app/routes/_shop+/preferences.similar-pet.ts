import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { safeNext } from '~/domain/redirect'
import { readForm } from '~/http/form-reply.server'
import { similarPetHeader } from '~/session/preferences.server'

/** Turns "similar to my pet" on or off (a plain form post, so it works without JavaScript). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const back = safeNext(form.get('redirectTo'), '/my')
  return redirect(back, { headers: { 'set-cookie': await similarPetHeader(form.get('on') === 'true') } })
}

export async function loader() {
  return redirect('/my')
}
