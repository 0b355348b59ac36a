import { describe, expect, it } from 'vitest'
import { composeSyllable, decomposeSyllable, initials, isInitialsOnly, jamo, lastFinal, plainInitials } from './hangul'

describe('hangul', () => {
  it('decomposes a syllable and composes it back', () => {
    expect(decomposeSyllable('가')).toEqual({ initial: 0, medial: 0, final: 0 })
    expect(decomposeSyllable('힣')).toEqual({ initial: 18, medial: 20, final: 27 })
    expect(decomposeSyllable('a')).toBeNull()
    expect(decomposeSyllable('ㄱ')).toBeNull()
    for (const char of ['가', '닭', '힣', '뷁', '패']) expect(composeSyllable(decomposeSyllable(char) as never)).toBe(char)
  })

  it('spells a text in letters, other characters kept', () => {
    expect(jamo('배변패드').join('')).toBe('ㅂㅐㅂㅕㄴㅍㅐㄷㅡ')
    expect(jamo('닭2kg').join('')).toBe('ㄷㅏㄺ2kg')
    expect(jamo('')).toEqual([])
  })

  it('reads the initial consonants', () => {
    expect(initials('배변패드')).toBe('ㅂㅂㅍㄷ')
    expect(initials('까까 2개')).toBe('ㄲㄲ 2ㄱ')
  })

  it('tells a 초성 search: two or more initial consonants alone', () => {
    expect(isInitialsOnly('ㅂㅂㅍㄷ')).toBe(true)
    expect(isInitialsOnly('ㄲㄸ')).toBe(true)
    expect(isInitialsOnly('ㅂ')).toBe(false)
    expect(isInitialsOnly('ㅂㅂㅍ드')).toBe(false)
    expect(isInitialsOnly('ㅏㅏ')).toBe(false)
    // compound finals never start a syllable
    expect(isInitialsOnly('ㄳㅂ')).toBe(false)
  })

  it('finds the last syllable’s final consonant', () => {
    expect(lastFinal('배변패드')).toBe('')
    expect(lastFinal('사료통')).toBe('ㅇ')
    expect(lastFinal('모래삽')).toBe('ㅂ')
    expect(lastFinal('usb')).toBeNull()
    expect(lastFinal('')).toBeNull()
  })
})

describe('hangul by es-hangul', () => {
  it('keeps a compound vowel or final one letter', () => {
    expect(jamo('의자').join('|')).toBe('ㅇ|ㅢ|ㅈ|ㅏ')
    expect(jamo('값').join('|')).toBe('ㄱ|ㅏ|ㅄ')
    expect(lastFinal('닭')).toBe('ㄺ')
  })

  it('reads 초성 of any length, with or without Shift', () => {
    expect(initials('강아지 사료 배변패드')).toBe('ㄱㅇㅈ ㅅㄹ ㅂㅂㅍㄷ')
    expect(isInitialsOnly('ㄱㅇㅈㅅㄹㅂㅂㅍㄷ')).toBe(true)
    expect(plainInitials('ㅃㅂㅍㄸ')).toBe('ㅂㅂㅍㄷ')
    expect(plainInitials('ㄲㅆㅉㄱ')).toBe('ㄱㅅㅈㄱ')
  })
})
