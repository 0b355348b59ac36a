import { describe, expect, test } from 'vitest'
import { CheckoutSchema } from './checkout.schema'
import { deliveryRequestBody, deliveryRequestLabel } from './delivery-request'
import * as SHOP_MSG from './messages.shop'

const paying = { intent: 'pay', addressId: '1', deliveryType: 'LOGISTIC', paymentMethod: 'CARD', agree: 'on' }
const messages = (value: Record<string, unknown>) =>
  CheckoutSchema.safeParse({ ...paying, ...value }).error?.issues.map((i) => i.message) ?? []

describe('배송 요청사항 on the order sheet', () => {
  test('none unless picked; a kind needs no words', () => {
    expect(CheckoutSchema.parse(paying)).toMatchObject({ deliveryRequest: 'NONE' })
    expect(CheckoutSchema.parse({ ...paying, deliveryRequest: 'DOOR', deliveryRequestText: '' })).toMatchObject({ deliveryRequest: 'DOOR' })
    expect(messages({ deliveryRequest: 'ROOF' })).toHaveLength(1)
  })

  test('직접 입력 needs 1–50 characters on one line (an emoji is one)', () => {
    expect(messages({ deliveryRequest: 'CUSTOM' })).toEqual([SHOP_MSG.order.deliveryRequestTextRequired])
    expect(messages({ deliveryRequest: 'CUSTOM', deliveryRequestText: '   ' })).toEqual([SHOP_MSG.order.deliveryRequestTextRequired])
    expect(messages({ deliveryRequest: 'CUSTOM', deliveryRequestText: '가'.repeat(50) })).toEqual([])
    expect(messages({ deliveryRequest: 'CUSTOM', deliveryRequestText: `${'가'.repeat(48)}🐶🐱` })).toEqual([])
    expect(messages({ deliveryRequest: 'CUSTOM', deliveryRequestText: '가'.repeat(51) })).toEqual([
      SHOP_MSG.order.deliveryRequestTextTooLong(50),
    ])
    expect(messages({ deliveryRequest: 'CUSTOM', deliveryRequestText: '문 앞\n벨' })).toEqual([SHOP_MSG.order.deliveryRequestOneLine])
    // Words typed under another kind are not checked: they are not sent.
    expect(messages({ deliveryRequest: 'SECURITY', deliveryRequestText: '가'.repeat(60) })).toEqual([])
  })

  test('what V2 is sent', () => {
    expect(deliveryRequestBody('NONE', '무시')).toEqual({})
    expect(deliveryRequestBody('DOOR', '무시')).toEqual({ deliveryRequestCode: 'DOOR' })
    expect(deliveryRequestBody('CUSTOM', ' 벨 누르지 말아 주세요 ')).toEqual({
      deliveryRequestCode: 'CUSTOM',
      deliveryRequestText: '벨 누르지 말아 주세요',
    })
  })

  test('the order detail’s line', () => {
    expect(deliveryRequestLabel({ code: 'DOOR', text: null })).toBe('문 앞에 놓아 주세요')
    expect(deliveryRequestLabel({ code: 'SECURITY' })).toBe('경비실에 맡겨 주세요')
    expect(deliveryRequestLabel({ code: 'CUSTOM', text: '벨 누르지 말아 주세요' })).toBe('벨 누르지 말아 주세요')
    expect(deliveryRequestLabel(null)).toBeNull()
    expect(deliveryRequestLabel({ code: 'CUSTOM', text: '' })).toBeNull()
  })
})
