import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { welcomeRefusal, welcomeRule } from '../accounts/welcome-benefits'
import type { RunningBackend } from '../index'
import { fillCart, pickOptions, placeOrder, prepare, v2Call } from './commerce-helpers'
import { fetchJson, login, signUpByEmail, startTestBackend } from './helpers'

/**
 * Decision 042, "re-joining is re-joining everywhere": a member who ordered, withdrew and signed
 * up again on the same number within 30 days got no sign-up coupon and the welcome deal said
 * REJOINED, but the coupon page offered 첫 구매 3,000원 할인, 받기 gave it and the order sheet
 * applied it. One rule (`welcomeRefusal`) now answers all of them.
 */
let backend: RunningBackend
let offsetMs = 0
const DAY = 86_400_000
const FIRST_PURCHASE_TEMPLATE = 2
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true, now: () => new Date(Date.now() + offsetMs) })
})
afterAll(() => backend.close())

let numbers = 0
let n = 0
const PASSWORD = 'Rejoin58!pass'

async function signUp(mobile: string): Promise<{ token: string; userId: number }> {
  n += 1
  return signUpByEmail(backend, {
    email: `rejoin${mobile}.${n}@petshop.test`,
    password: PASSWORD,
    name: '다시온',
    nickname: `다시온${mobile.slice(-4)}${n}`,
    mobile_no: mobile,
  })
}

async function addressOf(token: string): Promise<number> {
  const saved = await call('/address/save', token, {
    name: '다시온',
    mobile_no: '01011112222',
    zip_code: '04524',
    address1: '서울특별시 중구 세종대로 110',
    address2: '',
    is_default: true,
  })
  return saved.body.address_id
}

/** As in the finding: a member orders, withdraws, and signs up again with the same number. */
async function orderLeaveAndRejoin(): Promise<{ token: string; userId: number; mobile: string }> {
  const mobile = `0109410${String(++numbers).padStart(4, '0')}`
  const first = await signUp(mobile)
  const [option] = await pickOptions(backend, { minStock: 5, skip: 6 + numbers })
  const ids = await fillCart(backend, first.token, [{ option_id: option?.option_id as number }])
  expect((await placeOrder(backend, first.token, ids, { address_id: await addressOf(first.token) })).status).toBe(200)
  const left = await call('/user/withdraw', first.token, { reason: 'OTHER', password: PASSWORD })
  expect(left.status).toBe(200)
  offsetMs += 3 * DAY
  return { ...(await signUp(mobile)), mobile }
}

const offered = async (token: string) =>
  (await call('/coupon/download/list', token)).body.coupons.find(
    (c: { coupon_template_id: number }) => c.coupon_template_id === FIRST_PURCHASE_TEMPLATE,
  )
const heldFirstPurchase = async (userId: number) =>
  (
    await backend.db.query<{ n: number }>('select count(*)::int as n from coupons where user_id = $1 and coupon_template_id = $2', [
      userId,
      FIRST_PURCHASE_TEMPLATE,
    ])
  )[0]?.n
const issuedCount = async () =>
  (
    await backend.db.query<{ issued_count: number }>('select issued_count from coupon_templates where coupon_template_id = $1', [
      FIRST_PURCHASE_TEMPLATE,
    ])
  )[0]?.issued_count

describe('the welcome rule', () => {
  it('orders first, then re-joining: ALREADY_ORDERED, REJOINED or null', () => {
    expect(welcomeRule({ ordered: false, rejoined: false })).toBeNull()
    expect(welcomeRule({ ordered: false, rejoined: true })).toBe('REJOINED')
    expect(welcomeRule({ ordered: true, rejoined: false })).toBe('ALREADY_ORDERED')
    expect(welcomeRule({ ordered: true, rejoined: true })).toBe('ALREADY_ORDERED')
  })

  it('reads the window sign-up saw: a new number may, a number back within 30 days is REJOINED, one back after 30 days may again', async () => {
    const fresh = await signUp(`0109420${String(++numbers).padStart(4, '0')}`)
    expect(await welcomeRefusal(backend.db, fresh.userId)).toBeNull()
    const rejoined = await orderLeaveAndRejoin()
    expect(await welcomeRefusal(backend.db, rejoined.userId)).toBe('REJOINED')
    // The window is sign-up's: the same account stays REJOINED after the 30 days.
    offsetMs += 40 * DAY
    expect(await welcomeRefusal(backend.db, rejoined.userId)).toBe('REJOINED')
    // Leaving again and coming back after 30 days: welcome again.
    const [account] = await backend.db.query<{ email: string }>('select email from users where user_id = $1', [rejoined.userId])
    const session = (await login(backend, account?.email as string, PASSWORD)).body.access_token
    expect((await call('/user/withdraw', session, { reason: 'OTHER', password: PASSWORD })).status).toBe(200)
    offsetMs += 31 * DAY
    const later = await signUp(rejoined.mobile)
    expect(await welcomeRefusal(backend.db, later.userId)).toBeNull()
    expect(await offered(later.token)).toMatchObject({ eligible: true })
  })
})

describe('re-joining is re-joining everywhere (decision 042)', () => {
  it('at sign-up and on the welcome deal: no sign-up coupon, REJOINED', async () => {
    const { token } = await orderLeaveAndRejoin()
    expect((await call('/coupon/signup', token)).body.issued).toBe(false)
    const deal = await fetchJson(`${backend.url}/bff/welcome-deal?productGroup1Id=1`, { headers: { authorization: token } })
    expect(deal.body).toMatchObject({ eligible: false, reason: 'REJOINED' })
  })

  it('on the coupon page: 첫 구매 3,000원 할인 is not offered, and 받기 is refused in Korean with nothing stored', async () => {
    const { token, userId } = await orderLeaveAndRejoin()
    expect(await offered(token)).toMatchObject({ first_purchase: true, eligible: false, downloaded: false })
    const before = await issuedCount()
    const refused = await call('/coupon/download', token, { coupon_template_id: FIRST_PURCHASE_TEMPLATE })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ reason: 'WELCOME_REJOINED', message: expect.stringMatching(/다시 가입한 계정은 첫 구매 혜택/) })
    expect(await heldFirstPurchase(userId)).toBe(0)
    expect(await issuedCount()).toBe(before)
    expect((await call('/user/detail', token)).body.user_total.coupon_count).toBe(0)
  })

  it('at checkout: a first-purchase coupon the member holds does not apply on the sheet, and an order with it is refused', async () => {
    const { token, userId } = await orderLeaveAndRejoin()
    // One taken before this rule reached the coupon page.
    const [held] = await backend.db.query<{ coupon_id: number }>(
      `insert into coupons (user_id, title, discount_amount, reason, created_at, coupon_template_id)
       values ($1, '첫 구매 3,000원 할인', 3000, 'DOWNLOAD', now(), $2) returning coupon_id`,
      [userId, FIRST_PURCHASE_TEMPLATE],
    )
    const addressId = await addressOf(token)
    const [option] = await backend.db.query<{ option_id: number }>(
      `select po.option_id from product_options po join products p using (product_id)
        where po.stock >= 5 and p.sell_limit_status_code is null and po.discount_apply_price between 16000 and 28000
          and po.option_id not in (select option_id from welcome_deals) order by po.option_id offset 7 limit 1`,
    )
    const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    const sheet = await call('/order/sheet', token, { cart_item_ids: ids, address_id: addressId, coupon_id: held?.coupon_id })
    expect(sheet.status).toBe(200)
    expect(sheet.body.coupons.find((c: { coupon_id: number }) => c.coupon_id === held?.coupon_id)).toMatchObject({
      applicable: false,
      discount_price: 0,
      unavailable_reason: 'FIRST_PURCHASE_ONLY',
    })
    expect(sheet.body.summary.coupon_discount_price).toBe(0)
    const order = await prepare(backend, token, ids, { address_id: addressId, coupon_id: held?.coupon_id })
    expect(order).toMatchObject({ status: 400, body: { reason: 'COUPON_UNAVAILABLE' } })
  })
})
