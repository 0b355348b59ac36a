import { z } from 'zod'
import type { Queryable } from '../db/types'
import { findAddress } from './addresses'
import { id } from './cart-routes'
import { DELIVERY_TYPES, PAYMENT_METHODS } from './checkout'
import { findCoupon } from './coupons'
import { DELIVERY_REQUEST_CODES, DELIVERY_REQUEST_MAX_LENGTH } from './delivery-request'
import { notFound } from './errors'

/**
 * Decision 045: the order sheet a member has not paid yet, kept by V2 (`order_drafts`), so what
 * was chosen survives 배송지 추가, a refused form and a declined or abandoned payment, with or
 * without JavaScript and on any device. Each choice is one key of `choices`; a key that is absent
 * was never chosen, and `null` is a choice of nothing (쿠폰 사용 안 함, 배송 요청사항 선택 안 함).
 */

/** 배송 요청사항's words as a draft keeps them: what 직접 입력 would accept, or nothing (decision 026). */
const requestWords = z
  .string()
  .trim()
  .refine((words) => [...words].length <= DELIVERY_REQUEST_MAX_LENGTH, `${DELIVERY_REQUEST_MAX_LENGTH}자까지 입력할 수 있어요.`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .refine((words) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(words), '한 줄로 입력해 주세요.')

/** The known choices. A new field of the sheet is one more key here (and nothing else in V2). */
export const DRAFT_KEYS = {
  address_id: id,
  /** null: 쿠폰 사용 안 함, so no coupon is picked for the member again. */
  coupon_id: id.nullable(),
  delivery_type: z.enum(DELIVERY_TYPES),
  payment_method: z.enum(PAYMENT_METHODS),
  /** null: 선택 안 함. */
  delivery_request_code: z.enum(DELIVERY_REQUEST_CODES).nullable(),
  delivery_request_text: requestWords,
  /** 적립금 to use, in whole won (the sheet does not show it yet). */
  points: z.number().int().min(0).max(2_147_483_647),
}

/** What `/order/draft/save` takes: any of the known keys, nothing else (an unknown key is refused whole). */
export const DraftChoicesSchema = z.object(DRAFT_KEYS).partial().strict()
export type DraftChoices = z.infer<typeof DraftChoicesSchema>

/** A draft not touched for a week is forgotten: its words may hold a door code (decision 026). */
export const DRAFT_TTL_MS = 7 * 86_400_000

type DraftRow = { choices: unknown; updated_at: Date | string }

/** The stored object, key by key: a key V2 no longer knows, or a value it no longer accepts, is left out. */
function knownChoices(stored: unknown): DraftChoices {
  const kept: Record<string, unknown> = {}
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return kept
  for (const [key, schema] of Object.entries(DRAFT_KEYS)) {
    if (!(key in stored)) continue
    const parsed = schema.safeParse((stored as Record<string, unknown>)[key])
    if (parsed.success) kept[key] = parsed.data
  }
  return kept as DraftChoices
}

/**
 * `/order/draft`: the member's choices that still hold. An address since deleted, or a coupon
 * since used, expired or gone, is left out and named in `dropped`, so the sheet can say so
 * instead of failing on it.
 */
export async function readDraft(db: Queryable, userId: number, now: Date): Promise<{ choices: DraftChoices; dropped: string[] }> {
  const [row] = await db.query<DraftRow>('select choices, updated_at from order_drafts where user_id = $1', [userId])
  if (!row) return { choices: {}, dropped: [] }
  if (now.getTime() - new Date(row.updated_at).getTime() > DRAFT_TTL_MS) {
    await db.query('delete from order_drafts where user_id = $1 and updated_at = $2', [userId, row.updated_at])
    return { choices: {}, dropped: [] }
  }
  const choices = knownChoices(row.choices)
  const dropped: string[] = []
  if (choices.address_id !== undefined && !(await findAddress(db, userId, choices.address_id))) {
    delete choices.address_id
    dropped.push('address_id')
  }
  if (typeof choices.coupon_id === 'number' && (await findCoupon(db, userId, choices.coupon_id, now))?.status !== 'AVAILABLE') {
    delete choices.coupon_id
    dropped.push('coupon_id')
  }
  return { choices, dropped }
}

/**
 * `/order/draft/save` and `/order/prepare`: the given choices replace those keys and keep the
 * others (a forgotten draft keeps none). An address or coupon that is not the member's is unknown (404) and nothing is kept.
 */
export async function saveDraft(db: Queryable, userId: number, choices: DraftChoices, now: Date): Promise<void> {
  if (choices.address_id !== undefined && !(await findAddress(db, userId, choices.address_id))) throw notFound()
  if (typeof choices.coupon_id === 'number' && !(await findCoupon(db, userId, choices.coupon_id, now))) throw notFound()
  await db.query(
    `insert into order_drafts (user_id, choices, updated_at) values ($1, $2::jsonb, $3)
     on conflict (user_id) do update
       set choices = case when order_drafts.updated_at < $4 then excluded.choices else order_drafts.choices || excluded.choices end,
           updated_at = excluded.updated_at`,
    // A forgotten draft (older than the TTL) is replaced, not added to.
    [userId, JSON.stringify(choices), now.toISOString(), new Date(now.getTime() - DRAFT_TTL_MS).toISOString()],
  )
}

/** A paid order: the sheet starts afresh next time (its words are with the order now). */
export async function clearDraft(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from order_drafts where user_id = $1', [userId])
}
