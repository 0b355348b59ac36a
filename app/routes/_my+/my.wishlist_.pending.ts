import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { notFound } from '~/http/responses.server'
import { clearPendingWish, readPendingWish } from '~/session/pending-wish.server'
import { requireMember } from '~/session/signin.server'
import { changeWish } from './__wishlist.server'

/**
 * `/my/wishlist/pending` (decision 059): where sign-in sends a guest who pressed a heart. The 찜
 * kept in the signed cookie by that POST is stored now, and the member goes back to the page the
 * heart was on; without one (already stored, expired) the way leads to 찜한 상품.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const pending = await readPendingWish(request)
  const headers = new Headers({ 'set-cookie': await clearPendingWish() })
  if (!pending) return redirect('/my/wishlist', { headers })
  return changeWish(ctx, { productId: pending.productId, intent: 'add' }, { request, island: false, back: pending.back, headers })
}

export const action = () => {
  throw notFound()
}
