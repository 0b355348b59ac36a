import { json, redirect } from '@remix-run/node'
import { restock } from '~/backends/notifications.server'
import * as MSG from '~/domain/messages'
import { RESTOCK_RULES } from '~/domain/restock'
import { formRefusal } from '~/http/form-reply.server'
import type { RequestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { refuseWish } from './__wishlist.server'

const R = MSG.restock

/** What the 재입고 알림 island reads from its fetcher (islands/RestockButton.tsx). */
export type RestockAnswer = { ok: true; message: string } | { ok: false; message: string }

/** V2's refusals in the catalogue's words (docs/backend-api.md "V2: 알림 and 재입고 알림"). */
const REFUSALS: Record<string, string> = {
  PRODUCT_NOT_FOUND: R.notFound,
  OPTION_IN_STOCK: R.inStock,
  RESTOCK_FULL: R.full(RESTOCK_RULES.maxProducts),
  REQUEST_NOT_FOUND: R.requestNotFound,
}

type Reply = { request: Request; island: boolean; back: string }

/** A refusal stores nothing and says why: JSON for the island, a toast back where the shopper was. */
export const refuseRestock = (reply: Reply, message: string) => refuseWish(reply, message)

/**
 * Runs a 신청 or 취소 with V2 and answers as the heart does (decision 059's shape): a failure of V2
 * itself is the §8 screen, a refusal a Korean message with nothing stored.
 */
export async function changeRestock(
  ctx: RequestContext,
  asked: { intent: 'request'; productId: number; optionId: number } | { intent: 'cancel'; requestId: number },
  reply: Reply,
): Promise<Response> {
  let message: string
  try {
    if (asked.intent === 'cancel') {
      await restock.cancel(ctx, asked.requestId)
      message = R.cancelled
    } else {
      message = (await restock.request(ctx, asked.productId, asked.optionId)).already ? R.already : R.requested
    }
  } catch (error) {
    const refusal = formRefusal(error)
    return refuseRestock(reply, (refusal.reason && REFUSALS[refusal.reason]) || R.failed)
  }
  if (reply.island) return json({ ok: true, message } satisfies RestockAnswer)
  const action = asked.intent === 'request' ? { label: R.view, href: '/my/restock' } : undefined
  const toast = { message, tone: asked.intent === 'request' ? ('success' as const) : ('info' as const), action }
  return redirect(reply.back, { headers: await flashHeaders(reply.request, { toast }) })
}
