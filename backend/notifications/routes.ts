import type { Request, Router } from 'express'
import { z } from 'zod'
import { NOTIFICATION_RULES } from '../../app/domain/notifications'
import { requireSession } from '../accounts/tokens'
import { id } from '../commerce/cart-routes'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { listNotifications, readAllNotifications, readNotification, unreadNotifications } from './notifications'
import { cancelRestock, listRestock, requestRestock } from './restock'

const listBody = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(50).default(NOTIFICATION_RULES.pageSize),
})
const readBody = z.object({ notification_id: id })
const restockBody = z.object({ product_id: id, option_id: id })
const cancelBody = z.object({ request_id: id })

const member = async (ctx: Ctx, req: Request) => (await requireSession(ctx, sessionToken(req))).userId

/** Contract "V2: 알림 and 재입고 알림" (decision 063): every path is the member's own. */
export function registerNotificationRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx
  const post = (path: string, answer: (userId: number, body: unknown) => Promise<unknown>) =>
    router.post(
      path,
      handle(async (req, res) => {
        res.json(await answer(await member(ctx, req), req.body))
      }),
    )

  post('/notification/list', (userId, body) => {
    const { page, size } = parseInput(listBody, body)
    return listNotifications(db, userId, page, size)
  })
  post('/notification/unread-count', (userId) => unreadNotifications(db, userId))
  post('/notification/read', async (userId, body) => {
    const read = await readNotification(db, userId, parseInput(readBody, body).notification_id, ctx.now())
    if (!read) throw new HttpError(404, 'NOT_FOUND', undefined, { reason: 'NOTIFICATION_NOT_FOUND' })
    return read
  })
  post('/notification/read-all', (userId) => readAllNotifications(db, userId, ctx.now()))

  post('/restock/request', (userId, body) => {
    const { product_id, option_id } = parseInput(restockBody, body)
    return requestRestock(db, userId, product_id, option_id, ctx.now())
  })
  post('/restock/cancel', (userId, body) => cancelRestock(db, userId, parseInput(cancelBody, body).request_id))
  post('/restock/list', (userId) => listRestock(db, userId, ctx.now()))
}
