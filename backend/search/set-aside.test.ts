import { describe, expect, it } from 'vitest'
import type { Piece } from './resolve'
import { piecesSetAside, setAsideWords } from './set-aside'

const p = (typed: string, kind: Piece['kind'] = 'word', term = typed): Piece => ({ typed, term, display: term, kind })

describe('piecesSetAside (decision 057)', () => {
  it('leaves out the pieces whose terms no product holds', () => {
    const pieces = [p('관절영양제'), p('추천', 'unknown')]
    expect(piecesSetAside('관절 영양제 추천', pieces, new Set(['추천']))).toEqual([false, true])
  })

  it('leaves out a part typed in one word with an unknown piece: 블루 of 블루투스 is no evidence', () => {
    const pieces = [p('블루', 'part'), p('투스스피커', 'unknown')]
    expect(piecesSetAside('블루투스 스피커', pieces, new Set(['투스스피커']))).toEqual([true, true])
    // A whole word beside an unknown one stays.
    expect(piecesSetAside('연어 스피커', [p('연어'), p('스피커', 'unknown')], new Set(['스피커']))).toEqual([false, true])
  })
})

describe('setAsideWords', () => {
  it('names the words as typed, in the order typed', () => {
    const pieces = [p('말티즈', 'unknown'), p('사료'), p('추천', 'unknown')]
    expect(setAsideWords('말티즈 사료 추천', pieces, [true, false, true])).toEqual(['말티즈', '추천'])
    expect(setAsideWords('Chur 간식', [p('chur', 'unknown'), p('간식')], [true, false])).toEqual(['Chur'])
  })

  it('a piece left out of a word otherwise kept is named by its letters', () => {
    const pieces = [p('실내견'), p('용', 'part'), p('배변패드')]
    expect(setAsideWords('실내견용 배변패드', pieces, [false, true, false])).toEqual(['용'])
  })

  it('adds the words the analyser dropped, in their place', () => {
    const pieces = [p('강아지'), p('사료')]
    expect(
      setAsideWords(
        '좋은 강아지 사료 추천',
        pieces,
        [false, false],
        [
          { typed: '좋은', reason: 'filler' },
          { typed: '추천', reason: 'filler' },
        ],
      ),
    ).toEqual(['좋은', '추천'])
  })

  it('pieces read as other letters (초성, the English layout) are named by what they were read as', () => {
    expect(setAsideWords('qoqusvoem', [p('배변패드')], [true])).toEqual(['배변패드'])
  })
})
