import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { shopperWithOrder, shopperWithSubscription, subscriptionRow } from '../../../tests/fixtures/route-members'
import { action, loader } from './order.billing.cancel'

/**
 * `/order/billing/cancel?orderId=`: a paid order cancelled before it ships, with a reason (spec §9);
 * `?subscriptionId=` ends a subscription's regular payment the same way (decision 013).
 */
const live = liveBackendForFile()

const orderRow = async (orderId: number) =>
  (
    await live.backend.db.query<{ status: string; cancel_reason_code: string | null }>(
      'select status, cancel_reason_code from orders where order_id = $1',
      [orderId],
    )
  )[0]

type Result = { result: { error?: Record<string, string[] | null> } }

describe('the cancel page', () => {
  test('shows the member’s paid order as cancellable, never stored', async () => {
    const { browser, orderId } = await shopperWithOrder(live.backend, 'cancelpage', 300)
    const answer = await visit(browser, loader, `/order/billing/cancel?orderId=${orderId}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as { order: { orderId: number; status: string }; cancellable: boolean }
    expect(page.order).toMatchObject({ orderId, status: 'PAID' })
    expect(page.cancellable).toBe(true)
  })

  test('an order already shipping is shown as not cancellable', async () => {
    const { browser, orderId } = await shopperWithOrder(live.backend, 'cancelship', 310)
    await live.backend.db.query(`update orders set status = 'SHIPPING' where order_id = $1`, [orderId])
    const page = (await (await visit(browser, loader, `/order/billing/cancel?orderId=${orderId}`)).json()) as { cancellable: boolean }
    expect(page.cancellable).toBe(false)
  })

  test('someone else’s order, an unknown one or a malformed id is the not-found page, never a 5xx', async () => {
    const theirs = await shopperWithOrder(live.backend, 'canceltheirs', 320)
    const mine = await shopperWithOrder(live.backend, 'cancelmine', 330)
    for (const id of [String(theirs.orderId), '99999999', 'abc']) {
      const answer = await visit(mine.browser, loader, `/order/billing/cancel?orderId=${id}`)
      expect(answer.status, id).toBe(404)
    }
  })

  test('[R6.1] a guest is sent to sign in', async () => {
    const answer = await visit(new Browser(), loader, '/order/billing/cancel?orderId=1')
    expect(signInNext(answer)).toBe('/order/billing/cancel?orderId=1')
  })
})

describe('cancelling an order', () => {
  test('with a reason: the order is cancelled, the toast says when the money comes back, and the order page follows', async () => {
    const { browser, orderId } = await shopperWithOrder(live.backend, 'canceldone', 340)
    const answer = await visit(
      browser,
      action,
      '/order/billing/cancel',
      formPost({ orderId: String(orderId), reasonCode: 'CHANGE_OF_MIND' }),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/order-history/${orderId}`)
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.cancel.done)
    expect(await orderRow(orderId)).toEqual({ status: 'CANCELLED', cancel_reason_code: 'CHANGE_OF_MIND' })
  })

  test('no reason, or 기타 without words: the Korean error under the field, the order still paid', async () => {
    const { browser, orderId } = await shopperWithOrder(live.backend, 'cancelnoreason', 350)
    const none = await visit(browser, action, '/order/billing/cancel', formPost({ orderId: String(orderId) }))
    expect(none.status).toBe(400)
    expect(((await none.json()) as Result).result.error?.reasonCode).toEqual([SHOP_MSG.cancel.reasonRequired])
    const other = await visit(browser, action, '/order/billing/cancel', formPost({ orderId: String(orderId), reasonCode: 'OTHER' }))
    expect(other.status).toBe(400)
    expect(((await other.json()) as Result).result.error?.reasonText).toEqual([SHOP_MSG.cancel.reasonTextRequired])
    expect((await orderRow(orderId))?.status).toBe('PAID')
  })

  test('an order that has shipped is refused with what to do instead, and stays as it was', async () => {
    const { browser, orderId } = await shopperWithOrder(live.backend, 'cancellate', 360)
    await live.backend.db.query(`update orders set status = 'SHIPPING' where order_id = $1`, [orderId])
    const answer = await visit(browser, action, '/order/billing/cancel', formPost({ orderId: String(orderId), reasonCode: 'REORDER' }))
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Result).result.error?.['']).toEqual([SHOP_MSG.cancel.notCancellable])
    expect((await orderRow(orderId))?.status).toBe('SHIPPING')
  })

  test('sent again after it went through, the order is said to be cancelled already, not shipped', async () => {
    const { browser, orderId } = await shopperWithOrder(live.backend, 'cancelagain', 390)
    const fields = formPost({ orderId: String(orderId), reasonCode: 'REORDER' })
    expect((await visit(browser, action, '/order/billing/cancel', fields)).status).toBe(302)
    const again = await visit(browser, action, '/order/billing/cancel', formPost({ orderId: String(orderId), reasonCode: 'REORDER' }))
    expect(again.status).toBe(400)
    expect(((await again.json()) as Result).result.error?.['']).toEqual([SHOP_MSG.cancel.alreadyCancelled])
    expect(await orderRow(orderId)).toEqual({ status: 'CANCELLED', cancel_reason_code: 'REORDER' })
  })

  test('someone else’s order cannot be cancelled', async () => {
    const theirs = await shopperWithOrder(live.backend, 'cancelother', 370)
    const mine = await shopperWithOrder(live.backend, 'cancelself', 380)
    const answer = await visit(
      mine.browser,
      action,
      '/order/billing/cancel',
      formPost({ orderId: String(theirs.orderId), reasonCode: 'CHANGE_OF_MIND' }),
    )
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Result).result.error?.['']).toEqual([MSG.error.notFound])
    expect((await orderRow(theirs.orderId))?.status).toBe('PAID')
  })
})

describe('ending a subscription’s regular payment (decision 013)', () => {
  test('the page shows the member’s subscription; someone else’s is not found', async () => {
    const { browser, subscriptionId } = await shopperWithSubscription(live.backend, 'subcancelpage')
    const theirs = await shopperWithSubscription(live.backend, 'subcancelpagetheirs')
    const answer = await visit(browser, loader, `/order/billing/cancel?subscriptionId=${subscriptionId}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(((await answer.json()) as { subscription: { subscriptionId: number } }).subscription.subscriptionId).toBe(subscriptionId)
    expect((await visit(browser, loader, `/order/billing/cancel?subscriptionId=${theirs.subscriptionId}`)).status).toBe(404)
  })

  test('with a reason it ends, says no more payments, and the list follows', async () => {
    const { browser, subscriptionId } = await shopperWithSubscription(live.backend, 'subcanceldone')
    const answer = await visit(
      browser,
      action,
      '/order/billing/cancel',
      formPost({ subscriptionId: String(subscriptionId), reasonCode: 'PRICE' }),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/subscription')
    expect((await toastOf(browser))?.message).toBe(SUBSCRIPTION_MSG.cancelForm.done)
    expect((await subscriptionRow(live.backend, subscriptionId))?.status).toBe('CANCELLED')
  })

  test('no reason, or someone else’s subscription: refused in Korean, still running', async () => {
    const { browser, subscriptionId } = await shopperWithSubscription(live.backend, 'subcancelbad')
    const theirs = await shopperWithSubscription(live.backend, 'subcanceltheirs')
    const none = await visit(browser, action, '/order/billing/cancel', formPost({ subscriptionId: String(subscriptionId) }))
    expect(none.status).toBe(400)
    expect(((await none.json()) as Result).result.error?.reasonCode).toEqual([SUBSCRIPTION_MSG.cancelForm.reasonRequired])
    const other = await visit(
      browser,
      action,
      '/order/billing/cancel',
      formPost({ subscriptionId: String(theirs.subscriptionId), reasonCode: 'PRICE' }),
    )
    expect(other.status).toBe(400)
    expect(((await other.json()) as Result).result.error?.['']).toEqual([MSG.error.notFound])
    expect((await subscriptionRow(live.backend, subscriptionId))?.status).toBe('ACTIVE')
    expect((await subscriptionRow(live.backend, theirs.subscriptionId))?.status).toBe('ACTIVE')
  })
})
