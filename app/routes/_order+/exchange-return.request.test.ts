import { describe, expect, test } from 'vitest'
import { credit } from '../../../backend/points/ledger'
import { fillCart, pickOptions, placeOrder, shopper } from '../../../backend/test/commerce-helpers'
import { newEmailMember } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, signIn, visit } from '../../../tests/fixtures/route-browser'
import { action as requestAction, loader as requestLoader } from './exchange-return.request'
import { loader as orderLoader } from './order-history.$orderId'

/**
 * Decision 048: the exchange and return form and the order page through the shop's own routes
 * against the embedded V2: offered only while V2 takes it, errors that say what to do under
 * their fields, photos refused before anything is stored, a line asked for once, and 배송 조회.
 */
const live = liveBackendForFile()

const multipart = (fields: Record<string, string | string[]>, files: File[] = []): RequestInit => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  for (const file of files) body.append('photos', file)
  return { method: 'POST', body }
}

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
)

/** A member, signed in, with a delivered order of two lines (2 + 1) and an order delivered ten days ago. */
async function memberWithOrders(tag: string) {
  const member = await newEmailMember(live.backend, tag)
  const { token, addressId } = await shopper(live.backend, member.userId)
  await credit(live.backend.db, {
    userId: member.userId,
    kind: 'EARN',
    reason: 'EVENT',
    amount: 3000,
    expiresAt: new Date(Date.now() + 100 * 86_400_000),
    at: new Date(),
  })
  const [a, b, c] = await pickOptions(live.backend, { count: 3, skip: 60 + tag.length * 3, minStock: 20, maxPrice: 30_000 })
  if (!a || !b || !c) throw new Error('no options')
  const ids = await fillCart(live.backend, token, [
    { option_id: a.option_id, quantity: 2 },
    { option_id: b.option_id, quantity: 1 },
  ])
  const recent = (await placeOrder(live.backend, token, ids, { address_id: addressId, points: 1000 })).body.order_id as number
  const old = (
    await placeOrder(live.backend, token, await fillCart(live.backend, token, [{ option_id: c.option_id }]), { address_id: addressId })
  ).body.order_id as number
  await live.backend.db.query(`update orders set status = 'DELIVERED', shipping_time = now() - interval '1 day' where order_id = $1`, [
    recent,
  ])
  await live.backend.db.query(`update orders set status = 'DELIVERED', shipping_time = now() - interval '10 days' where order_id = $1`, [
    old,
  ])
  const browser = new Browser()
  const answer = await signIn(browser, member.email, member.password)
  expect(answer.status).toBe(302)
  return { browser, userId: member.userId, addressId, recent, old }
}

const requestsOf = async (userId: number) =>
  (await live.backend.db.query<{ n: number }>('select count(*)::int as n from exchange_returns where user_id = $1', [userId]))[0]?.n

type Errors = { result: { error?: Record<string, string[] | null> } }

describe('the exchange and return form (decision 048)', () => {
  test('offered only while V2 takes it: the page of an order delivered ten days ago offers nothing', async () => {
    const { browser, recent, old } = await memberWithOrders('ret-offer')
    const page = async (id: number) =>
      (await (await visit(browser, orderLoader, `/order-history/${id}`, {}, { orderId: String(id) })).json()) as {
        view: { canReturn: boolean; returnUntil: string | null }
      }
    expect((await page(recent)).view).toMatchObject({ canReturn: true, returnUntil: expect.stringContaining('까지 신청할 수 있어요') })
    expect((await page(old)).view.canReturn).toBe(false)
    const form = await (await visit(browser, requestLoader, `/exchange-return/request?orderId=${old}`)).json()
    expect(form.view.canReturn).toBe(false)
  })

  test('an empty form says what to do under each field, without the label alone or cancel wording; bad photos store nothing', async () => {
    const { browser, userId, recent, addressId } = await memberWithOrders('ret-empty')
    const path = `/exchange-return/request?orderId=${recent}`
    const empty = await visit(browser, requestAction, path, multipart({ orderId: String(recent) }))
    expect(empty.status).toBe(400)
    const { error } = ((await empty.json()) as Errors).result
    expect(error).toMatchObject({
      lineNos: ['신청할 상품을 하나 이상 골라 주세요.'],
      type: ['교환할지 반품할지 골라 주세요.'],
      reasonCode: ['교환·반품 사유를 골라 주세요.'],
      pickupAddressId: ['회수할 주소를 골라 주세요.'],
    })
    expect(JSON.stringify(error)).not.toContain('취소')
    const other = await visit(
      browser,
      requestAction,
      path,
      multipart({ orderId: String(recent), lineNos: '1', type: 'EXCHANGE', reasonCode: 'OTHER', pickupAddressId: String(addressId) }),
    )
    expect(((await other.json()) as Errors).result.error).toMatchObject({ reasonText: ['기타 사유를 적어 주세요.'] })

    const good = { orderId: String(recent), lineNos: '1', type: 'RETURN', reasonCode: 'DAMAGED', pickupAddressId: String(addressId) }
    const six = Array.from({ length: 6 }, (_, i) => new File([PNG], `p${i}.png`, { type: 'image/png' }))
    const tooMany = await visit(browser, requestAction, path, multipart(good, six))
    expect(((await tooMany.json()) as Errors).result.error).toMatchObject({ photos: ['사진은 5장까지 올릴 수 있어요.'] })
    const wrong = await visit(browser, requestAction, path, multipart(good, [new File(['hello'], 'a.txt', { type: 'text/plain' })]))
    expect(((await wrong.json()) as Errors).result.error).toMatchObject({ photos: ['사진은 JPG, PNG, WEBP 파일만 올릴 수 있어요.'] })
    const more = await visit(browser, requestAction, path, multipart({ ...good, 'quantity-1': '3' }))
    expect(((await more.json()) as Errors).result.error).toMatchObject({ lineNos: ['신청 수량은 1개부터 주문한 수량까지 고를 수 있어요.'] })
    expect(await requestsOf(userId)).toBe(0)
  })

  test('a return of one of two with a photo; the line is then shown as asked for and refused again; 배송 조회 on the page', async () => {
    const { browser, userId, recent, addressId } = await memberWithOrders('ret-send')
    const path = `/exchange-return/request?orderId=${recent}`
    const fields = {
      orderId: String(recent),
      lineNos: '1',
      'quantity-1': '1',
      type: 'RETURN',
      reasonCode: 'CHANGE_OF_MIND',
      pickupAddressId: String(addressId),
    }
    const quote = await visit(
      browser,
      requestAction,
      path,
      multipart({ ...fields, intent: 'quote' }, [new File([PNG], 'a.png', { type: 'image/png' })]),
    )
    expect(quote.status).toBe(200)
    const quoted = (await quote.json()) as { values: Record<string, string | string[]> }
    expect(quoted.values.photoKeys).toHaveLength(1)
    expect(await requestsOf(userId)).toBe(0)
    const sent = await visit(browser, requestAction, path, multipart({ ...fields, photoKeys: quoted.values.photoKeys as string[] }))
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe(`/order-history/${recent}`)
    const [row] = await live.backend.db.query<{ fee: number; photos: number }>(
      'select fee, (select count(*)::int from exchange_return_photos p where p.request_id = e.request_id) as photos from exchange_returns e where user_id = $1',
      [userId],
    )
    expect(row).toEqual({ fee: 3000, photos: 1 })

    const form = await (await visit(browser, requestLoader, path)).json()
    expect(form.view.requestedLines).toEqual({ 1: '반품 신청 · 접수' })
    const again = await visit(browser, requestAction, path, multipart(fields))
    expect(again.status).toBe(400)
    expect(((await again.json()) as Errors).result.error?.['']).toEqual(['이미 신청한 상품이에요.'])

    const page = await (await visit(browser, orderLoader, `/order-history/${recent}`, {}, { orderId: String(recent) })).json()
    expect(page.tracking).toMatchObject({ carrierName: expect.any(String), trackingNumber: expect.stringMatching(/^\d{12}$/) })
    expect(page.view.requests[0]).toMatchObject({ type: '반품', status: '접수', money: expect.arrayContaining(['배송비 3,000원 차감']) })
  })
})
