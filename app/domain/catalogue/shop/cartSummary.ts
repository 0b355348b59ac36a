/**
 * The price summary's labels, shared by the cart, the order sheet and an order's page: a section
 * of its own, so the order sheet does not download the whole cart section with them (decision 039).
 */
export const cartSummary = {
  priceTotal: '상품 금액',
  discountTotal: '할인 금액',
  shippingFee: '배송비',
  freeShipping: '무료',
  couponDiscount: '쿠폰 할인',
  total: '결제 예정 금액',
}
