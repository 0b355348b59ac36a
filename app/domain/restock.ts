import { parseRecordId } from './record-id'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * 재입고 알림 (decision 063), the rules both the shop and V2 apply: a member waits for at most 10
 * products at once (any number of a product's options count as one), and a request is kept 90
 * days, after which it ends unsent.
 */
export const RESTOCK_RULES = { maxProducts: 10, keepDays: 90 } as const

/** Whether one more request fits: a product already waited for always does (another option of it). */
export function restockFits(waitingProductIds: readonly number[], productId: number): boolean {
  return waitingProductIds.includes(productId) || new Set(waitingProductIds).size < RESTOCK_RULES.maxProducts
}

/** When a request made at `now` ends unsent. */
export const restockExpiresAt = (now: Date) => new Date(now.getTime() + RESTOCK_RULES.keepDays * DAY_MS)

export type RestockIntent = 'request' | 'cancel'

/**
 * What a 재입고 알림 form asks: 신청 names the product and its sold-out option, 취소 the request;
 * anything else is null (nothing asked, nothing stored).
 */
export function parseRestockForm(form: {
  get(name: string): unknown
}): { intent: 'request'; productId: number; optionId: number } | { intent: 'cancel'; requestId: number } | null {
  const read = (name: string) => parseRecordId(String(form.get(name) ?? ''))
  const intent = form.get('intent')
  if (intent === 'cancel') {
    const requestId = read('requestId')
    return requestId === null ? null : { intent, requestId }
  }
  if (intent !== 'request') return null
  const productId = read('productId')
  const optionId = read('optionId')
  return productId === null || optionId === null ? null : { intent, productId, optionId }
}
