import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { safeNext } from '~/domain/redirect'
import { readForm } from '~/http/form-reply.server'
import { requestContext } from '~/session/context.server'
import { DISMISSIBLE, dismissHeader } from '~/session/preferences.server'
import { declinePushSheet } from '~/session/push-sheet.server'

const DismissSchema = z.object({ name: z.enum(DISMISSIBLE), redirectTo: z.string().optional() })

/** Closes a promotion (bottom fixed banner, sign-up toast) for a week, the push half-sheet for 30 days; works without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await readForm(request))
  const back = safeNext(form.redirectTo, '/')
  const parsed = DismissSchema.safeParse(form)
  if (!parsed.success) return redirect(back)
  // The push half-sheet's dismissal is a refusal of push: 30 days, and kept by V2 for a member (decision 050).
  if (parsed.data.name === 'pushSheet')
    return redirect(back, { headers: { 'set-cookie': await declinePushSheet(await requestContext(request, context)) } })
  return redirect(back, { headers: { 'set-cookie': await dismissHeader(request, parsed.data.name) } })
}

export async function loader() {
  return redirect('/')
}
