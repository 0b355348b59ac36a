import express, { type ErrorRequestHandler, type Request, Router } from 'express'
import { z } from 'zod'
import { newKey } from '../commerce/orders'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { handle } from '../http/handler'
import { sendPage } from '../http/html-page'
import { decideMembershipCheckout, findMembershipCheckout, MEMBERSHIP_KEY_PREFIX } from '../membership/checkout'
import { checkoutPage, payErrorPage } from './pages'
import type { PendingView } from './pending'

const UNKNOWN = '결제 정보를 찾을 수 없어요.'
const FINISHED = '이미 처리된 결제예요.'

const keyQuery = z.object({ key: z.string().min(1).max(100) })
const decisionBody = keyQuery.extend({ decision: z.enum(['approve', 'decline']) })

/**
 * The shop order behind a checkout key, with a title like "닥터펫 연어 사료 2kg 외 2건". With `lock`
 * the order row is locked by a statement of its own first: on a PostgreSQL server a `for update`
 * that waited re-reads only the locked row, not the joined payment, so a double-clicked decision
 * saw the order decided without its payment (410 instead of the same answer). The read after the
 * lock sees what the other click committed.
 */
async function findOrderCheckout(db: Queryable, orderKey: string, { lock = false } = {}): Promise<PendingView | null> {
  if (lock) await db.query('select 1 from orders where order_key = $1 for update', [orderKey])
  const [row] = await db.query<PendingView>(
    `select o.order_id as id, o.status, o.total_price, o.payment_method, o.return_url,
            pm.payment_key is not null as paid, pm.payment_key, pm.status as payment_status,
            (select p.product_name || case when count(*) over () > 1 then ' 외 ' || (count(*) over () - 1) || '건' else '' end
               from order_items oi join products p using (product_id) where oi.order_id = o.order_id order by oi.line_no limit 1) as title
       from orders o left join payments pm on pm.order_id = o.order_id
      where o.order_key = $1`,
    [orderKey],
  )
  return row ?? null
}

/** The decision on a shop order: one payment row; a declined order is over (/order/confirm answers PAYMENT_DECLINED). */
async function decideOrderCheckout(tx: Queryable, order: PendingView, paymentKey: string, approved: boolean, now: string): Promise<void> {
  await tx.query(
    'insert into payments (payment_key, order_id, amount, method, status, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)',
    [paymentKey, order.id, order.total_price, order.payment_method, approved ? 'APPROVED' : 'DECLINED', now],
  )
  if (!approved) await tx.query(`update orders set status = 'FAILED', failure_reason = 'PAYMENT_DECLINED' where order_id = $1`, [order.id])
}

/** Shop orders and 펫멤버십 joins share the checkout page; the key says which one it pays. */
const sourceOf = (key: string) =>
  key.startsWith(MEMBERSHIP_KEY_PREFIX)
    ? { find: findMembershipCheckout, decide: decideMembershipCheckout }
    : { find: findOrderCheckout, decide: decideOrderCheckout }

const findCheckout = (db: Queryable, key: string, opts: { lock?: boolean } = {}): Promise<PendingView | null> =>
  sourceOf(key).find(db, key, opts)

const finished = (order: PendingView) => order.status !== 'PENDING' || order.paid

/**
 * The decision this checkout already has, when `decision` is the same one: approved (and then
 * captured, or voided because the shop refused it) or declined. A double-clicked 결제 승인 posts
 * twice and the browser shows only the second answer, so that answer must lead where the first did.
 */
function sameDecision(order: PendingView, decision: 'approve' | 'decline'): string | null {
  if (!order.payment_key) return null
  const made = decision === 'approve' ? ['APPROVED', 'CAPTURED', 'VOIDED'] : ['DECLINED']
  return made.includes(order.payment_status ?? '') ? order.payment_key : null
}

/** `return_url?orderKey=…&paymentKey=…&result=…`, keeping a query or fragment return_url already has. */
function returnTarget(returnUrl: string, params: Record<string, string>): string {
  const [path = '/', fragment] = returnUrl.split('#', 2)
  const query = new URLSearchParams(params).toString()
  return `${path}${path.includes('?') ? '&' : '?'}${query}${fragment === undefined ? '' : `#${fragment}`}`
}

/**
 * The payment stand-in (contract "The payment stand-in"): the shop mounts it at /pay on its own
 * origin (like /oauth); the backend serves it at /pay too. Plain HTML forms, no script.
 */
export function payRouter(ctx: Ctx, log: (error: unknown) => void): Router {
  const router = Router()
  router.use(express.urlencoded({ extended: false, limit: '4kb' }))

  router.get(
    '/checkout',
    handle(async (req: Request, res) => {
      const query = keyQuery.safeParse(req.query)
      const order = query.success ? await findCheckout(ctx.db, query.data.key) : null
      if (!order) return sendPage(res, 404, payErrorPage(UNKNOWN))
      if (finished(order)) return sendPage(res, 410, payErrorPage(FINISHED))
      const action = `${req.baseUrl}/checkout`
      sendPage(
        res,
        200,
        checkoutPage({
          action,
          orderKey: query.data?.key ?? '',
          amount: order.total_price,
          method: order.payment_method,
          title: order.title,
        }),
      )
    }),
  )

  router.post(
    '/checkout',
    handle(async (req, res) => {
      const body = decisionBody.safeParse(req.body)
      if (!body.success) return sendPage(res, 400, payErrorPage('결제 요청이 올바르지 않아요.'))
      const { key, decision } = body.data
      const now = ctx.now().toISOString()
      const outcome = await ctx.db.transaction(async (tx): Promise<{ status: 404 | 410; message: string } | { target: string }> => {
        const order = await findCheckout(tx, key, { lock: true })
        if (!order) return { status: 404, message: UNKNOWN }
        const approved = decision === 'approve'
        const result = approved ? 'approved' : 'declined'
        const made = sameDecision(order, decision)
        // The same answer again, and no second payment: the return path confirms idempotently.
        if (made) return { target: returnTarget(order.return_url, { orderKey: key, paymentKey: made, result }) }
        if (finished(order)) return { status: 410, message: FINISHED }
        const paymentKey = newKey('pay')
        await sourceOf(key).decide(tx, order, paymentKey, approved, now)
        return { target: returnTarget(order.return_url, { orderKey: key, paymentKey, result }) }
      })
      if ('status' in outcome) return sendPage(res, outcome.status, payErrorPage(outcome.message))
      res.set('Cache-Control', 'no-store')
      res.redirect(303, outcome.target)
    }),
  )

  router.use((_req, res) => sendPage(res, 404, payErrorPage('페이지를 찾을 수 없어요.')))
  const errors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error)
    const status = (error as { status?: unknown }).status
    const clientError = typeof status === 'number' && status >= 400 && status < 500
    if (!clientError) log(error)
    sendPage(res, clientError ? 400 : 500, payErrorPage(clientError ? '요청을 읽을 수 없어요.' : '잠시 후 다시 시도해 주세요.'))
  }
  router.use(errors)
  return router
}
