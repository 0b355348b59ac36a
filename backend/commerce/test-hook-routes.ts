import type { Router } from 'express'
import { z } from 'zod'
import { RETURN_STEP_MS, RETURN_STEPS } from '../../app/domain/after-sales-steps'
import type { Ctx } from '../context'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { sendRestockNotices } from '../notifications/restock'
import { syncSoldOut } from './options'

const orderStatusBody = z.object({
  order_id: z.number().int().min(1).max(2_147_483_647),
  status: z.enum(['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED']),
})
const advanceBody = z.object({ request_id: z.number().int().min(1).max(2_147_483_647), step: z.enum(RETURN_STEPS) })
const stockBody = z.object({ option_id: z.number().int().min(1).max(2_147_483_647), stock: z.number().int().min(0).max(100_000) })

/** Contract "Test hooks (shopping)", mounted with the other test hooks at /v2/test. */
export function registerCommerceTestHooks(router: Router, ctx: Ctx): void {
  // Moves an order (e.g. to DELIVERED: delivered now, so exchange and return are open for 7 days, decision 044).
  router.post(
    '/orders/status',
    handle(async (req, res) => {
      const body = parseInput(orderStatusBody, req.body)
      const [row] = await ctx.db.query<{ order_id: number; status: string }>(
        `update orders set status = $2, shipping_time = case when $2 = 'DELIVERED' then $3::timestamptz else shipping_time end
          where order_id = $1 and status not in ('PENDING', 'FAILED') returning order_id, status`,
        [body.order_id, body.status, ctx.now().toISOString()],
      )
      if (!row) throw new HttpError(404, 'NOT_FOUND')
      res.json({ ok: true, ...row })
    }),
  )

  // Decision 048: moves an exchange or return to a step, as if its days had passed (the stand-in counts from progress_from).
  router.post(
    '/exchange-returns/advance',
    handle(async (req, res) => {
      const body = parseInput(advanceBody, req.body)
      const back = RETURN_STEPS.indexOf(body.step) * RETURN_STEP_MS
      const [row] = await ctx.db.query<{ request_id: number }>(
        'update exchange_returns set progress_from = $2 where request_id = $1 and completed_at is null returning request_id',
        [body.request_id, new Date(ctx.now().getTime() - back).toISOString()],
      )
      if (!row) throw new HttpError(404, 'NOT_FOUND')
      res.json({ ok: true, request_id: row.request_id, step: body.step })
    }),
  )

  // Sets an option's stock; its sold-out flag and the product's follow.
  router.post(
    '/products/stock',
    handle(async (req, res) => {
      const body = parseInput(stockBody, req.body)
      const answer = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.query<{ product_id: number }>(
          'update product_options set stock = $2 where option_id = $1 returning product_id',
          [body.option_id, body.stock],
        )
        if (!row) return null
        await syncSoldOut(tx, [row.product_id])
        // Decision 063: back in stock sends its 재입고 알림 in the same transaction.
        const restockNotices = await sendRestockNotices(tx, [row.product_id], ctx.now())
        return { ok: true, restock_notices: restockNotices, option_id: body.option_id, stock: body.stock, sold_out: body.stock === 0 }
      })
      if (!answer) throw new HttpError(404, 'NOT_FOUND')
      res.json(answer)
    }),
  )
}
