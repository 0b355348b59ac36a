import { describe, expect, test } from 'vitest'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, signInNext, visit } from '../../../tests/fixtures/route-browser'
import { shopperWithDeliveredOrder, signedInShopper } from '../../../tests/fixtures/route-members'
import { loader } from './exchange-return._index'

/** `/exchange-return`: the member's exchange and return requests and where each stands (decision 048). */
const live = liveBackendForFile()

type Page = { requests: { requestId: number; orderId: number; type: string; status: string }[] }

/** A member whose delivered order has a return asked for its first line. */
async function memberWithReturn(tag: string, skip: number) {
  const shopper = await shopperWithDeliveredOrder(live.backend, tag, skip)
  const asked = await v2Call(live.backend, '/exchange-return/request', shopper.token, {
    order_id: shopper.orderId,
    type: 'RETURN',
    reason_code: 'DAMAGED',
    lines: [{ line_no: 1, quantity: 1 }],
  })
  expect(asked.status, JSON.stringify(asked.body)).toBe(200)
  return shopper
}

describe('the exchange and return list (decision 048)', () => {
  test('shows the member’s return as V2 keeps it, never stored', async () => {
    const { browser, token, orderId } = await memberWithReturn('erlist', 400)
    const answer = await visit(browser, loader, '/exchange-return')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as Page
    const stored = (await v2Call(live.backend, '/exchange-return/list', token)).body as { requests: { request_id: number }[] }
    expect(page.requests).toHaveLength(1)
    expect(page.requests[0]).toMatchObject({ orderId, type: 'RETURN', status: 'REQUESTED' })
    expect(page.requests[0]?.requestId).toBe(stored.requests[0]?.request_id)
  })

  test('another member’s requests are not shown; a member without any sees an empty list', async () => {
    await memberWithReturn('ertheirs', 410)
    const { browser } = await signedInShopper(live.backend, 'ermine')
    const answer = await visit(browser, loader, '/exchange-return')
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as Page).requests).toEqual([])
  })

  test('[R6.1] a guest is sent to sign in', async () => {
    const answer = await visit(new Browser(), loader, '/exchange-return')
    expect(signInNext(answer)).toBe('/exchange-return')
  })
})
