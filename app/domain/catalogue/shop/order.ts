import { iga } from '../../particle'
export const order = {
  title: '주문/결제',
  items: '주문 상품',
  address: '배송지',
  noAddress: '배송지를 먼저 등록해 주세요.',
  addAddress: '배송지 추가',
  manageAddresses: '배송지 관리',
  delivery: '배송 방법',
  deliveryTypes: { LOGISTIC: '일반 택배', MORNING: '새벽배송', EXPRESS: '오늘출발' } as Record<string, string>,
  unavailable: '이 배송지로는 안 돼요',
  /** A way of delivery some product in the order is never sent by, whatever the address. */
  unavailableForProducts: (kind: string) => `담은 상품은 ${kind}${iga(kind)} 안 돼요`,
  /** Before the member has any address: nothing is unavailable yet, an address is missing. */
  deliveryNeedsAddress: '배송지를 추가하면 고를 수 있어요',
  deliveryRequest: '배송 요청사항',
  deliveryRequests: { NONE: '선택 안 함', DOOR: '문 앞에 놓아 주세요', SECURITY: '경비실에 맡겨 주세요', CUSTOM: '직접 입력' } as Record<
    string,
    string
  >,
  deliveryRequestText: '요청사항 직접 입력',
  deliveryRequestHint: (max: number) => `직접 입력을 고르면 배송 기사님께 전해 드려요. ${max}자까지 쓸 수 있어요.`,
  deliveryRequestTextRequired: '배송 요청사항을 입력해 주세요.',
  deliveryRequestTextTooLong: (max: number) => `배송 요청사항은 ${max}자까지 입력할 수 있어요.`,
  deliveryRequestOneLine: '배송 요청사항은 한 줄로 입력해 주세요.',
  coupon: '쿠폰',
  noCoupon: '쿠폰 사용 안 함',
  couponNotApplicable: '조건이 맞지 않아요',
  /** A coupon chosen earlier (decision 045) that this order can no longer use: used, expired or out of its conditions. */
  couponDropped: '고른 쿠폰을 이 주문에는 쓸 수 없어 뺐어요.',
  /** Why a coupon does not apply (decision 027), instead of "-0원". */
  couponRefusals: {
    ALREADY_FREE_SHIPPING: '이미 무료배송이에요',
    FIRST_PURCHASE_ONLY: '첫 구매에만 쓸 수 있어요',
    OUT_OF_SCOPE: '담은 상품에는 쓸 수 없어요',
  } as Record<string, string>,
  /** MIN_ORDER with the coupon's minimum: the condition a shopper can meet. */
  couponMinOrder: (amount: string) => `${amount} 이상 구매 시 쓸 수 있어요`,
  payment: '결제 수단',
  paymentMethods: { CARD: '신용·체크카드', BANK_TRANSFER: '계좌이체', EASY_PAY: '간편결제' } as Record<string, string>,
  apply: '적용',
  pay: (amount: string) => `${amount} 결제하기`,
  agree: '주문 내용을 확인했고, 결제에 동의해요.',
  agreeRequired: '결제 동의에 체크해 주세요.',
  addressRequired: '배송지를 골라 주세요.',
  deliveryRequired: '배송 방법을 골라 주세요.',
  paymentRequired: '결제 수단을 골라 주세요.',
  declined: '결제가 거절되었어요. 다른 결제 수단으로 다시 시도해 주세요.',
  alreadyPlaced: '이미 주문이 완료된 상품이에요. 주문 내역을 확인해 주세요.',
  completeTitle: '주문이 완료되었어요',
  completeBody: (orderId: number) => `주문번호 ${orderId}`,
  viewOrder: '주문 상세 보기',
  continueShopping: '쇼핑 계속하기',
  errors: {
    CART_ITEM_INVALID: '장바구니가 바뀌었어요. 장바구니를 다시 확인해 주세요.',
    SOLD_OUT: '품절된 상품이 있어요. 장바구니를 확인해 주세요.',
    STOCK_EXCEEDED: '재고가 부족한 상품이 있어요. 수량을 줄여 주세요.',
    COUPON_UNAVAILABLE: '사용할 수 없는 쿠폰이에요. 다른 쿠폰을 골라 주세요.',
    DEAL_NOT_ELIGIBLE: '첫 구매 특가는 첫 주문에서만 살 수 있어요.',
    PAYMENT_DECLINED: '결제가 거절되었어요. 다른 결제 수단으로 다시 시도해 주세요.',
    PAYMENT_EXPIRED: '결제 승인 후 10분이 지나 결제가 취소되었어요. 다시 주문해 주세요.',
    ORDER_ALREADY_PLACED: '이미 주문이 완료된 상품이에요. 주문 내역을 확인해 주세요.',
    // Decision 053: the sheet changed (a price, a coupon, stock) after it was opened.
    ORDER_CHANGED: '주문서를 연 뒤 결제 금액이 바뀌었어요. 바뀐 금액을 확인하고 다시 결제해 주세요.',
    ADDRESS_REQUIRED: '배송지를 골라 주세요.',
  } as Record<string, string>,
} as const
