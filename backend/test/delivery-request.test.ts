import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { fillCart, pickOptions, placeOrder, prepare, shopper, v2Call } from './commerce-helpers'
import { startTestBackend } from './helpers'

/** 배송 요청사항 chosen on the order sheet, kept with the order (decision 026). */

let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('배송 요청사항 on /order/prepare and /order/detail', () => {
  it('keeps a kind, or CUSTOM with the shopper’s words, and shows it on the order; none is null', async () => {
    const { token, addressId } = await shopper(backend, 181)
    const options = await pickOptions(backend, { count: 3, skip: 410, minStock: 5, maxPrice: 40000 })
    const orders: number[] = []
    for (const [i, request] of [
      { delivery_request_code: 'DOOR' },
      { delivery_request_code: 'CUSTOM', delivery_request_text: '  공동현관 비밀번호 1234#, 벨 누르지 말아 주세요 ' },
      {},
    ].entries()) {
      const option = options[i]
      if (!option) throw new Error('no option')
      const ids = await fillCart(backend, token, [{ option_id: option.option_id }])
      const confirmed = await placeOrder(backend, token, ids, { address_id: addressId, ...request } as never)
      expect(confirmed.status).toBe(200)
      orders.push(confirmed.body.order_id)
    }
    const detail = async (orderId: number) => (await v2Call(backend, '/order/detail', token, { order_id: orderId })).body.delivery_request
    expect(await detail(orders[0] as number)).toEqual({ code: 'DOOR', text: null })
    expect(await detail(orders[1] as number)).toEqual({ code: 'CUSTOM', text: '공동현관 비밀번호 1234#, 벨 누르지 말아 주세요' })
    expect(await detail(orders[2] as number)).toBeNull()
    // The list stays as it was (spec §3's fields).
    const list = await v2Call(backend, '/order/list', token)
    expect(list.body.orders[0]).not.toHaveProperty('delivery_request')
  })

  it('refuses CUSTOM without words, over 50 characters or on several lines, and an unknown kind; keeps no words for another kind', async () => {
    const { token, addressId } = await shopper(backend, 182)
    const [option] = await pickOptions(backend, { count: 1, skip: 420, minStock: 5, maxPrice: 40000 })
    if (!option) throw new Error('no option')
    const ids = await fillCart(backend, token, [{ option_id: option.option_id }])
    const cases: [Record<string, unknown>, string][] = [
      [{ delivery_request_code: 'CUSTOM' }, 'delivery_request_text'],
      [{ delivery_request_code: 'CUSTOM', delivery_request_text: '   ' }, 'delivery_request_text'],
      [{ delivery_request_code: 'CUSTOM', delivery_request_text: '가'.repeat(51) }, 'delivery_request_text'],
      [{ delivery_request_code: 'CUSTOM', delivery_request_text: '문 앞\n그리고' }, 'delivery_request_text'],
      [{ delivery_request_code: 'ROOF' }, 'delivery_request_code'],
    ]
    for (const [request, field] of cases) {
      const answer = await prepare(backend, token, ids, { address_id: addressId, ...request } as never)
      expect([JSON.stringify(request).slice(0, 40), answer.status]).toEqual([JSON.stringify(request).slice(0, 40), 400])
      if (field === 'delivery_request_text')
        expect(answer.body).toMatchObject({ reason: 'INVALID_FORMAT', field, message: expect.stringMatching(/[가-힣]/) })
    }
    // Fifty characters, emoji counted as one each, are fine.
    expect(
      (
        await prepare(backend, token, ids, {
          address_id: addressId,
          delivery_request_code: 'CUSTOM',
          delivery_request_text: `${'가'.repeat(48)}🐶🐱`,
        } as never)
      ).status,
    ).toBe(200)
    const other = await prepare(backend, token, ids, {
      address_id: addressId,
      delivery_request_code: 'SECURITY',
      delivery_request_text: '무시될 말',
    } as never)
    const [row] = await backend.db.query('select delivery_request_code, delivery_request_text from orders where order_key = $1', [
      other.body.order_key,
    ])
    expect(row).toEqual({ delivery_request_code: 'SECURITY', delivery_request_text: null })
  })
})
