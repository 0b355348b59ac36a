import { formatWon as won } from '../../app/domain/format'
import { POINT_RULES } from '../../app/domain/points'
import { type ErrorCode, HttpError } from '../http/errors'

/** The business reasons of docs/backend-api.md "Shopping", with the Korean message the shop can show as is. */
const REASONS = {
  SOLD_OUT: '품절된 상품이 있어요.',
  STOCK_EXCEEDED: '주문할 수 있는 수량을 넘었어요.',
  DEAL_NOT_ELIGIBLE: '웰컴딜은 첫 구매 회원만 구매할 수 있어요.',
  DEAL_LIMIT: '웰컴딜 상품은 한 번에 하나만 담을 수 있어요.',
  CART_FULL: '장바구니에는 50개까지 담을 수 있어요.',
  CART_ITEM_INVALID: '장바구니에 없는 상품이 있어요. 장바구니를 다시 확인해 주세요.',
  COUPON_UNAVAILABLE: '사용할 수 없는 쿠폰이에요.',
  DELIVERY_UNAVAILABLE: '선택한 배송 방법으로 받을 수 없는 주소예요.',
  PAYMENT_DECLINED: '결제가 거절되었어요. 다른 결제 수단으로 다시 시도해 주세요.',
  PAYMENT_INVALID: '결제 정보를 확인할 수 없어요. 처음부터 다시 주문해 주세요.',
  PAYMENT_EXPIRED: '결제 승인 후 10분 안에 주문이 확정되지 않아 결제가 취소되었어요. 다시 주문해 주세요.',
  ORDER_ALREADY_PLACED: '이미 주문이 완료된 상품이에요. 결제는 취소되었어요.',
  // Decision 053: the sheet the shopper saw is what is paid, or nothing is.
  ORDER_CHANGED: '주문서를 연 뒤 결제 금액이 바뀌었어요. 바뀐 금액을 확인하고 다시 결제해 주세요.',
  ORDER_NOT_CANCELLABLE: '상품 준비가 시작되어 주문을 취소할 수 없어요.',
  ORDER_ALREADY_CANCELLED: '이미 취소된 주문이에요.',
  NOT_RETURNABLE: '배송 완료 후 7일 이내, 구매확정 전인 주문만 교환·반품을 신청할 수 있어요.',
  NOT_CONFIRMABLE: '배송 완료된 주문만 구매확정할 수 있어요.',
  // Decision 044: 적립금 on the order sheet, in the order a shopper can act on.
  POINTS_NOT_WHOLE: '적립금은 0원 이상의 숫자로 입력해 주세요.',
  POINTS_BELOW_MIN_BALANCE: `적립금은 ${won(POINT_RULES.minBalance)} 이상 모이면 쓸 수 있어요.`,
  POINTS_OVER_BALANCE: '가진 적립금보다 많이 쓸 수 없어요.',
  POINTS_OVER_PAYABLE: '결제할 금액보다 많이 쓸 수 없어요.',
  POINTS_NOT_UNIT: `적립금은 ${won(POINT_RULES.unit)} 단위로 쓸 수 있어요.`,
  ALREADY_REQUESTED: '이미 교환·반품을 신청한 상품이에요.',
  // Decision 048: a request's lines, pickup address and photos; tracking before the parcel left.
  RETURN_QUANTITY_EXCEEDED: '주문한 수량보다 많이 신청할 수 없어요.',
  RETURN_LINE_UNKNOWN: '주문에 없는 상품이에요.',
  EXCHANGE_OPTION_INVALID: '이 상품의 다른 옵션으로만 교환할 수 있어요.',
  EXCHANGE_OPTION_SOLD_OUT: '교환할 옵션이 품절이에요. 다른 옵션을 골라 주세요.',
  PICKUP_ADDRESS_INVALID: '회수할 주소를 배송지 목록에서 골라 주세요.',
  RETURN_PHOTO_INVALID: '사진을 다시 올려 주세요.',
  NOT_SHIPPED: '아직 출고 전인 주문이에요.',
  ALREADY_DOWNLOADED: '이미 받은 쿠폰이에요.',
  COUPON_EXPIRED: '발급 기간이 끝난 쿠폰이에요.',
  COUPON_EXHAUSTED: '선착순 쿠폰이 모두 소진되었어요.',
  FIRST_PURCHASE_ONLY: '첫 구매 쿠폰은 아직 주문한 적이 없는 회원만 받을 수 있어요.',
  // Decision 042: the welcome rule's REJOINED, at 받기.
  WELCOME_REJOINED: '탈퇴 후 30일 안에 다시 가입한 계정은 첫 구매 혜택을 받을 수 없어요.',
  NAME_INVALID: '받는 분 이름을 1~20자로 입력해 주세요.',
  MOBILE_INVALID: '휴대폰 번호를 정확히 입력해 주세요.',
  ZIP_CODE_INVALID: '우편번호 5자리를 입력해 주세요.',
  ADDRESS1_REQUIRED: '주소를 입력해 주세요.',
  ADDRESS_LIMIT: '배송지는 10개까지 저장할 수 있어요.',
} as const

export type CommerceReason = keyof typeof REASONS

/** `{ code, reason, message, ...extra }` with the reason's Korean message. */
export function commerceError(
  status: number,
  reason: CommerceReason,
  extra: Record<string, unknown> = {},
  code: ErrorCode = 'BAD_REQUEST',
): HttpError {
  return new HttpError(status, code, REASONS[reason], { reason, ...extra })
}

/** Field errors of the forms: `{ code: 'BAD_REQUEST', reason, field, message }`. */
export function fieldReason(reason: CommerceReason, field: string): HttpError {
  return commerceError(400, reason, { field })
}

export const notFound = () => new HttpError(404, 'NOT_FOUND')

/** Any ORDER_* or stock reason an error carries, for storing why an order failed. */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null
  const reason = error.extra.reason
  return typeof reason === 'string' ? reason : null
}

/** The HTTP status a stored failure reason is answered with again. */
export function failureError(reason: string): HttpError {
  if (!(reason in REASONS)) return commerceError(400, 'PAYMENT_INVALID')
  const known = reason as CommerceReason
  if (known === 'PAYMENT_DECLINED') return commerceError(402, known)
  if (known === 'ORDER_ALREADY_PLACED') return commerceError(409, known)
  return commerceError(400, known)
}

/** productGroup1Id → product_group1_id: V2 answers the BFF's camelCase shapes in snake_case. */
export function snakeKeys<T extends object>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]))
}
