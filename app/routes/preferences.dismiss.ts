import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { safeNext } from '~/domain/redirect'
import { readForm } from '~/http/form-reply.server'
import { DISMISSIBLE, dismissHeader } from '~/session/preferences.server'

const DismissSchema = z.object({ name: z.enum(DISMISSIBLE), redirectTo: z.string().optional() })

/** Closes a promotion (bottom fixed banner, sign-up toast) for a week; works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await readForm(request))
  const back = safeNext(form.redirectTo, '/')
  const parsed = DismissSchema.safeParse(form)
  if (!parsed.success) return redirect(back)
  return redirect(back, { headers: { 'set-cookie': await dismissHeader(request, parsed.data.name) } })
}

export async function loader() {
  return redirect('/')
}
