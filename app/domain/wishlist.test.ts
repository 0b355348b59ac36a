import { describe, expect, it } from 'vitest'
import { parseWishForm, WISHLIST_RULES, wishFits, wishlistPages } from './wishlist'

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

describe('찜 rules (decision 059)', () => {
  it('reads a heart’s form: a record id and add or remove, nothing else', () => {
    expect(parseWishForm(form({ productId: '1001', intent: 'add' }))).toEqual({ productId: 1001, intent: 'add' })
    expect(parseWishForm(form({ productId: '1001', intent: 'remove' }))).toEqual({ productId: 1001, intent: 'remove' })
    expect(parseWishForm(form({ productId: '1001', intent: 'toggle' }))).toBeNull()
    expect(parseWishForm(form({ productId: 'abc', intent: 'add' }))).toBeNull()
    expect(parseWishForm(form({ productId: '0', intent: 'add' }))).toBeNull()
    expect(parseWishForm(form({ productId: '99999999999', intent: 'add' }))).toBeNull()
    expect(parseWishForm(form({ intent: 'add' }))).toBeNull()
  })

  it(`keeps at most ${WISHLIST_RULES.max}, and a product already kept always fits`, () => {
    expect(wishFits(WISHLIST_RULES.max - 1, false)).toBe(true)
    expect(wishFits(WISHLIST_RULES.max, false)).toBe(false)
    expect(wishFits(WISHLIST_RULES.max, true)).toBe(true)
  })

  it(`pages by ${WISHLIST_RULES.pageSize}: one page even when empty`, () => {
    expect(wishlistPages(0)).toBe(1)
    expect(wishlistPages(WISHLIST_RULES.pageSize)).toBe(1)
    expect(wishlistPages(WISHLIST_RULES.pageSize + 1)).toBe(2)
  })
})
