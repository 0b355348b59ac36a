import { json, redirect } from '@remix-run/node'
import { wishlist } from '~/backends/wishlist.server'
import * as MSG from '~/domain/messages'
import { addToWishlist } from '~/domain/tracking'
import { WISHLIST_RULES, type WishIntent } from '~/domain/wishlist'
import { formRefusal } from '~/http/form-reply.server'
import type { RequestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { pendingEventsCookie } from '~/session/tracking.server'

/** What the heart's island reads from its fetcher (islands/WishButton.tsx). */
export type WishAnswer = { ok: true; wished: boolean; wishCount: number } | { ok: false; message: string }

/** V2's refusals in the catalogue's words (docs/backend-api.md "V2: 찜"). */
const REFUSALS: Record<string, string> = {
  PRODUCT_NOT_FOUND: MSG.wishlist.notFound,
  WISHLIST_FULL: MSG.wishlist.full(WISHLIST_RULES.max),
}

type Asked = { productId: number; intent: WishIntent }
type Reply = { request: Request; island: boolean; back: string; headers?: Headers }

/**
 * Answers a heart: the island gets JSON, a plain POST goes back where the shopper was with a
 * toast. A refusal stores nothing and says why in Korean; a failure of V2 itself is the §8 screen.
 */
export async function refuseWish(reply: Reply, message: string): Promise<Response> {
  const headers = reply.headers ?? new Headers()
  if (reply.island) return json({ ok: false, message } satisfies WishAnswer, { status: 400, headers })
  headers.append('set-cookie', (await flashHeaders(reply.request, { toast: { message, tone: 'error' } }))['set-cookie'])
  return redirect(reply.back, { headers })
}

/** Adds or removes the 찜, leaving the add_to_wishlist event for the next page (decision 030). */
export async function changeWish(ctx: RequestContext, asked: Asked, reply: Reply): Promise<Response> {
  const headers = reply.headers ?? new Headers()
  let state: Awaited<ReturnType<typeof wishlist.add>>
  try {
    state = asked.intent === 'add' ? await wishlist.add(ctx, asked.productId) : await wishlist.remove(ctx, asked.productId)
  } catch (error) {
    const refusal = formRefusal(error)
    return refuseWish({ ...reply, headers }, (refusal.reason && REFUSALS[refusal.reason]) || MSG.wishlist.failed)
  }
  if (state.product) headers.append('set-cookie', pendingEventsCookie(reply.request, [addToWishlist(state.product)]))
  if (reply.island) return json({ ok: true, wished: state.wished, wishCount: state.wishCount } satisfies WishAnswer, { headers })
  const toast = state.wished
    ? { message: MSG.wishlist.added, tone: 'success' as const, action: { label: MSG.wishlist.view, href: '/my/wishlist' } }
    : { message: MSG.wishlist.removed, tone: 'info' as const }
  headers.append('set-cookie', (await flashHeaders(reply.request, { toast }))['set-cookie'])
  return redirect(reply.back, { headers })
}
