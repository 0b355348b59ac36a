import { describe, expect, it } from 'vitest'
import { composeJamo, fromEnglishLayout, initialsFromEnglishLayout, keysToJamo } from './keyboard'

describe('the 2-set keyboard layout', () => {
  it('maps keys to letters, shift to tense consonants', () => {
    expect(keysToJamo('qoqusvoem')?.join('')).toBe('ㅂㅐㅂㅕㄴㅍㅐㄷㅡ')
    expect(keysToJamo('QWERTOP')?.join('')).toBe('ㅃㅉㄸㄲㅆㅒㅖ')
    expect(keysToJamo('A')?.join('')).toBe('ㅁ')
    expect(keysToJamo('a1')).toBeNull()
  })

  it.each([
    ['qoqusvoem', '배변패드'],
    ['rkdwl', '강지'],
    ['rkddkwl', '강아지'],
    ['tkfy', '사료'],
    ['ehdgoa', '동햄'],
    ['ekfr', '닭'],
    ['ekfrrktma', '닭가슴'],
    ['Tkf', '쌀'],
    ['ghkwkdtlf', '화장실'],
    ['dmlwk', '의자'],
    ['snfmrh', '누르고'],
  ])('types %s as %s', (keys, text) => {
    expect(composeJamo(keysToJamo(keys) ?? [])).toBe(text)
  })

  it('moves a final consonant, or the second of a compound, to a following vowel', () => {
    expect(composeJamo(['ㄷ', 'ㅏ', 'ㄹ', 'ㄱ', 'ㅏ'])).toBe('달가')
    expect(composeJamo(['ㄱ', 'ㅏ', 'ㄴ', 'ㅏ'])).toBe('가나')
  })

  it('keeps letters that make no syllable', () => {
    expect(composeJamo(['ㅋ', 'ㅋ'])).toBe('ㅋㅋ')
    expect(composeJamo(['ㅏ', 'ㄴ'])).toBe('ㅏㄴ')
  })

  it('answers whole Korean words only', () => {
    expect(fromEnglishLayout('qoqusvoem')).toBe('배변패드')
    expect(fromEnglishLayout('dusdj tkfy')).toBe('연어 사료')
    expect(fromEnglishLayout('zzqqxx')).toBeNull()
    expect(fromEnglishLayout('usb')).toBeNull()
    expect(fromEnglishLayout('2kg')).toBeNull()
    expect(fromEnglishLayout('배변')).toBeNull()
    expect(fromEnglishLayout('   ')).toBeNull()
  })
})

describe('the 2-set layout by es-hangul', () => {
  it('types compound vowels and finals, and Shift', () => {
    expect(fromEnglishLayout('rkqt')).toBe('값')
    expect(fromEnglishLayout('wkdakcjf dnql')).toBe('장마철 우비')
    expect(fromEnglishLayout('Tkfk')).toBe('싸라')
  })

  it('reads a 초성 search typed on the English layout', () => {
    expect(initialsFromEnglishLayout('qqve')).toBe('ㅂㅂㅍㄷ')
    expect(initialsFromEnglishLayout('QQVE')).toBe('ㅃㅃㅍㄸ')
    expect(initialsFromEnglishLayout('q1')).toBeNull()
  })
})
