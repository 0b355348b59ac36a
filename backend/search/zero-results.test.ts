import { expect, test } from 'vitest'
import { ZERO_RESULT_WORD_MAX, zeroResultReport, zeroResultWord } from './zero-results'

test('a stored word is trimmed, loses NUL characters and is cut to 100 characters without splitting an emoji', () => {
  expect(zeroResultWord('  블루투스 스피커 ')).toBe('블루투스 스피커')
  expect(zeroResultWord('a\u0000b')).toBe('ab')
  expect(zeroResultWord('가'.repeat(150))).toBe('가'.repeat(ZERO_RESULT_WORD_MAX))
  const emoji = zeroResultWord('🐶'.repeat(120))
  expect(Array.from(emoji)).toHaveLength(ZERO_RESULT_WORD_MAX)
  expect(emoji).toBe('🐶'.repeat(ZERO_RESULT_WORD_MAX))
  expect(zeroResultWord(' \u0000 ')).toBe('')
})

test('the report lists each side under its heading, most searched first, and says when a side has none', () => {
  const at = '2026-11-27T12:00:00.000Z'
  expect(
    zeroResultReport(7, [
      {
        group: 1,
        words: [
          { word: '말티즈 사료', searches: 5, days: 2, lastSearchedAt: at },
          { word: 'harness', searches: 2, days: 1, lastSearchedAt: at },
        ],
      },
      { group: 2, words: [] },
    ]),
  ).toBe(
    [
      '## 강아지 (상품군 1): 최근 7일 결과 없는 검색어',
      `1. 말티즈 사료 — 5회, 2일, 마지막 ${at}`,
      `2. harness — 2회, 1일, 마지막 ${at}`,
      '',
      '## 고양이 (상품군 2): 최근 7일 결과 없는 검색어',
      '(없음)',
    ].join('\n'),
  )
})
