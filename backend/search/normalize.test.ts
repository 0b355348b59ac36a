import { describe, expect, it } from 'vitest'
import { compact, displayWord, grams, searchTerms } from './normalize'

describe('normalisation of a search word', () => {
  it('compacts: NFKC, lower case, only digits, a–z and Hangul syllables', () => {
    expect(compact(' 로얄 캐닌 ')).toBe('로얄캐닌')
    expect(compact('ＵＳＢ 충전')).toBe('usb충전')
    expect(compact('연어&감자 2kg!')).toBe('연어감자2kg')
    expect(compact('ㅂㅂㅍㄷ')).toBe('')
  })

  it('shows a word trimmed, single-spaced and lower case', () => {
    expect(displayWord('  연어   사료 USB ')).toBe('연어 사료 usb')
  })

  it('makes characters, neighbour pairs and pairs one apart', () => {
    expect(grams('연어사료').sort()).toEqual(['료', '사', '사료', '어', '어료', '어사', '연', '연사', '연어'].sort())
    expect(grams('a')).toEqual(['a'])
  })

  it('cuts terms at spaces, without duplicates, and nothing from punctuation', () => {
    expect(searchTerms('연어 사료 연어')?.terms).toEqual(['연어', '사료'])
    expect(searchTerms('연어 사료')?.whole).toBe('연어사료')
    expect(searchTerms('!!! ...')).toBeNull()
  })
})
