import { cart } from '~/backends/cart.server'
import { BackendError } from '~/backends/error'
import { logBackendError } from '~/backends/log.server'
import type { Cart } from '~/domain/commerce.schema'
import type { RequestContext } from './context.server'
import { guestCartCookie } from './cookies.server'

/** The cookie a guest's cart answer calls for: its id when new, nothing when unchanged. */
export async function guestCartHeader(ctx: RequestContext, answer: Cart): Promise<string | null> {
  if (ctx.session || !answer.guestCartId || answer.guestCartId === ctx.guestCartId) return null
  return guestCartCookie().serialize(answer.guestCartId)
}

/**
 * A guest's cart joins the member's at sign-in (decision 010). A failure never blocks the sign-in
 * (the guest cart stays in its cookie and is tried again next time).
 */
export async function mergeGuestCart(ctx: RequestContext): Promise<string | null> {
  if (!ctx.session || !ctx.guestCartId) return null
  try {
    await cart.merge(ctx, ctx.guestCartId)
    return guestCartCookie().serialize('', { maxAge: 0 })
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    logBackendError(error)
    return null
  }
}
