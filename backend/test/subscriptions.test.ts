import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSession } from '../auth/sessions'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { setStock, v2Call } from './commerce-helpers'
import { startTestBackend } from './helpers'

// 2026-11-22 05:00 in Korea: the shop's customers are already on the 22nd.
const START = new Date('2026-11-21T20:00:00Z')
let clock = START
let backend: RunningBackend

beforeAll(async () => {
  backend = await startTestBackend({ now: () => clock })
})
afterAll(() => backend.close())
beforeEach(() => {
  clock = START
})

/** A session that outlives the clock's moves. */
const signIn = async (userId: number) => (await createSession(backend.db, userId, { now: START, accessTtlMs: 365 * 86_400_000 })).token
/** The variants of these two devices: the e2e shop's default device has the discount, e2e-device-1 not. */
const ON = 'e2e-device-2'
const OFF = 'e2e-device-1'
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) =>
  v2Call(backend, path, token, { mobile_device_id: ON, ...body })

type Sub = {
  subscription_id: number
  status: string
  next_delivery_date: string | null
  option_id: number
  quantity: number
  cycle_weeks: number
}
const list = async (token: string): Promise<Sub[]> => (await call('/subscription/list', token)).body.subscriptions

/** A subscribable product (category 1201 덴탈껌 or 1202) with two options in stock, and a toy. */
async function products() {
  const [treat] = await backend.db.query<{ product_id: number; options: number[] }>(
    `select p.product_id, array_agg(po.option_id order by po.sort) as options
       from products p join product_options po using (product_id)
      where p.product_group3_id in (1201, 1202) and p.sell_limit_status_code is null and po.stock >= 20
      group by p.product_id having count(*) >= 2 order by p.product_id limit 1`,
  )
  const [other] = await backend.db.query<{ option_id: number }>(
    `select po.option_id from product_options po join products p using (product_id)
      where p.product_group3_id = 1203 and p.sell_limit_status_code is null and po.stock >= 20 order by po.option_id limit 1`,
  )
  const [toy] = await backend.db.query<{ product_id: number; option_id: number }>(
    `select p.product_id, po.option_id from products p join product_options po using (product_id)
      where p.product_group3_id = 1701 and p.sell_limit_status_code is null and po.stock > 0 order by p.product_id limit 1`,
  )
  if (!treat || !other || !toy) throw new Error('seed has no such products')
  return { treat: { productId: treat.product_id, options: treat.options }, otherOption: other.option_id, toy }
}

/** A member with a Seoul default address (and its id). */
async function member(userId: number) {
  const token = await signIn(userId)
  const saved = await call('/address/save', token, {
    name: '정기배송',
    mobile_no: '01033334444',
    zip_code: '04524',
    address1: '서울특별시 중구 세종대로 110',
    address2: '',
    is_default: true,
  })
  return { token, addressId: saved.body.address_id as number }
}

const newSubscription = (optionId: number, addressId: number, change: Record<string, unknown> = {}) => ({
  option_id: optionId,
  quantity: 2,
  cycle_weeks: 2,
  first_delivery_date: '2026-11-25',
  address_id: addressId,
  payment_method: 'CARD',
  ...change,
})

describe('V2 subscriptions', () => {
  it('needs a session', async () => {
    for (const path of [
      '/subscription/list',
      '/subscription/detail',
      '/subscription/sheet',
      '/subscription/create',
      '/subscription/update',
      '/subscription/skip',
      '/subscription/billing/cancel',
    ]) {
      expect((await call(path, null, { subscription_id: 1, product_id: 1 })).status).toBe(401)
    }
  })

  it('lists the demo member’s two seeded subscriptions, soonest first, with product, option, cycle, address, payment and prices; cat has none', async () => {
    const token = await signIn(DEMO_USERS.demo)
    const subs = (await call('/subscription/list', token)).body.subscriptions
    expect(subs).toHaveLength(2)
    // Seeded for 2026-11-10 every 2 weeks and 2026-11-06 every 4 weeks: on the 22nd they are due on 11-24 and 12-04.
    expect(subs.map((s: Sub) => [s.next_delivery_date, s.cycle_weeks, s.quantity])).toEqual([
      ['2026-11-24', 2, 2],
      ['2026-12-04', 4, 1],
    ])
    const [pads, food] = subs
    expect(pads.product.product_group3_id).toBe(1401)
    expect(food.product.product_group3_id).toBe(1101)
    expect(food).toMatchObject({
      status: 'ACTIVE',
      payment_method: 'CARD',
      discount_rate: 5,
      following_delivery_date: '2027-01-01',
      can_skip: true,
      cancelled_at: null,
    })
    expect(pads).toMatchObject({ payment_method: 'EASY_PAY', discount_rate: 0 })
    expect(food.address).toMatchObject({ address_id: 1, zip_code: '06236', address1: '서울특별시 강남구 테헤란로 152' })
    expect(food.option_name).toEqual(expect.any(String))
    expect(food.subscription_unit_price).toBe(Math.floor((food.unit_price * 95) / 100 / 10) * 10)
    expect(food.product_total).toBe(food.subscription_unit_price)
    expect(food.total).toBe(food.product_total + food.shipping_fee)
    expect(pads.subscription_unit_price).toBe(pads.unit_price)
    expect(await list(await signIn(DEMO_USERS.cat))).toEqual([])

    // The detail adds what the change form offers: the options at the subscription's rate and the addresses.
    const detail = (await call('/subscription/detail', token, { subscription_id: food.subscription_id })).body
    expect(detail).toMatchObject({ ...food, max_quantity: 10, cycles: [2, 3, 4, 6, 8] })
    expect(detail.options.map((o: { option_id: number }) => o.option_id)).toContain(food.option_id)
    for (const option of detail.options)
      expect(option.subscription_price).toBe(Math.floor((option.discount_apply_price * 95) / 100 / 10) * 10)
    expect(detail.addresses.map((a: { address_id: number }) => a.address_id)).toEqual([1, 2])
    expect((await call('/subscription/detail', token, { subscription_id: 999 })).status).toBe(404)
  })

  it('never answers a next delivery in the past: a passed date moves on by whole cycles, by Korea’s date', async () => {
    const token = await signIn(DEMO_USERS.demo)
    const pads = async () => (await list(token)).find((s) => s.cycle_weeks === 2)?.next_delivery_date
    clock = new Date('2026-11-24T14:59:00Z') // 23:59 on the 24th in Korea: today is the delivery day
    expect(await pads()).toBe('2026-11-24')
    clock = new Date('2026-11-24T15:00:00Z') // midnight in Korea: the 24th has passed
    expect(await pads()).toBe('2026-12-08')
    clock = new Date('2027-02-01T00:00:00Z')
    expect(await pads()).toBe('2027-02-02')
  })

  it('offers the sheet of a consumable with the discount of the device’s experiment; goods that last cannot be subscribed', async () => {
    const { treat, toy } = await products()
    const { token, addressId } = await member(60)
    const on = await call('/subscription/sheet', token, { product_id: treat.productId, mobile_device_id: ON })
    expect(on.status).toBe(200)
    expect(on.body).toMatchObject({
      discount_rate: 5,
      cycles: [2, 3, 4, 6, 8],
      default_cycle_weeks: 4,
      address_id: addressId,
      payment_methods: ['CARD', 'EASY_PAY'],
      earliest_date: '2026-11-24',
      latest_date: '2027-01-17',
      max_quantity: 10,
      subscribed_option_ids: [],
    })
    for (const option of on.body.options)
      expect(option.subscription_price).toBe(Math.floor((option.discount_apply_price * 95) / 100 / 10) * 10)
    const off = await call('/subscription/sheet', token, { product_id: treat.productId, mobile_device_id: OFF })
    expect(off.body.discount_rate).toBe(0)
    for (const option of off.body.options) expect(option.subscription_price).toBe(option.discount_apply_price)

    const refused = await call('/subscription/sheet', token, { product_id: toy.product_id })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'NOT_SUBSCRIBABLE' })
    expect(refused.body.message).toMatch(/[가-힣]/)
    expect((await call('/subscription/sheet', token, { product_id: 999_999 })).status).toBe(404)
    const created = await call('/subscription/create', token, newSubscription(toy.option_id, addressId))
    expect(created.body.reason).toBe('NOT_SUBSCRIBABLE')
    expect(await list(token)).toEqual([])

    // Product detail tells the shop whether to offer it.
    const detail = (id: number) => fetch(`${backend.url}/bff/product/detail?productId=${id}`).then((r) => r.json())
    expect((await detail(treat.productId)).subscribable).toBe(true)
    expect((await detail(toy.product_id)).subscribable).toBe(false)
  })

  it('starts a subscription with the discount offered then, which stays with it', async () => {
    const { treat } = await products()
    const { token, addressId } = await member(61)
    const created = await call('/subscription/create', token, {
      ...newSubscription(treat.options[0] as number, addressId),
      mobile_device_id: ON,
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      status: 'ACTIVE',
      option_id: treat.options[0],
      quantity: 2,
      cycle_weeks: 2,
      next_delivery_date: '2026-11-25',
      following_delivery_date: '2026-12-09',
      discount_rate: 5,
      payment_method: 'CARD',
    })
    expect(created.body.address).toMatchObject({ address_id: addressId, name: '정기배송', zip_code: '04524' })
    expect(created.body.product.product_id).toBe(treat.productId)
    // Changed from a device without the experiment: still 5 %.
    const changed = await v2Call(backend, '/subscription/update', token, {
      subscription_id: created.body.subscription_id,
      quantity: 3,
      mobile_device_id: OFF,
    })
    expect(changed.body).toMatchObject({ quantity: 3, discount_rate: 5 })
    const second = await call('/subscription/create', token, {
      ...newSubscription(treat.options[1] as number, addressId),
      mobile_device_id: OFF,
    })
    expect(second.body.discount_rate).toBe(0)
    expect((await call('/subscription/sheet', token, { product_id: treat.productId })).body.subscribed_option_ids.sort()).toEqual(
      [...treat.options.slice(0, 2)].sort(),
    )
  })

  it('refuses bad input field by field in Korean and creates nothing', async () => {
    const { treat } = await products()
    const { token, addressId } = await member(62)
    const option = treat.options[0] as number
    const cases = [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 11 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ cycle_weeks: 5 }, 'cycle_weeks'],
      [{ first_delivery_date: '2026-11-31' }, 'first_delivery_date'],
      [{ first_delivery_date: '25/11/2026' }, 'first_delivery_date'],
      [{ payment_method: 'BANK_TRANSFER' }, 'payment_method'],
      [{ option_id: -1 }, 'option_id'],
      // Tomorrow is too soon (two days' lead), 57 days is past the 8 weeks.
      [{ first_delivery_date: '2026-11-23' }, 'first_delivery_date', 'DATE_OUT_OF_RANGE'],
      [{ first_delivery_date: '2027-01-18' }, 'first_delivery_date', 'DATE_OUT_OF_RANGE'],
    ] as const
    for (const [change, field, reason = 'INVALID_FORMAT'] of cases) {
      const answer = await call('/subscription/create', token, newSubscription(option, addressId, change))
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', reason, field })
      expect(answer.body.message).toMatch(/[가-힣]/)
    }
    expect(
      (await call('/subscription/create', token, newSubscription(option, addressId, { first_delivery_date: '2027-01-17' }))).status,
    ).toBe(200)
    expect(await list(token)).toHaveLength(1)
  })

  it('refuses a sold-out option, a second subscription of the same option and more than 20', async () => {
    const { treat, otherOption } = await products()
    const { token, addressId } = await member(63)
    await setStock(backend, otherOption, 0)
    const soldOut = await call('/subscription/create', token, newSubscription(otherOption, addressId))
    expect(soldOut.body).toMatchObject({ reason: 'SOLD_OUT', field: 'option_id' })
    await setStock(backend, otherOption, 30)
    const option = treat.options[0] as number
    expect((await call('/subscription/create', token, newSubscription(option, addressId))).status).toBe(200)
    const twice = await call('/subscription/create', token, newSubscription(option, addressId))
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ reason: 'ALREADY_SUBSCRIBED', field: 'option_id' })
    expect(await list(token)).toHaveLength(1)

    const options = await backend.db.query<{ option_id: number }>(
      `select po.option_id from product_options po join products p using (product_id)
        where p.product_group2_id = 11 and p.sell_limit_status_code is null and po.stock > 0 order by po.option_id limit 20`,
    )
    for (const { option_id } of options.slice(0, 19))
      expect((await call('/subscription/create', token, newSubscription(option_id, addressId))).status).toBe(200)
    const over = await call('/subscription/create', token, newSubscription(options[19]?.option_id as number, addressId))
    expect(over.body).toMatchObject({ reason: 'SUBSCRIPTION_LIMIT' })
    expect(await list(token)).toHaveLength(20)
  })

  it('skips the next delivery by one cycle, up to 16 weeks from today', async () => {
    const { treat } = await products()
    const { token, addressId } = await member(64)
    const sub = (await call('/subscription/create', token, newSubscription(treat.options[0] as number, addressId, { cycle_weeks: 6 }))).body
    const skip = () => call('/subscription/skip', token, { subscription_id: sub.subscription_id })
    expect((await skip()).body).toMatchObject({ next_delivery_date: '2027-01-06', following_delivery_date: '2027-02-17', can_skip: true })
    const second = await skip()
    expect(second.body).toMatchObject({ next_delivery_date: '2027-02-17', can_skip: false })
    const third = await skip()
    expect(third.status).toBe(400)
    expect(third.body).toMatchObject({ reason: 'SKIP_LIMIT' })
    expect((await list(token))[0]?.next_delivery_date).toBe('2027-02-17')
  })

  it('changes cycle, quantity, option, address and the next date within bounds; anything else changes nothing', async () => {
    const { treat, otherOption } = await products()
    const { token, addressId } = await member(65)
    const sub = (await call('/subscription/create', token, newSubscription(treat.options[0] as number, addressId))).body
    const busan = (
      await call('/address/save', token, {
        name: '부산집',
        mobile_no: '01055556666',
        zip_code: '48099',
        address1: '부산광역시 해운대구 해운대해변로 264',
        address2: '',
        is_default: false,
      })
    ).body.address_id
    const update = (change: Record<string, unknown>) =>
      call('/subscription/update', token, { subscription_id: sub.subscription_id, ...change })

    const changed = await update({
      cycle_weeks: 8,
      quantity: 4,
      option_id: treat.options[1],
      address_id: busan,
      next_delivery_date: '2026-12-01',
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      cycle_weeks: 8,
      quantity: 4,
      option_id: treat.options[1],
      next_delivery_date: '2026-12-01',
      following_delivery_date: '2027-01-26',
    })
    expect(changed.body.address).toMatchObject({ address_id: busan, name: '부산집', zip_code: '48099' })
    const before = await list(token)

    const refusals = [
      [{ option_id: otherOption }, 'OPTION_INVALID', 'option_id'],
      [{ next_delivery_date: '2026-11-23' }, 'DATE_OUT_OF_RANGE', 'next_delivery_date'],
      [{ next_delivery_date: '2027-01-18' }, 'DATE_OUT_OF_RANGE', 'next_delivery_date'],
      [{ quantity: 11 }, 'INVALID_FORMAT', 'quantity'],
      [{ cycle_weeks: 1 }, 'INVALID_FORMAT', 'cycle_weeks'],
    ] as const
    for (const [change, reason, field] of refusals) {
      const answer = await update(change)
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(answer.body).toMatchObject({ reason, field })
    }
    // Someone else's address is unknown.
    expect((await update({ address_id: 1 })).status).toBe(404)
    expect(await list(token)).toEqual(before)

    // Skipped past the 8 weeks, the date the form sends back unchanged is not a move.
    await call('/subscription/skip', token, { subscription_id: sub.subscription_id })
    const far = (await list(token))[0]?.next_delivery_date
    expect(far).toBe('2027-01-26')
    expect((await update({ next_delivery_date: far, quantity: 1 })).body).toMatchObject({ quantity: 1, next_delivery_date: far })
  })

  it('refuses another member’s subscription (404) and changes nothing', async () => {
    const token = await signIn(DEMO_USERS.demo)
    const cat = await signIn(DEMO_USERS.cat)
    const before = await list(token)
    const id = before[0]?.subscription_id
    for (const [path, body] of [
      ['/subscription/detail', { subscription_id: id }],
      ['/subscription/update', { subscription_id: id, quantity: 5 }],
      ['/subscription/skip', { subscription_id: id }],
      ['/subscription/billing/cancel', { subscription_id: id, reason_code: 'PRICE' }],
    ] as const) {
      expect((await call(path, cat, body)).status).toBe(404)
    }
    expect(await list(token)).toEqual(before)
  })

  it('cancels with a reason; a cancelled subscription cannot be changed, skipped or cancelled again', async () => {
    const { treat } = await products()
    const { token, addressId } = await member(66)
    const option = treat.options[0] as number
    const sub = (await call('/subscription/create', token, newSubscription(option, addressId))).body
    const cancel = (body: Record<string, unknown>) =>
      call('/subscription/billing/cancel', token, { subscription_id: sub.subscription_id, ...body })
    expect((await cancel({})).body).toMatchObject({ reason: 'INVALID_FORMAT', field: 'reason_code' })
    expect((await cancel({ reason_code: 'OTHER', reason_text: '  ' })).body).toMatchObject({
      reason: 'INVALID_FORMAT',
      field: 'reason_text',
    })
    expect((await list(token))[0]?.status).toBe('ACTIVE')

    clock = new Date('2026-11-22T01:00:00Z')
    const cancelled = await cancel({ reason_code: 'ENOUGH_LEFT', reason_text: '두 봉지 남았어요' })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      next_delivery_date: null,
      following_delivery_date: null,
      can_skip: false,
      cancel_reason: '아직 남은 상품이 많아요 (두 봉지 남았어요)',
      cancelled_at: '2026-11-22T01:00:00.000Z',
    })
    for (const [path, body] of [
      ['/subscription/update', { quantity: 5 }],
      ['/subscription/skip', {}],
      ['/subscription/billing/cancel', { reason_code: 'PRICE' }],
    ] as const) {
      const answer = await call(path, token, { subscription_id: sub.subscription_id, ...body })
      expect(answer.status).toBe(400)
      expect(answer.body.reason).toBe('SUBSCRIPTION_CANCELLED')
    }
    expect((await list(token))[0]).toMatchObject({ status: 'CANCELLED', quantity: 2 })
    // The option is free for a new subscription, listed before the cancelled one.
    const again = await call('/subscription/create', token, newSubscription(option, addressId))
    expect(again.status).toBe(200)
    expect((await list(token)).map((s) => s.status)).toEqual(['ACTIVE', 'CANCELLED'])
  })
})
