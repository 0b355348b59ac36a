import { z } from 'zod'
import { safeNext } from '~/domain/redirect'
import { cookieSecrets, lazyCookie } from './cookies.server'

/**
 * A guest's 찜 on its way through sign-in (decision 059): the heart's POST keeps the product and
 * the page in this signed cookie and sends the guest to sign in with `next` at
 * `/my/wishlist/pending`, which stores the 찜 and goes back. Only a POST (through the host's
 * cross-site write guard) sets it, so that GET cannot be made to 찜 anything else; 30 minutes
 * leave time to sign up on the way.
 */
const pendingWishCookie = lazyCookie('pd_wish', () => ({ secrets: cookieSecrets(), maxAge: 30 * 60 }))

const PendingWish = z.object({ productId: z.number().int().positive(), back: z.string() })
export type PendingWish = z.infer<typeof PendingWish>

export const keepPendingWish = (wish: PendingWish) => pendingWishCookie().serialize(wish)

export const clearPendingWish = () => pendingWishCookie().serialize('', { maxAge: 0 })

/** The guest's 찜 kept by `keepPendingWish`, or null (none, expired or tampered with). */
export async function readPendingWish(request: Request): Promise<PendingWish | null> {
  const parsed = PendingWish.safeParse(await pendingWishCookie().parse(request.headers.get('cookie')))
  return parsed.success ? { productId: parsed.data.productId, back: safeNext(parsed.data.back, '/my/wishlist') } : null
}
