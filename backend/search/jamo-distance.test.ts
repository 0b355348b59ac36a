import { describe, expect, it } from 'vitest'
import { jamoDistance, levenshtein } from './jamo-distance'

describe('edit distance on letters', () => {
  it('counts a vowel slip as one edit, not a whole syllable', () => {
    expect(jamoDistance('배변페드', '배변패드')).toBe(1)
    expect(jamoDistance('닥타멍', '닥터멍')).toBe(1)
    expect(jamoDistance('사로', '사료')).toBe(1)
    expect(jamoDistance('하네스', '하우스')).toBe(2)
    expect(jamoDistance('배변패드', '배변패드')).toBe(0)
    expect(jamoDistance('', '사료')).toBe(4)
  })

  it('counts inserted and dropped letters', () => {
    expect(jamoDistance('꼬리치날', '꼬리치는날')).toBe(3)
    expect(jamoDistance('스크래처', '스크래쳐')).toBe(1)
  })

  it('gives up past the bound', () => {
    expect(jamoDistance('배변패드', '캣타워', 2)).toBe(3)
    expect(levenshtein(['a'], ['a', 'b', 'c', 'd'], 1)).toBe(2)
    expect(levenshtein(['a', 'b'], ['b', 'a'], 5)).toBe(2)
  })
})
