import * as MSG from '../../messages'

export const orderHistory = {
  title: MSG.my.pages.orderHistory,
  empty: '아직 주문한 상품이 없어요.',
  detail: '주문 상세',
  orderedAt: '주문일',
  orderId: '주문번호',
  shippingTime: '도착 예정',
  deliveredAt: '배송 완료',
  total: '결제 금액',
  productTotal: '상품 금액',
  coupon: '쿠폰',
  payment: '결제 수단',
  address: '배송지',
  deliveryType: '배송 방법',
  deliveryRequest: '배송 요청사항',
  statuses: { PAID: '결제 완료', PREPARING: '상품 준비 중', SHIPPING: '배송 중', DELIVERED: '배송 완료', CANCELLED: '주문 취소' } as Record<
    string,
    string
  >,
  cancel: '주문 취소',
  cancelReason: '취소 사유',
  exchangeReturn: '교환·반품 신청',
  more: '주문 더 보기',
  cancelledOn: (day: string) => `${day} 취소`,
  refund: '환불 금액',
  refundExpected: '환불 예정 금액',
  refundTo: (method: string) => `결제 수단(${method})으로 환불`,
  refundToPayment: '결제 수단으로 환불',
  refundedOn: (day: string) => `${day} 환불 완료`,
  refundArrives: '카드사·은행에 따라 3~5영업일 안에 들어와요.',
  couponBack: (title: string, until: string | null) =>
    until ? `${title} 쿠폰을 돌려드렸어요 (${until}까지)` : `${title} 쿠폰을 돌려드렸어요`,
  couponExpired: (title: string) => `${title} 쿠폰은 사용 기간이 지나 다시 쓸 수 없어요`,
  couponReused: (title: string) => `${title} 쿠폰은 다른 주문에 다시 쓰였어요`,
  couponLabel: '쿠폰',
  requests: '교환·반품 신청',
} as const
