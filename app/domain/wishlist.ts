import { parseRecordId } from './record-id'

/**
 * 찜 (decision 059), the rules both the shop and V2 apply: how many products a member may keep
 * (a bound for the hearts' state, which every page of a member reads whole) and the list's paging.
 */
export const WISHLIST_RULES = { max: 200, pageSize: 20 } as const

export type WishIntent = 'add' | 'remove'

/** What a heart's form asks: a product and add or remove; anything else is null (not found). */
export function parseWishForm(form: { get(name: string): unknown }): { productId: number; intent: WishIntent } | null {
  const productId = parseRecordId(String(form.get('productId') ?? ''))
  const intent = form.get('intent')
  if (productId === null || (intent !== 'add' && intent !== 'remove')) return null
  return { productId, intent }
}

/** How many pages 찜한 상품 has: one even when empty. */
export const wishlistPages = (totalCount: number) => Math.max(1, Math.ceil(totalCount / WISHLIST_RULES.pageSize))

/** Whether one more 찜 fits: a product already kept always does (a second 찜 changes nothing). */
export const wishFits = (keptCount: number, alreadyKept: boolean) => alreadyKept || keptCount < WISHLIST_RULES.max
