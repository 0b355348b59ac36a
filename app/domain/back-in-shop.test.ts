import { expect, test } from 'vitest'
import { canGoBackInShop } from './back-in-shop'

const origin = 'https://shop.test'

test('[R8.6] back is possible after navigating inside the app', () => {
  expect(canGoBackInShop({ idx: 2 }, '', origin, 3)).toBe(true)
})

test('[R8.6] back is possible after a document load linked from the shop itself', () => {
  expect(canGoBackInShop(null, `${origin}/main/tab/3`, origin, 2)).toBe(true)
})

test('[R8.6] a fresh tab, an outside link or the first entry has nowhere to go back to', () => {
  expect(canGoBackInShop(null, '', origin, 1)).toBe(false)
  expect(canGoBackInShop({ idx: 0 }, '', origin, 2)).toBe(false)
  expect(canGoBackInShop(null, 'https://search.example/?q=펫샵', origin, 2)).toBe(false)
  expect(canGoBackInShop(null, 'https://shop.test.evil.example/', origin, 2)).toBe(false)
})
