/**
 * The one rule for a record id read from a URL, a query or a form (order, post, pet, address,
 * booking, subscription, …): a positive integer of at most ten digits that fits the backends'
 * 32-bit integer columns. Anything else is null: the not-found screen, or the choice ignored,
 * before any backend call.
 */
const RECORD_ID = /^[1-9]\d{0,9}$/
const MAX_RECORD_ID = 2_147_483_647

export function parseRecordId(raw: string | null | undefined): number | null {
  return raw && RECORD_ID.test(raw) && Number(raw) <= MAX_RECORD_ID ? Number(raw) : null
}
