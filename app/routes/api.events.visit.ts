import { type ActionFunctionArgs, json } from '@remix-run/node'
import { z } from 'zod'
import { logEvent } from '~/backends/event-logging.server'
import * as MSG from '~/domain/messages'
import { VISIT_EVENT, VISIT_ROUTES, visitData } from '~/domain/visit'
import { cacheHeaders } from '~/http/cache-headers'
import { requestContext } from '~/session/context.server'

const Body = z.object({
  page: z.enum(Object.values(VISIT_ROUTES) as [string, ...string[]]),
  productId: z.number().int().positive().max(2_147_483_647).nullable(),
  productGroup1Id: z.union([z.literal(1), z.literal(2)]),
})

/** The visit island's event, sent to V2 with the session (§7 POST /event/logging); never fails the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = Body.safeParse(await request.json().catch(() => null))
  if (!body.success) return json({ ok: false, code: 'BAD_REQUEST', message: MSG.error.badRequest }, { status: 400 })
  const ctx = await requestContext(request, context)
  const { page, productId, productGroup1Id } = body.data
  const sent = await logEvent(ctx, VISIT_EVENT, visitData(page as Parameters<typeof visitData>[0], productGroup1Id, productId))
  // 202: passed on to V2; 204: dropped (a guest has no session, so no event, §7).
  return new Response(null, { status: sent ? 202 : 204, headers: cacheHeaders('never-stored') })
}

/** Only the island's POST: any other method gets the Korean 405 in the same shape, not the framework's English 400. */
export const loader = () =>
  json({ ok: false, code: 'BAD_REQUEST', message: MSG.error.badRequest }, { status: 405, headers: { Allow: 'POST' } })
