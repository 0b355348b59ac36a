import { describe, expect, it } from 'vitest'
import { clearlyMeant, readAsCorrected } from './correct'
import type { Piece, Resolution } from './resolve'
import type { Word } from './vocabulary'

const word = (text: string, count: number): Word => ({ text, display: text, count, letters: [], initials: '' })
const resolution = (pieces: Partial<Piece>[]): Resolution => ({
  terms: [],
  display: '',
  changed: true,
  pieces: pieces.map((p) => ({ typed: '', term: '', display: '', kind: 'word', ...p })),
  setAside: [],
})

describe('clearlyMeant (decision 057)', () => {
  it('applies the one word one letter away from a Hangul word of three letters or more', () => {
    expect(clearlyMeant('사로', [word('사료', 487)])?.text).toBe('사료')
  })

  it('applies the commonest of several only when ten times as common as the next', () => {
    expect(clearlyMeant('사로', [word('사료', 500), word('사과', 50)])?.text).toBe('사료')
    expect(clearlyMeant('사로', [word('사료', 499), word('사과', 50)])).toBeNull()
  })

  it('never for a word under three letters, Latin letters, or no close word', () => {
    expect(clearlyMeant('가', [word('개', 100)])).toBeNull()
    expect(clearlyMeant('cat', [word('cap', 100)])).toBeNull()
    expect(clearlyMeant('사로', [])).toBeNull()
  })
})

describe('readAsCorrected', () => {
  it('names the English layout and a forgiven typo as corrections; 초성 and the dictionary as readings', () => {
    expect(readAsCorrected('qoqusvoem', resolution([{ typed: '배변패드', kind: 'word' }]))).toBe('keyboard')
    expect(readAsCorrected('배변페드', resolution([{ typed: '배변페드', kind: 'typo' }]))).toBe('typo')
    expect(readAsCorrected('ㅂㅂㅍㄷ', resolution([{ typed: 'ㅂㅂㅍㄷ', kind: 'initials' }]))).toBeNull()
    expect(readAsCorrected('똥봉투', resolution([{ typed: '똥봉투', kind: 'synonym' }]))).toBeNull()
    expect(readAsCorrected('usb', resolution([{ typed: 'usb', kind: 'word' }]))).toBeNull()
  })
})
