import { expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { errorScreenBody } from './ErrorScreenViews'
import { canGoBackInShop, errorPageTitle } from './ErrorScreens'

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

// What Remix hands meta as `error` when a loader threw a response (isRouteErrorResponse's shape).
const thrown = (status: number) => ({ status, statusText: '', internal: false, data: null })

test('[R8.7] a failed page is titled like its screen: 오류가 발생했어요 for an outage, not found only for 404 and 410', () => {
  for (const status of [502, 503, 504]) expect(errorPageTitle(thrown(status))).toBe('오류가 발생했어요 | 펫샵')
  expect(errorPageTitle(new Error('bug'))).toBe('오류가 발생했어요 | 펫샵')
  expect(errorPageTitle(thrown(404))).toBe('페이지를 찾을 수 없어요 | 펫샵')
  expect(errorPageTitle(thrown(410))).toBe('페이지를 찾을 수 없어요 | 펫샵')
})

test('[R8.7] the error screen never repeats its title as its message', () => {
  expect(errorScreenBody('오류가 발생했어요.')).toBe(MSG.screen.errorBody)
  expect(errorScreenBody(undefined)).toBe(MSG.screen.errorBody)
  expect(errorScreenBody('네트워크 오류가 발생했어요. 연결 상태를 확인해 주세요.')).toBe(
    '네트워크 오류가 발생했어요. 연결 상태를 확인해 주세요.',
  )
})
