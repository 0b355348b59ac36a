import { expect, test } from 'vitest'
import { cleanWords, forgetViewed, forgetWord, RECENT_WORDS_MAX, rememberWord } from './search-history'

test('최근 검색어: newest first, each once, ten at most (decision 050)', () => {
  expect(rememberWord([], '사료')).toEqual(['사료'])
  expect(rememberWord(['간식', '사료'], '사료')).toEqual(['사료', '간식'])
  expect(rememberWord(['간식'], '  사료   키튼 ')).toEqual(['사료 키튼', '간식'])
  const ten = Array.from({ length: RECENT_WORDS_MAX }, (_, i) => `단어${i}`)
  const after = rememberWord(ten, '새 단어')
  expect(after).toHaveLength(RECENT_WORDS_MAX)
  expect(after[0]).toBe('새 단어')
  expect(after).not.toContain('단어9')
})

test('a forged or oversized cookie is cleaned: strings only, 50 characters each, ten at most', () => {
  expect(cleanWords(['사료', 3, null, '', '  ', '사료', { word: 'x' }])).toEqual(['사료'])
  expect(cleanWords(['가'.repeat(10_000)])[0]).toHaveLength(50)
  expect(cleanWords(Array.from({ length: 40 }, (_, i) => `w${i}`))).toHaveLength(RECENT_WORDS_MAX)
})

test('delete one word, or one recently viewed product', () => {
  expect(forgetWord(['사료', '간식'], ' 사료 ')).toEqual(['간식'])
  expect(forgetWord(['사료'], '없는 말')).toEqual(['사료'])
  expect(forgetViewed([3, 2, 1], 2)).toEqual([3, 1])
  expect(forgetViewed([3], 9)).toEqual([3])
})
