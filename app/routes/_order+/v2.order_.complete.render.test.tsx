import { Outlet } from '@remix-run/react'
import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { OrderDetailSchema } from '~/domain/commerce.schema'
import { orderStateView } from '~/domain/order-state'
import { silenceLayoutEffectWarning } from '../../../tests/fixtures/render'
import OrderComplete from './v2.order_.complete.$orderId'

silenceLayoutEffectWarning()

const order = OrderDetailSchema.parse({
  orderId: 6,
  status: 'PAID',
  orderedAt: '2026-11-27T01:00:00.000Z',
  shippingTime: '2026-11-28T01:00:00.000Z',
  totalPrice: 41_650,
  couponTitle: null,
  couponType: null,
  couponDiscountPrice: null,
  cancelReason: null,
  products: [
    {
      lineNo: 1,
      productId: 2587,
      productName: '로얄펫 관절 영양제',
      optionName: '60포',
      imageUrl: '/cdn/products/2587.svg',
      price: 41_650,
      quantity: 1,
    },
  ],
  address: { name: '김하늘', mobileNo: '01012345678', zipCode: '06236', address1: '서울 강남구 테헤란로 152', address2: '12층' },
  paymentMethod: 'CARD',
  deliveryType: 'MORNING',
  shippingFee: 0,
  productTotal: 41_650,
  deliveryRequest: { code: 'DOOR', text: null },
})

test('the completion page says what was bought, where and how it comes, when, and what was paid', () => {
  const Stub = createRemixStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ id: 'page', path: 'v2/order/complete/:orderId', Component: OrderComplete }] },
  ])
  const html = renderToString(
    <Stub
      initialEntries={['/v2/order/complete/6']}
      hydrationData={{ loaderData: { root: null, page: { order, view: orderStateView(order, new Date('2026-11-27T02:00:00.000Z')) } } }}
    />,
  )
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
  for (const shown of [
    '주문이 완료되었어요',
    '로얄펫 관절 영양제',
    '60포',
    '배송지',
    '서울 강남구 테헤란로 152',
    '배송 방법',
    '새벽배송',
    '도착 예정',
    '신용·체크카드',
    '문 앞에 놓아 주세요',
    '41,650원',
  ])
    expect(text, shown).toContain(shown)
})
