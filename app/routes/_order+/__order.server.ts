import type { AppLoadContext } from '@remix-run/node'
import { orders } from '~/backends/orders.server'
import { parseRecordId } from '~/domain/record-id'
import { notFound, withPageErrors } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'

/**
 * The member's order for a page about it (detail, completion, cancel, return). A malformed id is
 * the not-found screen before any call; someone else's order is V2's 404, the same screen.
 */
export async function memberOrder(request: Request, load: AppLoadContext | undefined, rawId: string | null | undefined) {
  const orderId = parseRecordId(rawId)
  if (orderId === null) throw notFound()
  const ctx = await requireMember(request, load)
  const order = await withPageErrors(() => orders.detail(ctx, orderId))
  return { ctx, order }
}
