import { restock as MSG } from '../../app/domain/catalogue/core/restock'
import { RESTOCK_RULES, restockExpiresAt, restockFits } from '../../app/domain/restock'
import { SOLD_OUT_SQL } from '../commerce/options'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { notify } from './notify'

const refusal = (status: number, reason: string, message: string) =>
  new HttpError(status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message, { reason })

/** Waiting requests past their 90 days end here (decision 063), before anything counts them. */
const expire = (db: Queryable, userId: number, now: Date) =>
  db.query(`update restock_requests set status = 'EXPIRED' where user_id = $1 and status = 'WAITING' and expires_at <= $2`, [
    userId,
    now.toISOString(),
  ])

/**
 * 재입고 알림 신청 for a sold-out option of the product. A second request for the same option
 * changes nothing; an option in stock, or not the product's, is refused; the 11th product is
 * refused (RESTOCK_RULES). The member's row is locked so two requests at once cannot pass 10.
 */
export async function requestRestock(db: Db, userId: number, productId: number, optionId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [option] = await tx.query<{ sold_out: boolean }>(
      `select ${SOLD_OUT_SQL} as sold_out from product_options po join products p using (product_id)
        where po.option_id = $1 and po.product_id = $2`,
      [optionId, productId],
    )
    if (!option) throw refusal(404, 'PRODUCT_NOT_FOUND', MSG.notFound)
    if (!option.sold_out) throw refusal(400, 'OPTION_IN_STOCK', MSG.inStock)
    await tx.query('select 1 from users where user_id = $1 for update', [userId])
    await expire(tx, userId, now)
    const waiting = await tx.query<{ product_id: number; option_id: number }>(
      `select product_id, option_id from restock_requests where user_id = $1 and status = 'WAITING'`,
      [userId],
    )
    if (waiting.some((row) => row.option_id === optionId)) return { requested: true, already: true }
    if (
      !restockFits(
        waiting.map((row) => row.product_id),
        productId,
      )
    )
      throw refusal(400, 'RESTOCK_FULL', MSG.full(RESTOCK_RULES.maxProducts))
    await tx.query(`insert into restock_requests (user_id, product_id, option_id, created_at, expires_at) values ($1, $2, $3, $4, $5)`, [
      userId,
      productId,
      optionId,
      now.toISOString(),
      restockExpiresAt(now).toISOString(),
    ])
    return { requested: true, already: false }
  })
}

/** 취소 of a waiting request of the member's; another member's (or an ended one) is not found. */
export async function cancelRestock(db: Queryable, userId: number, requestId: number) {
  const [row] = await db.query<{ request_id: number }>(
    `update restock_requests set status = 'CANCELLED' where request_id = $1 and user_id = $2 and status = 'WAITING' returning request_id`,
    [requestId, userId],
  )
  if (!row) throw refusal(404, 'REQUEST_NOT_FOUND', MSG.requestNotFound)
  return { request_id: requestId, cancelled: true }
}

/** The member's waiting and notified requests, newest first (cancelled and expired ones are gone). */
export async function listRestock(db: Db, userId: number, now: Date) {
  await expire(db, userId, now)
  const rows = await db.query<{ created_at: Date | string; expires_at: Date | string; notified_at: Date | string | null }>(
    `select r.request_id, r.product_id, r.option_id, r.status, r.created_at, r.expires_at, r.notified_at,
            p.product_name, po.name as option_name, '/cdn/products/' || p.product_id || '.svg' as image_url, ${SOLD_OUT_SQL} as sold_out
       from restock_requests r join product_options po using (option_id) join products p on p.product_id = r.product_id
      where r.user_id = $1 and r.status in ('WAITING', 'NOTIFIED')
      order by r.created_at desc, r.request_id desc limit 100`,
    [userId],
  )
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())
  return {
    requests: rows.map((row) => ({
      ...row,
      created_at: iso(row.created_at),
      expires_at: iso(row.expires_at),
      notified_at: iso(row.notified_at),
    })),
    max_products: RESTOCK_RULES.maxProducts,
  }
}

/**
 * Decision 063: after stock moved (inside the same transaction), every waiting request for an
 * option of these products that can be bought again is sent once — an 알림톡 through the connect
 * service's outbox and a notice in 알림 — and ends NOTIFIED. The `status = 'WAITING'` update takes
 * each row's lock, so a second worker moving the same stock finds nothing left to send.
 */
export async function sendRestockNotices(tx: Queryable, productIds: readonly number[], now: Date): Promise<number> {
  if (productIds.length === 0) return 0
  const sent = await tx.query<{ user_id: number; product_id: number; product_name: string; option_name: string; mobile_no: string | null }>(
    `with due as (
       update restock_requests r set status = 'NOTIFIED', notified_at = $2
         from product_options po join products p using (product_id)
        where r.option_id = po.option_id and r.status = 'WAITING' and r.expires_at > $2
          and po.product_id = any($1::int[]) and not ${SOLD_OUT_SQL}
        returning r.user_id, r.product_id, p.product_name, po.name as option_name
     )
     select due.*, u.mobile_no from due join users u using (user_id)`,
    [productIds, now.toISOString()],
  )
  for (const row of sent) {
    await notify(
      tx,
      {
        userId: row.user_id,
        kind: 'RESTOCK',
        title: MSG.noticeTitle,
        body: MSG.noticeBody(row.product_name, row.option_name),
        link: `/product/detail/${row.product_id}`,
      },
      now,
    )
    if (row.mobile_no)
      await tx.query('insert into sms_outbox (mobile_no, text, sent_at) values ($1, $2, $3)', [
        row.mobile_no,
        MSG.sms(row.product_name, row.option_name),
        now.toISOString(),
      ])
  }
  return sent.length
}
