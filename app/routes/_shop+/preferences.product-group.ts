import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { users } from '~/backends/user.server'
import * as MSG from '~/domain/messages'
import { parseProductGroup1Id, productGroupName } from '~/domain/product-group'
import { safeNext } from '~/domain/redirect'
import { readForm } from '~/http/form-reply.server'
import { orFallback } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { productGroupCookie } from '~/session/cookies.server'
import { flashHeaders } from '~/session/flash.server'

const ChoiceSchema = z.object({
  productGroup1Id: z.string().transform((value, ctx) => {
    const id = parseProductGroup1Id(value)
    if (id === null) ctx.addIssue({ code: 'custom', message: MSG.error.badRequest })
    return id ?? 1
  }),
  redirectTo: z.string().optional(),
})

/**
 * The dog/cat switch (spec §2, §9): remembered for about a year in a cookie and, for a signed-in
 * shopper, sent to the server (§7). A plain form post, so it works without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await readForm(request))
  const parsed = ChoiceSchema.safeParse(form)
  const back = safeNext(form.redirectTo, '/')
  if (!parsed.success) {
    return redirect(back, { headers: await flashHeaders(request, { toast: { message: MSG.error.badRequest, tone: 'error' } }) })
  }
  const { productGroup1Id } = parsed.data
  const ctx = await requestContext(request, context)
  if (ctx.session) {
    // The cookie is the choice; V2 remembering it for other devices is worth a log line, not a failure.
    await orFallback<unknown>(users.updateSelectedProductGroup(ctx, productGroup1Id), null)
  }
  const headers = new Headers(
    await flashHeaders(request, { toast: { message: MSG.productGroup.changed(productGroupName(productGroup1Id)) } }),
  )
  headers.append('set-cookie', await productGroupCookie().serialize(productGroup1Id))
  return redirect(back, { headers })
}

export async function loader() {
  return redirect('/')
}
