import { HttpError } from '../http/errors'

/** The business reasons of docs/backend-api.md "Subscriptions", with a Korean message the shop can show as is. */
const REASONS = {
  NOT_SUBSCRIBABLE: '정기배송할 수 없는 상품이에요. 사료, 간식, 영양제, 모래, 패드 같은 소모품만 정기배송돼요.',
  SOLD_OUT: '품절된 옵션은 정기배송으로 고를 수 없어요.',
  OPTION_INVALID: '이 상품의 옵션만 고를 수 있어요.',
  ALREADY_SUBSCRIBED: '이미 정기배송 중인 옵션이에요. 정기배송 관리에서 바꿔 주세요.',
  SUBSCRIPTION_LIMIT: '정기배송은 20개까지 할 수 있어요.',
  DATE_OUT_OF_RANGE: '배송일은 모레부터 8주 안에서 골라 주세요.',
  SKIP_LIMIT: '다음 배송은 오늘부터 16주 뒤까지만 미룰 수 있어요.',
  SUBSCRIPTION_CANCELLED: '해지된 정기배송이라 바꿀 수 없어요.',
} as const

export type SubscriptionReason = keyof typeof REASONS

/** `{ code: 'BAD_REQUEST', reason, message, ...extra }`; a `field` in extra puts it under that input. */
export function subscriptionError(reason: SubscriptionReason, extra: Record<string, unknown> = {}, status = 400): HttpError {
  return new HttpError(status, 'BAD_REQUEST', REASONS[reason], { reason, ...extra })
}
