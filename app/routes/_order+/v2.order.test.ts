import { describe, expect, test } from 'vitest'
import * as SHOP_MSG from '~/domain/messages.shop'
import { credit } from '../../../backend/points/ledger'
import { fillCart, pay, pickOptions, shopper } from '../../../backend/test/commerce-helpers'
import { newEmailMember } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signIn, visit } from '../../../tests/fixtures/route-browser'
import { action as addressNew } from '../_my+/address.new'
import { action as sheetAction, loader as sheetLoader } from './v2.order'
import { loader as paymentReturn } from './v2.order_.return'

/**
 * Decision 045: the order sheet remembers, kept by V2 — across 배송지 추가, a refused form and a
 * declined payment — through the shop's own routes against the embedded V2; and the words of
 * 배송 요청사항 never in a URL (decision 026).
 */
const live = liveBackendForFile()

const WORDS = '공동현관 1234# 누르고 문 앞에 놓아 주세요'

/** A new member with an address, one cheap line in the cart (shipping is paid) and a free-shipping coupon; her browser signed in. */
async function shopperAtTheSheet(tag: string) {
  const member = await newEmailMember(live.backend, tag)
  const { token, addressId } = await shopper(live.backend, member.userId)
  const [option] = await pickOptions(live.backend, { count: 1, skip: 40 + tag.length, minStock: 5, maxPrice: 9000 })
  if (!option) throw new Error('no option')
  await fillCart(live.backend, token, [{ option_id: option.option_id }])
  const [coupon] = await live.backend.db.query<{ coupon_id: number }>(
    `insert into coupons (user_id, title, reason, created_at, coupon_template_id, expires_at)
     select $1, title, 'GIFT', now(), coupon_template_id, expires_at from coupon_templates where coupon_template_id = 4 returning coupon_id`,
    [member.userId],
  )
  const browser = new Browser()
  expect((await signIn(browser, member.email, member.password)).status).toBe(302)
  return { browser, addressId, couponId: coupon?.coupon_id as number, userId: member.userId, token }
}

type Sheet = {
  sheet: {
    couponId: number | null
    addressId: number | null
    deliveryType: string | null
    points?: { balance: number; usable: number; requested: number; used: number; refusal: string | null }
    summary: { total: number; pointsDiscountPrice?: number }
    items: { cartItemId: number }[]
  }
  paymentMethod: string
  couponHint: string | null
  deliveryRequest: string
  deliveryRequestText: string
}
const sheetOf = async (browser: Browser, path = '/v2/order') => {
  const answer = await visit(browser, sheetLoader, path)
  expect(answer.status).toBe(200)
  return (await answer.json()) as Sheet
}

describe('the order sheet remembers (decision 045)', () => {
  test('배송지 추가 keeps the coupon, 직접 입력 with its words and 계좌이체; the words are in no URL', async () => {
    const { browser, addressId, couponId } = await shopperAtTheSheet('sheetaddr')
    const leaving = await visit(
      browser,
      sheetAction,
      '/v2/order',
      formPost({
        intent: 'address',
        addressId: String(addressId),
        deliveryType: 'LOGISTIC',
        couponId: String(couponId),
        deliveryRequest: 'CUSTOM',
        deliveryRequestText: WORDS,
        paymentMethod: 'BANK_TRANSFER',
      }),
    )
    expect(leaving.status).toBe(302)
    expect(leaving.headers.get('location')).toBe('/address/new?next=%2Fv2%2Forder')
    // 저장 on 배송지 추가: back to the sheet with the new address chosen, the rest as it was.
    const saved = await visit(
      browser,
      addressNew,
      '/address/new?next=%2Fv2%2Forder',
      formPost({
        name: '둘째 집',
        mobileNo: '01011112222',
        zipCode: '04524',
        address1: '서울특별시 중구 세종대로 110',
        address2: '3층',
        next: '/v2/order',
      }),
    )
    const location = saved.headers.get('location') ?? ''
    expect(location).toMatch(/^\/v2\/order\?addressId=\d+$/)
    const back = await sheetOf(browser, location)
    expect(back.sheet.addressId).toBe(Number(location.split('=')[1]))
    expect(back.sheet.addressId).not.toBe(addressId)
    expect(back.sheet.couponId).toBe(couponId)
    expect(back.paymentMethod).toBe('BANK_TRANSFER')
    expect(back.deliveryRequest).toBe('CUSTOM')
    expect(back.deliveryRequestText).toBe(WORDS)
  })

  test('쿠폰 사용 안 함 is remembered as a choice: no coupon is picked again, and a recalculation’s URL carries no choice', async () => {
    const { browser, addressId } = await shopperAtTheSheet('sheetnone')
    const recalc = await visit(
      browser,
      sheetAction,
      '/v2/order',
      formPost({
        intent: 'recalc',
        addressId: String(addressId),
        deliveryType: 'LOGISTIC',
        couponId: '',
        deliveryRequest: 'CUSTOM',
        deliveryRequestText: WORDS,
        paymentMethod: 'EASY_PAY',
      }),
    )
    expect(recalc.status).toBe(302)
    expect(recalc.headers.get('location')).toBe('/v2/order')
    const back = await sheetOf(browser)
    expect(back.sheet.couponId).toBeNull()
    expect(back.couponHint).toBeNull()
    expect(back.paymentMethod).toBe('EASY_PAY')
    expect(back.deliveryRequestText).toBe(WORDS)
    // An explicit choice in the URL still wins over the stored one.
    expect((await sheetOf(browser, '/v2/order?paymentMethod=CARD')).paymentMethod).toBe('CARD')
  })

  test('a refused form and a declined payment come back with everything chosen', async () => {
    const { browser, addressId, couponId } = await shopperAtTheSheet('sheetpay')
    const choices = {
      addressId: String(addressId),
      deliveryType: 'LOGISTIC',
      couponId: String(couponId),
      deliveryRequest: 'SECURITY',
      deliveryRequestText: '',
      paymentMethod: 'EASY_PAY',
    }
    // No consent: refused on the server, and the next load of the sheet still has the choices.
    const refused = await visit(browser, sheetAction, '/v2/order', formPost({ intent: 'pay', ...choices }))
    expect(refused.status).toBe(400)
    const afterRefusal = await sheetOf(browser)
    expect([afterRefusal.sheet.couponId, afterRefusal.paymentMethod, afterRefusal.deliveryRequest]).toEqual([
      couponId,
      'EASY_PAY',
      'SECURITY',
    ])

    const paying = await visit(
      browser,
      sheetAction,
      '/v2/order',
      formPost({ intent: 'pay', agree: 'on', ...choices, deliveryRequest: 'CUSTOM', deliveryRequestText: WORDS }),
    )
    expect(paying.status).toBe(302)
    const paymentUrl = paying.headers.get('location') ?? ''
    expect(paymentUrl).toMatch(/^\/pay\/checkout\?key=/)
    const declined = await pay(live.backend, new URL(paymentUrl, 'http://shop.test').searchParams.get('key') ?? '', 'decline')
    const returned = await visit(browser, paymentReturn, declined.location)
    expect(returned.headers.get('location')).toBe('/v2/order')
    const back = await sheetOf(browser)
    expect(back.sheet.couponId).toBe(couponId)
    expect(back.paymentMethod).toBe('EASY_PAY')
    expect(back.deliveryRequest).toBe('CUSTOM')
    expect(back.deliveryRequestText).toBe(WORDS)
    expect(SHOP_MSG.order.declined).toContain('다른 결제 수단으로 다시 시도해 주세요')
  })
})

describe('적립금 on the order sheet (decision 044), as a plain form posts it', () => {
  async function withPoints(tag: string, amount: number) {
    const at = await shopperAtTheSheet(tag)
    const now = new Date()
    await credit(live.backend.db, {
      userId: at.userId,
      kind: 'EARN',
      reason: 'EVENT',
      amount,
      expiresAt: new Date(now.getTime() + 30 * 86_400_000),
      at: now,
    })
    const choices = { addressId: String(at.addressId), deliveryType: 'LOGISTIC', couponId: '', paymentMethod: 'CARD' }
    return { ...at, choices }
  }

  test('적용 uses the amount after shipping; 전액 사용 uses what the order can take; the total follows', async () => {
    const { browser, choices } = await withPoints('ptsuse', 5000)
    // The sheet with its choices made (no coupon: the couponAutoApply experiment may pick one on a first look).
    expect((await visit(browser, sheetAction, '/v2/order', formPost({ intent: 'recalc', ...choices, points: '' }))).status).toBe(302)
    const before = await sheetOf(browser)
    expect(before.sheet.points).toMatchObject({ balance: 5000, requested: 0, used: 0, refusal: null })
    const payable = before.sheet.summary.total
    expect((await visit(browser, sheetAction, '/v2/order', formPost({ intent: 'recalc', ...choices, points: '1000' }))).status).toBe(302)
    const used = await sheetOf(browser)
    expect(used.sheet.summary).toMatchObject({ pointsDiscountPrice: 1000, total: payable - 1000 })
    const usable = String(used.sheet.points?.usable)
    const all = await visit(
      browser,
      sheetAction,
      '/v2/order',
      formPost({ intent: 'allPoints', ...choices, points: '1000', pointsUsable: usable }),
    )
    expect(all.status).toBe(302)
    const after = await sheetOf(browser)
    expect(after.sheet.points?.used).toBe(Math.min(5000, payable - (payable % 10)))
    expect(after.sheet.summary.total).toBe(payable - (after.sheet.points?.used ?? 0))
  })

  test('an amount that is not a whole number is refused under the field; one above the balance is kept typed, unused, with why', async () => {
    const { browser, choices } = await withPoints('ptsbad', 3000)
    for (const typed of ['abc', '-500', '10.5']) {
      const refused = await visit(
        browser,
        sheetAction,
        '/v2/order',
        formPost({ intent: 'recalc', ...choices, paymentMethod: 'BANK_TRANSFER', points: typed }),
      )
      expect(refused.status).toBe(400)
      const { result } = (await refused.json()) as { result: { error: Record<string, string[]> } }
      expect(result.error.points).toEqual([SHOP_MSG.points.refusals.NOT_WHOLE])
    }
    // The rest of what was chosen is kept all the same.
    expect((await sheetOf(browser)).paymentMethod).toBe('BANK_TRANSFER')
    await visit(browser, sheetAction, '/v2/order', formPost({ intent: 'recalc', ...choices, points: '999990' }))
    const over = await sheetOf(browser)
    expect(over.sheet.points).toMatchObject({ requested: 999_990, used: 0, refusal: 'OVER_BALANCE' })
    expect(over.sheet.summary.pointsDiscountPrice).toBe(0)
    // Paying with it is refused under the field too, and nothing is prepared.
    const paying = await visit(browser, sheetAction, '/v2/order', formPost({ intent: 'pay', agree: 'on', ...choices, points: '999990' }))
    expect(paying.status).toBe(400)
    const { result } = (await paying.json()) as { result: { error: Record<string, string[]> } }
    expect(result.error.points).toEqual([SHOP_MSG.points.refusals.OVER_BALANCE])
  })
})

describe('what is paid is the sheet that was shown (decision 053)', () => {
  /** 결제하기 as the shown sheet posts it: its choices, its lines and its total. */
  const payShown = (shown: Sheet, addressId: number, expectedTotal = shown.sheet.summary.total) =>
    formPost([
      ['intent', 'pay'],
      ['agree', 'on'],
      ['addressId', String(addressId)],
      ['deliveryType', 'LOGISTIC'],
      ['paymentMethod', 'CARD'],
      ...(shown.sheet.couponId ? [['couponId', String(shown.sheet.couponId)] as [string, string]] : []),
      ...shown.sheet.items.map((item) => ['cartItemId', String(item.cartItemId)] as [string, string]),
      ['expectedTotal', String(expectedTotal)],
    ])
  const pendingOrders = (userId: number) =>
    live.backend.db.query<{ order_id: number; total_price: number; lines: number }>(
      `select o.order_id, o.total_price, (select count(*)::int from order_items i where i.order_id = o.order_id) as lines
         from orders o where o.user_id = $1 and o.status = 'PENDING' order by o.order_id`,
      [userId],
    )

  test('a line put in the cart after the sheet opened is not paid for: the order holds the shown lines at the shown total', async () => {
    const { browser, addressId, token, userId } = await shopperAtTheSheet('sheetshown')
    const shown = await sheetOf(browser)
    expect(shown.sheet.items).toHaveLength(1)
    const [extra] = await pickOptions(live.backend, { count: 1, skip: 120, minStock: 5, maxPrice: 30000 })
    if (!extra) throw new Error('no option')
    await fillCart(live.backend, token, [{ option_id: extra.option_id }])
    expect((await sheetOf(browser)).sheet.items).toHaveLength(2)

    const paying = await visit(browser, sheetAction, '/v2/order', payShown(shown, addressId))
    expect(paying.status).toBe(302)
    expect(paying.headers.get('location')).toMatch(/^\/pay\/checkout\?key=/)
    const [order] = await pendingOrders(userId)
    expect(order).toMatchObject({ total_price: shown.sheet.summary.total, lines: 1 })
  })

  test('a total that is no longer the sheet’s is refused in Korean above 결제하기; nothing is prepared', async () => {
    const { browser, addressId, userId } = await shopperAtTheSheet('sheetchanged')
    const shown = await sheetOf(browser)
    const refused = await visit(browser, sheetAction, '/v2/order', payShown(shown, addressId, shown.sheet.summary.total + 1000))
    expect(refused.status).toBe(400)
    const { result } = (await refused.json()) as { result: { error: Record<string, string[]> } }
    expect(result.error['']).toEqual([SHOP_MSG.order.errors.ORDER_CHANGED])
    expect(await pendingOrders(userId)).toEqual([])
    // The sheet the shopper sees next is the true one, with the choices kept.
    expect((await sheetOf(browser)).sheet.summary.total).toBe(shown.sheet.summary.total)
  })
})
