import type { Order } from './commerce.schema'
import type { ProductSummary } from './product.schema'

/** One product and one order as V2 answers them, for the tracking tests (extra fields included). */
export const PRODUCT: ProductSummary = {
  productId: 3442,
  productName: '그레인프리 연어 사료 2kg',
  productGroup1Id: 1,
  productGroup2Id: 11,
  productGroup3Id: 111,
  productGroup4Id: null,
  brandId: 7,
  brandName: '바른펫',
  price: 32000,
  discountApplyPrice: 28800,
  discountRate: 10,
  isPb: true,
  reviewCount: 120,
  reviewScore: 4.7,
  productSellLimitStatusCode: null,
  isEntirelySoldout: false,
  imageUrl: '/images/3442.webp',
  lowestOptionId: 34421,
  lowestOptionPrice: 32000,
  lowestOptionDiscountApplyPrice: 28800,
  lowestOptionDiscountRate: 10,
  optionPricesDiffer: false,
}

export const ORDER: Order = {
  orderId: 77,
  status: 'CANCELLED',
  orderedAt: '2026-11-20T10:00:00+09:00',
  shippingTime: '2026-11-21T08:00:00+09:00',
  totalPrice: 54600,
  couponTitle: '첫 구매 3,000원',
  couponType: 'AMOUNT',
  couponDiscountPrice: 3000,
  cancelReason: '단순 변심',
  cancelReasonCode: 'CHANGE_OF_MIND',
  cancelReasonText: null,
  cancelledAt: '2026-11-20T11:00:00+09:00',
  refund: null,
  products: [
    {
      lineNo: 1,
      productId: 3442,
      productName: '그레인프리 연어 사료 2kg',
      optionName: '2kg',
      imageUrl: '/i.webp',
      price: 28800,
      quantity: 2,
      reviewId: null,
    },
  ],
}
