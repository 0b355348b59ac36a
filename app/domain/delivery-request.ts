import * as SHOP_MSG from './messages.shop'

/**
 * 배송 요청사항 (decision 026): picked on the order sheet, kept with the order by V2 as
 * a kind plus, for 직접 입력, the shopper's words.
 */
export const DELIVERY_REQUEST_CODES = ['DOOR', 'SECURITY', 'CUSTOM'] as const
export type DeliveryRequestCode = (typeof DELIVERY_REQUEST_CODES)[number]
/** The sheet's choice: one of the kinds, or none. */
export const DELIVERY_REQUEST_CHOICES = ['NONE', ...DELIVERY_REQUEST_CODES] as const
export type DeliveryRequestChoice = (typeof DELIVERY_REQUEST_CHOICES)[number]

/** V2's limit on the words of 직접 입력, counted in characters as a person counts them. */
export const DELIVERY_REQUEST_MAX_LENGTH = 50

/** How many characters a person sees (an emoji is one). */
export const visibleLength = (text: string) => [...text].length

/** What V2 is sent for a choice: nothing for none, the kind, and the words only for 직접 입력. */
export function deliveryRequestBody(choice: DeliveryRequestChoice, text: string | undefined) {
  if (choice === 'NONE') return {}
  return choice === 'CUSTOM' ? { deliveryRequestCode: choice, deliveryRequestText: (text ?? '').trim() } : { deliveryRequestCode: choice }
}

/** The order detail's line: the kind in the sheet's words, or the shopper's own. */
export function deliveryRequestLabel(request: { code: string; text?: string | null } | null | undefined): string | null {
  if (!request) return null
  if (request.code === 'CUSTOM') return request.text?.trim() || null
  return SHOP_MSG.order.deliveryRequests[request.code] ?? null
}
