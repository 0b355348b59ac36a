import { productCoupon, type Quote, quoteReturn } from './after-sales-money'
import * as SHOP_MSG from './messages.shop'

export type ChosenLine = { lineNo: number; quantity: number; exchangeOptionId: number | null }

/** The form's field names of a line's quantity and replacement option (decision 048). */
export const quantityField = (lineNo: number) => `quantity-${lineNo}`
export const optionField = (lineNo: number) => `option-${lineNo}`

/**
 * The ticked lines with their quantities (1 to what was bought; none given: all of it) and, for
 * an exchange, the option wanted (empty: the same). A quantity outside that, or an option the
 * product does not have, is the Korean message for the lines' field.
 */
export function chosenLines(
  lineNos: readonly number[],
  get: (name: string) => string | null,
  bought: ReadonlyArray<{ lineNo: number; quantity: number; optionIds?: readonly number[] }>,
): { lines: ChosenLine[]; error: string | null } {
  const lines: ChosenLine[] = []
  for (const lineNo of lineNos) {
    const line = bought.find((b) => b.lineNo === lineNo)
    if (!line) return { lines, error: SHOP_MSG.exchangeReturn.itemsRequired }
    const rawQuantity = get(quantityField(lineNo))
    const quantity = rawQuantity === null || rawQuantity === '' ? line.quantity : Number(rawQuantity)
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity)
      return { lines, error: SHOP_MSG.exchangeReturn.quantityInvalid }
    const rawOption = get(optionField(lineNo))
    const option = rawOption ? Number(rawOption) : null
    if (option !== null && (!Number.isInteger(option) || (line.optionIds && !line.optionIds.includes(option))))
      return { lines, error: SHOP_MSG.exchangeReturn.exchangeOptionInvalid }
    lines.push({ lineNo, quantity, exchangeOptionId: option })
  }
  return { lines, error: null }
}

type QuotableOrder = {
  products: ReadonlyArray<{ lineNo: number; price: number; quantity: number }>
  couponType: string | null
  couponDiscountPrice: number | null
  pointsUsed?: number
}

/**
 * The expected refund of what the form says now (decision 048), or null until a line and
 * 교환/반품 are chosen: the page shows it before the request is sent, with JavaScript as the
 * shopper ticks and without it after 예상 환불 금액 보기.
 */
export function quoteOfForm(values: Record<string, string | string[] | undefined>, order: QuotableOrder): Quote | null {
  const type = values.type
  if (type !== 'EXCHANGE' && type !== 'RETURN') return null
  const raw = values.lineNos
  const lineNos = (Array.isArray(raw) ? raw : raw ? [raw] : []).map(Number).filter(Number.isInteger)
  const get = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : null
  }
  const { lines } = chosenLines(lineNos, get, order.products)
  if (lines.length === 0) return null
  const quoted = {
    lines: order.products,
    couponDiscount: productCoupon(order.couponType, order.couponDiscountPrice),
    pointsUsed: order.pointsUsed ?? 0,
  }
  return quoteReturn(quoted, lines, type, typeof values.reasonCode === 'string' ? values.reasonCode : '')
}

/** A FormData as the plain values `quoteOfForm` reads (files left out). */
export function formValues(data: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key).filter((v): v is string => typeof v === 'string')
    if (all.length === 0) continue
    values[key] = key === 'lineNos' || key === 'photoKeys' ? all : (all[0] as string)
  }
  return values
}
