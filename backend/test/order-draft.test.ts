import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRAFT_TTL_MS } from '../commerce/order-drafts'
import type { RunningBackend } from '../index'
import { fillCart, pay, pickOptions, prepare, shopper, v2Call } from './commerce-helpers'
import { newEmailMember, startTestBackend } from './helpers'

/** Decision 045: the order sheet a member has not paid yet, kept by V2 (`/order/draft`). */

let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

const CAT_COUPON = 5 // the seed's cat@petshop.test's: someone else's for every member here
const draft = (token: string | null) => v2Call(backend, '/order/draft', token)
const save = (token: string | null, choices: Record<string, unknown>) => v2Call(backend, '/order/draft/save', token, { choices })

/** A fresh member with a Seoul address and a free-shipping coupon of her own (template 4, no minimum). */
async function member(tag: string) {
  const { userId } = await newEmailMember(backend, tag)
  const { token, addressId } = await shopper(backend, userId)
  const [coupon] = await backend.db.query<{ coupon_id: number }>(
    `insert into coupons (user_id, title, reason, created_at, coupon_template_id, expires_at)
     select $1, title, 'GIFT', now(), coupon_template_id, expires_at from coupon_templates where coupon_template_id = 4 returning coupon_id`,
    [userId],
  )
  return { userId, token, addressId, couponId: coupon?.coupon_id as number }
}

describe('/order/draft and /order/draft/save', () => {
  it('need a session; a member with none has no choices', async () => {
    expect((await draft(null)).status).toBe(401)
    expect((await save(null, { payment_method: 'CARD' })).status).toBe(401)
    const { token } = await member('draftnone')
    expect((await draft(token)).body).toEqual({ choices: {}, dropped: [] })
  })

  it('keeps each choice given and the others stored; null is a choice of nothing', async () => {
    const { token, addressId, couponId } = await member('draftkeep')
    const first = await save(token, {
      address_id: addressId,
      coupon_id: couponId,
      delivery_type: 'MORNING',
      payment_method: 'BANK_TRANSFER',
      delivery_request_code: 'CUSTOM',
      delivery_request_text: '  공동현관 1234# 눌러 주세요 ',
      points: 1500,
    })
    expect(first.status).toBe(200)
    expect(first.body.choices).toEqual({
      address_id: addressId,
      coupon_id: couponId,
      delivery_type: 'MORNING',
      payment_method: 'BANK_TRANSFER',
      delivery_request_code: 'CUSTOM',
      delivery_request_text: '공동현관 1234# 눌러 주세요',
      points: 1500,
    })
    // 쿠폰 사용 안 함 and 선택 안 함 are kept as choices; what was not sent stays.
    await save(token, { coupon_id: null, delivery_request_code: null, payment_method: 'EASY_PAY' })
    expect((await draft(token)).body).toEqual({
      choices: {
        address_id: addressId,
        coupon_id: null,
        delivery_type: 'MORNING',
        payment_method: 'EASY_PAY',
        delivery_request_code: null,
        delivery_request_text: '공동현관 1234# 눌러 주세요',
        points: 1500,
      },
      dropped: [],
    })
  })

  it('refuses an unknown key, a bad value, someone else’s coupon or address — and keeps what it had', async () => {
    const { token, addressId } = await member('draftbad')
    const other = await member('draftother')
    await save(token, { address_id: addressId, payment_method: 'BANK_TRANSFER' })
    const before = (await draft(token)).body
    const refusals: [Record<string, unknown>, number][] = [
      [{ payment_method: 'CARD', admin: true }, 400],
      [{ payment_method: 'BITCOIN' }, 400],
      [{ delivery_type: 'DRONE' }, 400],
      [{ points: -1 }, 400],
      [{ points: 1.5 }, 400],
      [{ coupon_id: 'none' }, 400],
      [{ delivery_request_code: 'ROOF' }, 400],
      [{ delivery_request_text: '가'.repeat(51) }, 400],
      [{ delivery_request_text: '문 앞\n그리고' }, 400],
      [{ coupon_id: CAT_COUPON, payment_method: 'CARD' }, 404],
      [{ coupon_id: other.couponId }, 404],
      [{ address_id: other.addressId }, 404],
      [{ address_id: 2_147_483_647 }, 404],
    ]
    for (const [choices, status] of refusals) {
      const answer = await save(token, choices)
      expect([JSON.stringify(choices), answer.status]).toEqual([JSON.stringify(choices), status])
    }
    // A body that is not an object of choices is a 400 too.
    expect((await v2Call(backend, '/order/draft/save', token, { choices: ['CARD'] })).status).toBe(400)
    expect((await v2Call(backend, '/order/draft/save', token, {})).status).toBe(400)
    expect((await draft(token)).body).toEqual(before)
  })

  it('leaves out an address since deleted and a coupon since expired, and says so', async () => {
    const { token, userId, couponId } = await member('draftgone')
    const second = await v2Call(backend, '/address/save', token, {
      name: '둘째',
      mobile_no: '01011112222',
      zip_code: '04524',
      address1: '서울특별시 중구 세종대로 110',
      address2: '2층',
      is_default: false,
    })
    await save(token, { address_id: second.body.address_id, coupon_id: couponId, payment_method: 'BANK_TRANSFER' })
    await v2Call(backend, '/address/delete', token, { address_id: second.body.address_id })
    await backend.db.query("update coupons set expires_at = now() - interval '1 day' where coupon_id = $1 and user_id = $2", [
      couponId,
      userId,
    ])
    const answer = await draft(token)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ choices: { payment_method: 'BANK_TRANSFER' }, dropped: ['address_id', 'coupon_id'] })
  })

  it('reads past what it no longer knows in a stored draft, and forgets one untouched for a week', async () => {
    const { token, userId } = await member('draftold')
    await backend.db.query(
      `insert into order_drafts (user_id, choices, updated_at) values ($1, $2::jsonb, now())
       on conflict (user_id) do update set choices = excluded.choices, updated_at = excluded.updated_at`,
      [userId, JSON.stringify({ payment_method: 'EASY_PAY', gift_wrap: true, points: 'many', delivery_type: 'DRONE' })],
    )
    expect((await draft(token)).body).toEqual({ choices: { payment_method: 'EASY_PAY' }, dropped: [] })
    await backend.db.query('update order_drafts set updated_at = $2 where user_id = $1', [
      userId,
      new Date(Date.now() - DRAFT_TTL_MS - 60_000).toISOString(),
    ])
    expect((await draft(token)).body).toEqual({ choices: {}, dropped: [] })
    // A save after a forgotten draft starts afresh.
    await backend.db.query(
      `insert into order_drafts (user_id, choices, updated_at) values ($1, $2::jsonb, $3)
       on conflict (user_id) do update set choices = excluded.choices, updated_at = excluded.updated_at`,
      [
        userId,
        JSON.stringify({ delivery_request_code: 'CUSTOM', delivery_request_text: '1234#' }),
        new Date(Date.now() - DRAFT_TTL_MS - 60_000),
      ],
    )
    await save(token, { payment_method: 'CARD' })
    expect((await draft(token)).body.choices).toEqual({ payment_method: 'CARD' })
  })
})

describe('the draft and the order', () => {
  it('/order/prepare keeps what it prepared; a declined payment leaves it; a paid order forgets it', async () => {
    const { token, addressId } = await member('draftorder')
    const [option] = await pickOptions(backend, { count: 1, skip: 630, minStock: 5, maxPrice: 40000 })
    if (!option) throw new Error('no option')
    const ids = await fillCart(backend, token, [{ option_id: option.option_id }])
    await save(token, { points: 700 })
    const prepared = await prepare(backend, token, ids, {
      address_id: addressId,
      payment_method: 'EASY_PAY',
      delivery_request_code: 'CUSTOM',
      delivery_request_text: ' 경비실 말고 문 앞 ',
    } as never)
    expect(prepared.status).toBe(200)
    const kept = {
      address_id: addressId,
      delivery_type: 'LOGISTIC',
      coupon_id: null,
      payment_method: 'EASY_PAY',
      delivery_request_code: 'CUSTOM',
      delivery_request_text: '경비실 말고 문 앞',
      points: 700,
    }
    expect((await draft(token)).body.choices).toEqual(kept)

    const declined = await pay(backend, prepared.body.order_key, 'decline')
    const refused = await v2Call(backend, '/order/confirm', token, { order_key: prepared.body.order_key, payment_key: declined.paymentKey })
    expect(refused.status).toBe(402)
    expect((await draft(token)).body.choices).toEqual(kept)

    // A refused prepare (someone else's coupon) keeps nothing new.
    expect((await prepare(backend, token, ids, { address_id: addressId, coupon_id: CAT_COUPON, payment_method: 'CARD' })).status).toBe(404)
    expect((await draft(token)).body.choices).toEqual(kept)

    const again = await prepare(backend, token, ids, { address_id: addressId, payment_method: 'CARD' })
    const approved = await pay(backend, again.body.order_key, 'approve')
    const paid = await v2Call(backend, '/order/confirm', token, { order_key: again.body.order_key, payment_key: approved.paymentKey })
    expect(paid.status).toBe(200)
    expect((await draft(token)).body).toEqual({ choices: {}, dropped: [] })
  })
})
