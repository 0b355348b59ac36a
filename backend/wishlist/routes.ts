import type { Request, Router } from 'express'
import { z } from 'zod'
import { WISHLIST_RULES } from '../../app/domain/wishlist'
import { requireSession } from '../accounts/tokens'
import { id } from '../commerce/cart-routes'
import { snakeKeys } from '../commerce/errors'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { loadSummaries } from '../search/summaries'
import { addWish, listWishes, removeWish, wishedIds, wishState } from './wishlist'

const productBody = z.object({ product_id: id })
const listBody = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(50).default(WISHLIST_RULES.pageSize),
})

const member = async (ctx: Ctx, req: Request) => (await requireSession(ctx, sessionToken(req))).userId

/** Contract "V2: 찜" (decision 059): a member's wishlist and a product's 찜 count. */
export function registerWishlistRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx

  router.post(
    '/wishlist/add',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const productId = parseInput(productBody, req.body).product_id
      const state = await addWish(db, userId, productId, ctx.now())
      // The product as cards show it, for the shop's add_to_wishlist event (spec §3's fields).
      const [product] = await loadSummaries(db, [productId])
      res.json({ ...state, product: product ? snakeKeys(product) : null })
    }),
  )

  router.post(
    '/wishlist/remove',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json(await removeWish(db, userId, parseInput(productBody, req.body).product_id))
    }),
  )

  router.post(
    '/wishlist/list',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(listBody, req.body)
      res.json(await listWishes(db, userId, body.page, body.size))
    }),
  )

  router.post(
    '/wishlist/ids',
    handle(async (req, res) => {
      res.json({ product_ids: await wishedIds(db, await member(ctx, req)) })
    }),
  )

  // Guest allowed: the count is public; `wished` is the member's own (false for a guest).
  router.post(
    '/wishlist/count',
    handle(async (req, res) => {
      const token = sessionToken(req)
      const userId = token ? (await requireSession(ctx, token)).userId : null
      res.json(await wishState(db, parseInput(productBody, req.body).product_id, userId))
    }),
  )
}
