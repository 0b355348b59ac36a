import { z } from 'zod'
import { NO_COUPON } from './checkout.schema'
import { DELIVERY_OPTION_TYPES, PAYMENT_METHODS, type PaymentMethod } from './commerce.schema'
import { DELIVERY_REQUEST_CODES, DELIVERY_REQUEST_MAX_LENGTH, type DeliveryRequestChoice, visibleLength } from './delivery-request'
import { parseRecordId } from './record-id'

type DeliveryOptionType = (typeof DELIVERY_OPTION_TYPES)[number]

/**
 * Decision 045: the order sheet's choices, kept by V2 (`/order/draft`) until an order is paid, so
 * 배송지 추가, a refused form and a declined or abandoned payment lose nothing, with or without
 * JavaScript. Absent: never chosen; null: a choice of nothing (쿠폰 사용 안 함, 선택 안 함).
 */
export type DraftChoices = {
  addressId?: number
  couponId?: number | null
  deliveryType?: DeliveryOptionType
  paymentMethod?: PaymentMethod
  deliveryRequestCode?: (typeof DELIVERY_REQUEST_CODES)[number] | null
  deliveryRequestText?: string
  /** 적립금 to use, in whole won (a field of the sheet to come). */
  points?: number
}

/** `/order/draft`'s answer, read leniently: a value the shop does not know is as if never chosen. */
export const OrderDraftSchema = z.object({
  choices: z
    .object({
      addressId: z.number().int().optional().catch(undefined),
      couponId: z.number().int().nullable().optional().catch(undefined),
      deliveryType: z.enum(DELIVERY_OPTION_TYPES).optional().catch(undefined),
      paymentMethod: z.enum(PAYMENT_METHODS).optional().catch(undefined),
      deliveryRequestCode: z.enum(DELIVERY_REQUEST_CODES).nullable().optional().catch(undefined),
      deliveryRequestText: z.string().optional().catch(undefined),
      points: z.number().int().min(0).optional().catch(undefined),
    })
    .catch({}),
  /** V2's keys (`coupon_id`, `address_id`) of choices that no longer hold. */
  dropped: z.array(z.string()).catch([]),
})
export type OrderDraft = z.infer<typeof OrderDraftSchema>
export const NO_DRAFT: OrderDraft = { choices: {}, dropped: [] }

/** Words V2 would keep for 직접 입력: one line of at most 50 characters (decision 026); else none. */
function keepableWords(value: FormDataEntryValue | null): string | undefined {
  if (typeof value !== 'string') return undefined
  const words = value.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(words) || visibleLength(words) > DELIVERY_REQUEST_MAX_LENGTH) return undefined
  return words
}

/** Won typed in a field: a whole number, none when emptied (0: 쓰지 않음), else undefined (not a choice). */
export function wholeWon(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text === '') return 0
  return /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined
}

/**
 * What a posted sheet chose, each field on its own: one that is missing or malformed is left out
 * (the stored choice stays), so a bad field never costs the others.
 */
export function draftFromForm(formData: FormData): DraftChoices {
  const choices: DraftChoices = {}
  const text = (key: string) => {
    const value = formData.get(key)
    return typeof value === 'string' ? value : null
  }
  const addressId = parseRecordId(text('addressId'))
  if (addressId !== null) choices.addressId = addressId
  const coupon = text('couponId')
  if (coupon === '' || coupon === NO_COUPON) choices.couponId = null
  else if (parseRecordId(coupon) !== null) choices.couponId = parseRecordId(coupon)
  const deliveryType = DELIVERY_OPTION_TYPES.find((type) => type === text('deliveryType'))
  if (deliveryType) choices.deliveryType = deliveryType
  const paymentMethod = PAYMENT_METHODS.find((method) => method === text('paymentMethod'))
  if (paymentMethod) choices.paymentMethod = paymentMethod
  const request = text('deliveryRequest')
  if (request === 'NONE') choices.deliveryRequestCode = null
  else {
    const code = DELIVERY_REQUEST_CODES.find((c) => c === request)
    if (code) choices.deliveryRequestCode = code
  }
  const words = keepableWords(formData.get('deliveryRequestText'))
  if (words !== undefined) choices.deliveryRequestText = words
  const points = wholeWon(formData.get('points'))
  if (points !== undefined) choices.points = points
  return choices
}

/** The sheet as shown: an explicit choice in the URL, else the stored one, else the default. */
export type SheetChoice = {
  addressId: number | null
  couponId: number | null
  /** Whether a coupon, or none, was chosen (so none is picked for the shopper, `couponAutoApply`). */
  couponChosen: boolean
  deliveryType: DeliveryOptionType | null
  paymentMethod: PaymentMethod
  deliveryRequest: DeliveryRequestChoice
  /** Only ever from the draft: the words are never in a URL (decision 026). */
  deliveryRequestText: string
  points: number | null
}

export function sheetChoiceOf(params: URLSearchParams, draft: OrderDraft): SheetChoice {
  const stored = draft.choices
  const query = (key: string) => params.get(key)
  const queryCoupon = query('couponId')
  const couponFromQuery = params.has('couponId') ? (queryCoupon === NO_COUPON ? null : parseRecordId(queryCoupon)) : undefined
  const requestFromQuery = query('deliveryRequest')
  const storedRequest = stored.deliveryRequestCode === undefined ? undefined : (stored.deliveryRequestCode ?? 'NONE')
  return {
    addressId: parseRecordId(query('addressId')) ?? stored.addressId ?? null,
    couponId: couponFromQuery !== undefined ? couponFromQuery : (stored.couponId ?? null),
    couponChosen: params.has('couponId') || stored.couponId !== undefined || draft.dropped.includes('coupon_id'),
    deliveryType: DELIVERY_OPTION_TYPES.find((type) => type === query('deliveryType')) ?? stored.deliveryType ?? null,
    paymentMethod: PAYMENT_METHODS.find((method) => method === query('paymentMethod')) ?? stored.paymentMethod ?? 'CARD',
    deliveryRequest:
      (['NONE', ...DELIVERY_REQUEST_CODES] as const).find((choice) => choice === requestFromQuery) ?? storedRequest ?? 'NONE',
    deliveryRequestText: stored.deliveryRequestText ?? '',
    points: stored.points ?? null,
  }
}

/** The harmless part of a sheet for its URL when V2 could not keep it: never the words (decision 026). */
export function sheetQueryOf(choices: DraftChoices): URLSearchParams {
  const query = new URLSearchParams()
  if (choices.addressId) query.set('addressId', String(choices.addressId))
  if (choices.couponId !== undefined) query.set('couponId', choices.couponId === null ? NO_COUPON : String(choices.couponId))
  if (choices.deliveryType) query.set('deliveryType', choices.deliveryType)
  if (choices.paymentMethod) query.set('paymentMethod', choices.paymentMethod)
  if (choices.deliveryRequestCode !== undefined) query.set('deliveryRequest', choices.deliveryRequestCode ?? 'NONE')
  return query
}
