import { describe, expect, test } from 'vitest'
import type { OrderDetail } from './commerce.schema'
import * as SHOP_MSG from './messages.shop'
import { orderStateView } from './order-state'

const NOW = new Date('2026-11-24T03:00:00Z')

const order = (facts: Partial<OrderDetail>): Parameters<typeof orderStateView>[0] => ({
  status: 'PAID',
  shippingTime: '2026-11-26T01:00:00Z',
  totalPrice: 32500,
  cancelReason: null,
  ...facts,
})

const cancelled = (facts: Partial<OrderDetail> = {}) =>
  order({
    status: 'CANCELLED',
    cancelReason: '옵션을 잘못 선택함 (사이즈가 달라요)',
    cancelReasonCode: 'WRONG_OPTION',
    cancelReasonText: '사이즈가 달라요',
    cancelledAt: '2026-11-24T02:10:00Z',
    refund: { amount: 32500, method: 'CARD', refundedAt: '2026-11-24T02:10:00Z', coupon: null },
    ...facts,
  })

describe('an order on its way', () => {
  test.each(['PAID', 'PREPARING', 'SHIPPING'] as const)('%s shows 도착 예정 with the day, no reason, no refund', (status) => {
    const view = orderStateView(order({ status }), NOW)
    expect(view.arrival).toEqual({ label: '도착 예정', day: '11월 26일 (목)' })
    expect(view.reason).toBeNull()
    expect(view.refund).toBeNull()
    expect(view.statusNote).toBeNull()
  })

  test('it can be cancelled while paid or preparing, not once shipping', () => {
    expect(orderStateView(order({ status: 'PAID' }), NOW).canCancel).toBe(true)
    expect(orderStateView(order({ status: 'PREPARING' }), NOW).canCancel).toBe(true)
    expect(orderStateView(order({ status: 'SHIPPING' }), NOW).canCancel).toBe(false)
  })

  test('without a day there is nothing to promise', () => {
    expect(orderStateView(order({ shippingTime: null }), NOW).arrival).toBeNull()
  })
})

test('a delivered order shows 배송 완료 with its day and can be returned, not cancelled', () => {
  const view = orderStateView(order({ status: 'DELIVERED', shippingTime: '2026-11-20T05:00:00Z' }), NOW)
  expect(view.arrival).toEqual({ label: '배송 완료', day: '11월 20일 (금)' })
  expect(view).toMatchObject({ canReturn: true, canCancel: false, refund: null })
})

describe('a cancelled order', () => {
  test('promises no arrival, whatever day the order still carries', () => {
    const view = orderStateView(cancelled(), NOW)
    expect(view.arrival).toBeNull()
    expect(view.status).toBe('주문 취소')
    expect(view.statusNote).toBe('11월 24일 (화) 취소')
    expect(view).toMatchObject({ canCancel: false, canReturn: false })
  })

  test("shows the reason in the cancel form's own label, and the shopper's words apart", () => {
    const view = orderStateView(cancelled(), NOW)
    expect(view.reason).toEqual({
      label: '취소 사유',
      chosen: SHOP_MSG.cancel.reasons.WRONG_OPTION,
      textLabel: '자세한 사유',
      text: '사이즈가 달라요',
    })
    expect(view.reason?.chosen).toBe('옵션을 잘못 골랐어요')
    for (const code of ['CHANGE_OF_MIND', 'WRONG_OPTION', 'DELIVERY_DELAY', 'REORDER', 'OTHER']) {
      expect(orderStateView(cancelled({ cancelReasonCode: code, cancelReasonText: null }), NOW).reason).toMatchObject({
        chosen: SHOP_MSG.cancel.reasons[code],
        text: null,
      })
    }
  })

  test('a service that sends only its text: that text, as it came', () => {
    expect(orderStateView(cancelled({ cancelReasonCode: undefined, cancelReasonText: undefined }), NOW).reason?.chosen).toBe(
      '옵션을 잘못 선택함 (사이즈가 달라요)',
    )
  })

  test('the refund line: amount in won, to the payment method, when', () => {
    expect(orderStateView(cancelled(), NOW).refund).toEqual({
      label: '환불 금액',
      amount: '32,500원',
      to: '결제 수단(신용·체크카드)으로 환불',
      when: '11월 24일 (화) 환불 완료',
      coupon: null,
      points: null,
    })
    expect(
      orderStateView(cancelled({ refund: { amount: 1234567, method: 'EASY_PAY', refundedAt: '2026-11-24T02:10:00Z', coupon: null } }), NOW)
        .refund,
    ).toMatchObject({
      amount: '1,234,567원',
      to: '결제 수단(간편결제)으로 환불',
    })
  })

  test('the coupon: given back with its last day, expired, or used again elsewhere', () => {
    const coupon = (restored: boolean, expiresAt: string | null) =>
      orderStateView(
        cancelled({
          refund: {
            amount: 29500,
            method: 'CARD',
            refundedAt: '2026-11-24T02:10:00Z',
            coupon: { title: '첫 구매 3,000원', restored, expiresAt },
          },
        }),
        NOW,
      ).refund?.coupon
    expect(coupon(true, '2026-12-31T14:59:59Z')).toBe('첫 구매 3,000원 쿠폰을 돌려드렸어요 (12월 31일 (목)까지)')
    expect(coupon(true, null)).toBe('첫 구매 3,000원 쿠폰을 돌려드렸어요')
    // Expiring at this very moment is expired.
    expect(coupon(true, NOW.toISOString())).toBe('첫 구매 3,000원 쿠폰은 사용 기간이 지나 다시 쓸 수 없어요')
    expect(coupon(false, null)).toBe('첫 구매 3,000원 쿠폰은 다른 주문에 다시 쓰였어요')
  })

  test('a service that has not said it refunded: the paid amount, expected', () => {
    expect(orderStateView(cancelled({ refund: null }), NOW).refund).toEqual({
      label: '환불 예정 금액',
      amount: '32,500원',
      to: '결제 수단으로 환불',
      when: null,
      coupon: null,
      points: null,
    })
  })

  test('the 적립금 the order used comes back with it (decision 044)', () => {
    const refund = { amount: 31500, points: 1000, method: 'CARD', refundedAt: '2026-11-24T02:10:00Z', coupon: null }
    expect(orderStateView(cancelled({ refund, pointsUsed: 1000 }), NOW).refund?.points).toBe('적립금 1,000원 돌려받음')
    expect(orderStateView(cancelled({ refund: null, pointsUsed: 1000 }), NOW).refund?.points).toBe('적립금 1,000원 돌려받음')
  })
})

test('구매확정 (decision 044): a delivered order offers it and exchange/return until it is confirmed, then says when', () => {
  const open = orderStateView(order({ status: 'DELIVERED', purchaseConfirmedAt: null }), NOW)
  expect(open).toMatchObject({ canConfirm: true, canReturn: true, statusNote: null })
  const done = orderStateView(order({ status: 'DELIVERED', purchaseConfirmedAt: '2026-11-20T03:00:00Z' }), NOW)
  expect(done).toMatchObject({ canConfirm: false, canReturn: false, statusNote: '11월 20일 (금) 구매확정' })
  expect(orderStateView(order({ status: 'SHIPPING' }), NOW).canConfirm).toBe(false)
})

test("return requests read in the return form's labels", () => {
  const view = orderStateView(
    order({
      status: 'DELIVERED',
      exchangeReturns: [{ requestId: 7, type: 'RETURN', reasonCode: 'DAMAGED', reasonText: '', status: 'REQUESTED' }],
    }),
    NOW,
  )
  // Decision 048: REQUESTED is the timeline's first step, 접수 (it read 신청 완료 before the steps).
  expect(view.requests).toEqual([
    {
      requestId: 7,
      type: '반품',
      reason: SHOP_MSG.exchangeReturn.reasons.DAMAGED,
      text: null,
      status: '접수',
      steps: [],
      money: [],
      pickup: null,
      photos: null,
    },
  ])
})

describe('exchange and return (decision 048)', () => {
  const delivered = (facts: Partial<OrderDetail>) => order({ status: 'DELIVERED', shippingTime: '2026-11-20T05:00:00Z', ...facts })

  test('offered only while V2 says it is open: a delivered order past its window is not', () => {
    expect(orderStateView(delivered({ returnableUntil: null }), NOW)).toMatchObject({ canReturn: false, returnUntil: null })
    expect(orderStateView(delivered({ returnableUntil: '2026-11-23T05:00:00Z' }), NOW).canReturn).toBe(false)
    expect(orderStateView(delivered({ returnableUntil: '2026-11-27T05:00:00Z' }), NOW)).toMatchObject({
      canReturn: true,
      returnUntil: '11월 27일 (금)까지 신청할 수 있어요.',
    })
  })

  test('a request shows its steps, its money and marks its lines', () => {
    const view = orderStateView(
      delivered({
        returnableUntil: '2026-11-27T05:00:00Z',
        exchangeReturns: [
          {
            requestId: 8,
            type: 'RETURN',
            reasonCode: 'CHANGE_OF_MIND',
            status: 'PICKED_UP',
            lineNos: [2],
            steps: [
              { code: 'REQUESTED', done: true, at: '2026-11-22T05:00:00Z' },
              { code: 'PICKED_UP', done: true, at: '2026-11-23T05:00:00Z' },
              { code: 'INSPECTED', done: false, at: null },
              { code: 'COMPLETED', done: false, at: null },
            ],
            fee: 3000,
            refundAmount: 12_000,
            refundPoints: 400,
            completedAt: null,
            pickupAddress: { address1: '서울특별시 중구 세종대로 110', address2: '2층' },
            photoCount: 2,
          },
        ],
      }),
      NOW,
    )
    expect(view.requestedLines).toEqual({ 2: '반품 신청 · 회수' })
    expect(view.requests[0]).toMatchObject({
      status: '회수',
      steps: [
        { label: '접수', done: true, day: '11월 22일 (일)' },
        { label: '회수', done: true, day: '11월 23일 (월)' },
        { label: '검수', done: false, day: null },
        { label: '완료', done: false, day: null },
      ],
      money: ['배송비 3,000원 차감', '환불 예정 12,000원', '적립금 400원 환불'],
      pickup: '회수지: 서울특별시 중구 세종대로 110 2층',
      photos: '사진 2장',
    })
  })
})
