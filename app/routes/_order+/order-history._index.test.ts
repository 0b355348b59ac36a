import { describe, expect, test } from 'vitest'
import * as SHOP_MSG from '~/domain/messages.shop'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, signInNext, visit } from '../../../tests/fixtures/route-browser'
import { shopperWithOrder, signedInShopper } from '../../../tests/fixtures/route-members'
import { loader } from './order-history._index'

/** `/order-history`: the member's own orders, newest first, as V2 keeps them. */
const live = liveBackendForFile()

type Page = {
  orders: { orderId: number; status: string; totalPrice: number }[]
  totalCount: number
  page: number
  views: Record<string, { status: string }>
}

describe('the order history', () => {
  test('lists the member’s orders as V2 answers them, with each one’s status, never stored', async () => {
    const { browser, token, orderId } = await shopperWithOrder(live.backend, 'histlist', 200)
    const answer = await visit(browser, loader, '/order-history')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as Page
    const stored = (await v2Call(live.backend, '/order/list', token, { page: 1, size: 10 })).body as {
      orders: { order_id: number; total_price: number }[]
    }
    expect(page.orders.map((o) => o.orderId)).toEqual([orderId])
    expect(page.orders[0]?.totalPrice).toBe(stored.orders[0]?.total_price)
    expect(page.orders[0]?.status).toBe('PAID')
    expect(page.totalCount).toBe(1)
    expect(page.views[String(orderId)]?.status).toBe(SHOP_MSG.orderHistory.statuses.PAID)
  })

  test('a member with no orders gets an empty list, not an error', async () => {
    const { browser } = await signedInShopper(live.backend, 'histempty')
    const page = (await (await visit(browser, loader, '/order-history')).json()) as Page
    expect(page.orders).toEqual([])
    expect(page.totalCount).toBe(0)
  })

  test('another member’s orders are never listed', async () => {
    const theirs = await shopperWithOrder(live.backend, 'histtheirs', 210)
    const { browser } = await signedInShopper(live.backend, 'histmine')
    const page = (await (await visit(browser, loader, '/order-history')).json()) as Page
    expect(page.orders.map((o) => o.orderId)).not.toContain(theirs.orderId)
  })

  test('a bad page number falls back to the first page instead of failing', async () => {
    const { browser, orderId } = await shopperWithOrder(live.backend, 'histpage', 220)
    const answer = await visit(browser, loader, '/order-history?page=abc')
    expect(answer.status).toBe(200)
    const page = (await answer.json()) as Page
    expect(page.page).toBe(1)
    expect(page.orders.map((o) => o.orderId)).toEqual([orderId])
  })

  test('[R6.1] a guest is sent to sign in, and back here after', async () => {
    const answer = await visit(new Browser(), loader, '/order-history')
    expect(signInNext(answer)).toBe('/order-history')
  })
})
