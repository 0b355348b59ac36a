import { HttpError } from '../http/errors'

/**
 * 배송 요청사항 (decision 026): chosen on the order sheet and kept with the order. The
 * shop words the kinds (문 앞에 놓아 주세요, 경비실에 맡겨 주세요); CUSTOM carries the shopper's own.
 */
export const DELIVERY_REQUEST_CODES = ['DOOR', 'SECURITY', 'CUSTOM'] as const
export type DeliveryRequestCode = (typeof DELIVERY_REQUEST_CODES)[number]
export type DeliveryRequest = { code: DeliveryRequestCode; text: string | null }

export const DELIVERY_REQUEST_MAX_LENGTH = 50

const invalid = (message: string) =>
  new HttpError(400, 'BAD_REQUEST', message, { reason: 'INVALID_FORMAT', field: 'delivery_request_text' })

/**
 * The request to store, or null for none. CUSTOM needs 1–50 characters on one line (a courier's
 * terminal shows one); the words of another kind are not kept, the kind says it all.
 */
export function deliveryRequestOf(code: DeliveryRequestCode | null | undefined, text: string | null | undefined): DeliveryRequest | null {
  if (!code) return null
  if (code !== 'CUSTOM') return { code, text: null }
  const words = (text ?? '').trim()
  if (words === '') throw invalid('배송 요청사항을 입력해 주세요.')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(words)) throw invalid('배송 요청사항은 한 줄로 입력해 주세요.')
  if ([...words].length > DELIVERY_REQUEST_MAX_LENGTH)
    throw invalid(`배송 요청사항은 ${DELIVERY_REQUEST_MAX_LENGTH}자까지 입력할 수 있어요.`)
  return { code, text: words }
}
