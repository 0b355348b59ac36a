import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESTOCK_RULES } from '../../app/domain/restock'
import type { RunningBackend } from '../index'
import { fillCart, pickOptions, placeOrder, shopper, v2Call } from './commerce-helpers'
import { postJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let alice: string
let bob: string
const ALICE = 10
const BOB = 11
const ALICE_MOBILE = '01090000010'
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const hook = (path: string, body: Record<string, unknown>) => postJson(`${backend.url}/v2/test${path}`, body)
type Pick = { option_id: number; product_id: number }

/** Sold-out options of `count` distinct products (the test hook empties them first). */
async function soldOut(count: number, skip: number): Promise<Pick[]> {
  const picks = await backend.db.query<Pick>(
    `select distinct on (product_id) option_id, product_id from product_options order by product_id, sort offset $1 limit $2`,
    [skip, count],
  )
  for (const pick of picks) await hook('/products/stock', { option_id: pick.option_id, stock: 0 })
  return picks
}
const outbox = () =>
  backend.db.query<{ text: string }>('select text from sms_outbox where mobile_no = $1 order by message_id', [ALICE_MOBILE])
const notices = (userId: number) =>
  backend.db.query<{ kind: string; link: string }>('select kind, link from notifications where user_id = $1 order by notification_id', [
    userId,
  ])
const waiting = async (userId: number) =>
  (
    await backend.db.query<{ count: number }>(
      `select count(*)::int as count from restock_requests where user_id = $1 and status = 'WAITING'`,
      [userId],
    )
  )[0]?.count

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
  await backend.db.query('delete from restock_requests where user_id in (10, 11)')
  await backend.db.query('delete from notifications where user_id in (10, 11)')
  await backend.db.query('update users set mobile_no = $2 where user_id = $1', [ALICE, ALICE_MOBILE])
  alice = await signIn(backend, ALICE)
  bob = await signIn(backend, BOB)
})
afterAll(() => backend.close())

describe('V2 재입고 알림 (decision 063)', () => {
  it('asks once per option, refuses an option in stock, and is the member’s own', async () => {
    const [a] = await soldOut(1, 40)
    if (!a) throw new Error('no option')
    expect((await call('/restock/request', null, { product_id: a.product_id, option_id: a.option_id })).status).toBe(401)
    const first = await call('/restock/request', alice, { product_id: a.product_id, option_id: a.option_id })
    expect(first.body).toEqual({ requested: true, already: false })
    expect((await call('/restock/request', alice, { product_id: a.product_id, option_id: a.option_id })).body.already).toBe(true)
    expect(await waiting(ALICE)).toBe(1)

    const list = await call('/restock/list', alice)
    expect(list.body.requests).toEqual([expect.objectContaining({ product_id: a.product_id, option_id: a.option_id, status: 'WAITING' })])
    const requestId = list.body.requests[0].request_id as number
    const days = (Date.parse(list.body.requests[0].expires_at) - Date.parse(list.body.requests[0].created_at)) / 86_400_000
    expect(days).toBe(RESTOCK_RULES.keepDays)

    // Another member can neither see nor cancel it.
    expect((await call('/restock/list', bob)).body.requests).toEqual([])
    const stranger = await call('/restock/cancel', bob, { request_id: requestId })
    expect(stranger.status).toBe(404)
    expect(stranger.body.reason).toBe('REQUEST_NOT_FOUND')
    expect(await waiting(ALICE)).toBe(1)

    expect((await call('/restock/cancel', alice, { request_id: requestId })).status).toBe(200)
    expect(await waiting(ALICE)).toBe(0)
    expect((await call('/restock/cancel', alice, { request_id: requestId })).status).toBe(404)

    // An option on sale, or one not of the product, stores nothing.
    await hook('/products/stock', { option_id: a.option_id, stock: 5 })
    const inStock = await call('/restock/request', alice, { product_id: a.product_id, option_id: a.option_id })
    expect([inStock.status, inStock.body.reason]).toEqual([400, 'OPTION_IN_STOCK'])
    const wrong = await call('/restock/request', alice, { product_id: a.product_id + 1, option_id: a.option_id })
    expect([wrong.status, wrong.body.reason]).toEqual([404, 'PRODUCT_NOT_FOUND'])
    expect((await call('/restock/request', alice, { product_id: 'x', option_id: -1 })).status).toBe(400)
    expect(await waiting(ALICE)).toBe(0)
  })

  it('keeps at most 10 products: the 11th is refused in Korean with nothing stored', async () => {
    const picks = await soldOut(RESTOCK_RULES.maxProducts + 1, 60)
    for (const pick of picks.slice(0, RESTOCK_RULES.maxProducts))
      expect((await call('/restock/request', bob, { product_id: pick.product_id, option_id: pick.option_id })).status).toBe(200)
    const last = picks[RESTOCK_RULES.maxProducts]
    if (!last) throw new Error('no option')
    const eleventh = await call('/restock/request', bob, { product_id: last.product_id, option_id: last.option_id })
    expect(eleventh.status).toBe(400)
    expect(eleventh.body.reason).toBe('RESTOCK_FULL')
    expect(eleventh.body.message).toContain('최대 10개')
    expect(await waiting(BOB)).toBe(RESTOCK_RULES.maxProducts)
    for (const request of (await call('/restock/list', bob)).body.requests)
      await call('/restock/cancel', bob, { request_id: request.request_id })
  })

  it('back in stock: one 알림톡 and one 알림 per request, then the request ends; more stock sends none', async () => {
    const [a] = await soldOut(1, 80)
    if (!a) throw new Error('no option')
    await call('/restock/request', alice, { product_id: a.product_id, option_id: a.option_id })
    const smsBefore = (await outbox()).length
    const noticesBefore = (await notices(ALICE)).length

    expect((await hook('/products/stock', { option_id: a.option_id, stock: 3 })).body.restock_notices).toBe(1)
    const sms = await outbox()
    expect(sms).toHaveLength(smsBefore + 1)
    expect(sms.at(-1)?.text).toContain('재입고')
    expect((await notices(ALICE)).slice(noticesBefore)).toEqual([{ kind: 'RESTOCK', link: `/product/detail/${a.product_id}` }])
    expect((await call('/restock/list', alice)).body.requests[0]).toMatchObject({ option_id: a.option_id, status: 'NOTIFIED' })

    // A second stock change, and sold out and back again, send nothing more.
    expect((await hook('/products/stock', { option_id: a.option_id, stock: 9 })).body.restock_notices).toBe(0)
    await hook('/products/stock', { option_id: a.option_id, stock: 0 })
    expect((await hook('/products/stock', { option_id: a.option_id, stock: 2 })).body.restock_notices).toBe(0)
    expect(await outbox()).toHaveLength(smsBefore + 1)
    expect(await notices(ALICE)).toHaveLength(noticesBefore + 1)
  })

  it('two stock changes at once send the notice once', async () => {
    const [a] = await soldOut(1, 90)
    if (!a) throw new Error('no option')
    await call('/restock/request', alice, { product_id: a.product_id, option_id: a.option_id })
    const before = (await notices(ALICE)).length
    const answers = await Promise.all([4, 6].map((stock) => hook('/products/stock', { option_id: a.option_id, stock })))
    expect(answers.map((answer) => answer.body.restock_notices).sort()).toEqual([0, 1])
    expect(await notices(ALICE)).toHaveLength(before + 1)
  })
})

describe('a request past its 90 days (decision 063)', () => {
  it('ends unsent: not listed, not counted toward the 10, and nothing sent when the option is back', async () => {
    const [a] = await soldOut(1, 120)
    if (!a) throw new Error('no option')
    await call('/restock/request', alice, { product_id: a.product_id, option_id: a.option_id })
    await backend.db.query(
      `update restock_requests set expires_at = now() - interval '1 second' where user_id = $1 and option_id = $2 and status = 'WAITING'`,
      [ALICE, a.option_id],
    )
    expect((await call('/restock/list', alice)).body.requests.map((r: { option_id: number }) => r.option_id)).not.toContain(a.option_id)
    const before = (await notices(ALICE)).length
    expect((await hook('/products/stock', { option_id: a.option_id, stock: 4 })).body.restock_notices).toBe(0)
    expect(await notices(ALICE)).toHaveLength(before)
    const [row] = await backend.db.query<{ status: string }>('select status from restock_requests where user_id = $1 and option_id = $2', [
      ALICE,
      a.option_id,
    ])
    expect(row?.status).toBe('EXPIRED')
  })
})

describe('an order’s cancel gives stock back (decision 063)', () => {
  it('sends the 재입고 알림 of the option it brings back', async () => {
    const { token, addressId } = await shopper(backend, 103)
    const [a] = await pickOptions(backend, { skip: 460, minStock: 2 })
    if (!a) throw new Error('no option')
    await hook('/products/stock', { option_id: a.option_id, stock: 1 })
    const placed = await placeOrder(backend, token, await fillCart(backend, token, [{ option_id: a.option_id }]), { address_id: addressId })
    expect(placed.status).toBe(200)
    // The last one sold: the option is 품절 and Alice asks to hear of it.
    expect((await call('/restock/request', alice, { product_id: a.product_id, option_id: a.option_id })).body.already).toBe(false)
    const before = (await notices(ALICE)).length
    const cancelled = await call('/order/billing/cancel', token, { order_id: placed.body.order_id, reason_code: 'REORDER' })
    expect(cancelled.status).toBe(200)
    expect((await notices(ALICE)).slice(before)).toEqual([{ kind: 'RESTOCK', link: `/product/detail/${a.product_id}` }])
  })
})

describe('V2 알림 (decision 063)', () => {
  it('lists newest first with the unread count, reads one and all, and hides other members’', async () => {
    await backend.db.query('delete from notifications where user_id = $1', [BOB])
    for (const [title, at] of [
      ['첫 알림', '2026-01-01T00:00:00Z'],
      ['둘째 알림', '2026-01-02T00:00:00Z'],
    ])
      await backend.db.query(
        `insert into notifications (user_id, kind, title, body, link, created_at) values ($1, 'NOTICE', $2, '본문', '/my', $3)`,
        [BOB, title, at],
      )
    expect((await call('/notification/unread-count', bob)).body).toEqual({ unread_count: 2 })
    const list = await call('/notification/list', bob)
    expect(list.body).toMatchObject({ total_count: 2, unread_count: 2, page: 1 })
    expect(list.body.notifications.map((n: { title: string }) => n.title)).toEqual(['둘째 알림', '첫 알림'])
    const [newest] = list.body.notifications

    expect((await call('/notification/read', alice, { notification_id: newest.notification_id })).status).toBe(404)
    expect((await call('/notification/unread-count', bob)).body.unread_count).toBe(2)
    expect((await call('/notification/read', bob, { notification_id: newest.notification_id })).body).toEqual({
      notification_id: newest.notification_id,
      link: '/my',
      unread_count: 1,
    })
    expect((await call('/notification/list', bob)).body.notifications.map((n: { read: boolean }) => n.read)).toEqual([true, false])
    expect((await call('/notification/read-all', bob)).body).toEqual({ unread_count: 0 })
    expect((await call('/notification/unread-count', bob)).body.unread_count).toBe(0)
    expect((await call('/notification/list', null)).status).toBe(401)
  })
})

describe('the seed (decision 063)', () => {
  it('gives the demo member waiting requests for sold-out options, one told, and an unread restock notice', async () => {
    const demo = await signIn(backend, 1)
    const { requests } = (await call('/restock/list', demo)).body as { requests: { status: string; sold_out: boolean }[] }
    expect(requests.filter((r) => r.status === 'WAITING').length).toBeGreaterThanOrEqual(2)
    expect(requests.filter((r) => r.status === 'WAITING').every((r) => r.sold_out)).toBe(true)
    expect(requests.filter((r) => r.status === 'NOTIFIED')).toHaveLength(1)
    expect((await call('/notification/unread-count', demo)).body.unread_count).toBeGreaterThanOrEqual(1)
  })
})
