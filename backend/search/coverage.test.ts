import { describe, expect, it } from 'vitest'
import { chooseTerms as choose, countsNeeded, fromSide, type Held, type Holding, idf, unfoundTerms as unfound } from './coverage'

// Terms: bit 1 관절영양제, bit 2 추천 (two terms, mask 3 holds both).
/** Products holding exactly the terms of `mask`, on the side searched and the other: a catalogue. */
const row = (mask: number, here: number, other = 0) => ({ mask, here, other })
type Catalogue = ReturnType<typeof row>[]

/** What the service does: counts what `countsNeeded` asks for, from the catalogue, until it asks nothing. */
function counted(catalogue: Catalogue, termCount: number, usable: number): { held: Holding; asked: number[] } {
  const held = new Map<number, Held>()
  const asked: number[] = []
  for (let needed = countsNeeded(held, termCount, usable); needed.length > 0; needed = countsNeeded(held, termCount, usable)) {
    for (const mask of needed) {
      asked.push(mask)
      const having = catalogue.filter((c) => (c.mask & mask) === mask)
      held.set(mask, { here: having.reduce((n, c) => n + c.here, 0), other: having.reduce((n, c) => n + c.other, 0) })
    }
  }
  return { held, asked }
}
const chooseTerms = (catalogue: Catalogue, termCount: number, usable: number, weights?: number[]) =>
  choose(counted(catalogue, termCount, usable).held, termCount, usable, weights)
const unfoundTerms = (catalogue: Catalogue, termCount: number) => unfound(counted(catalogue, termCount, 0).held, termCount)

describe('chooseTerms (decision 057)', () => {
  it('requires every usable term when some product holds them all', () => {
    const combos = [row(1, 61), row(2, 5), row(3, 4)]
    expect(chooseTerms(combos, 2, 3)).toEqual({ unfound: 0, required: 3, count: 4, otherCount: 0 })
  })

  it('names a term no product holds on either side as unfound', () => {
    expect(unfoundTerms([row(1, 61, 2)], 2)).toBe(2)
    expect(chooseTerms([row(1, 61, 2)], 2, 1)).toEqual({ unfound: 2, required: 1, count: 61, otherCount: 2 })
  })

  it('without a product holding all, lists the combination of the most terms', () => {
    // Terms 1, 2, 4: products hold 1+2 (3) and 4 alone; 1+2 wins by holding more terms.
    const combos = [row(3, 2), row(4, 90), row(1, 30)]
    expect(chooseTerms(combos, 3, 7)).toMatchObject({ required: 3, count: 2 })
  })

  it('between combinations of as many terms, the one more products hold, then the later word', () => {
    // 여름 (1) on 3 products, 방석 (2) on 120: 방석 is the kind named.
    expect(chooseTerms([row(1, 3), row(2, 120)], 2, 3)).toMatchObject({ required: 2, count: 120 })
    expect(chooseTerms([row(1, 7), row(2, 7)], 2, 3)).toMatchObject({ required: 2, count: 7 })
  })

  it('lists nothing on a side where the words are apart while the other side holds them together', () => {
    // 두부 (1) on a dog supplement, 모래 (2) only on the cat side, both together there.
    const combos = [row(1, 1, 0), row(3, 0, 71), row(2, 0, 5)]
    expect(chooseTerms(combos, 2, 3)).toEqual({ unfound: 0, required: 0, count: 0, otherCount: 71 })
  })

  it('a word weighs more than a part of one character: 배변패드 over the 용 of 실내견용', () => {
    // 실내견 (1, 12 products), 용 (2, 170), 배변패드 (4, 81), never two together.
    const combos = [row(1, 12), row(2, 170), row(4, 81)]
    expect(chooseTerms(combos, 3, 7, [2, 0.5, 2])).toMatchObject({ required: 4, count: 81 })
  })

  it('offers the other side only when it holds every usable term', () => {
    expect(chooseTerms([row(3, 4, 9)], 2, 3)).toMatchObject({ otherCount: 9 })
    expect(chooseTerms([row(3, 4, 0), row(1, 0, 9)], 2, 3)).toMatchObject({ otherCount: 0 })
  })

  it('lists nothing when no term is usable', () => {
    expect(chooseTerms([row(1, 4)], 2, 0)).toMatchObject({ required: 0, count: 0 })
  })
})

describe('countsNeeded', () => {
  it('asks each term alone, then all together, and no more when some product holds them all (연어 사료)', () => {
    expect(counted([row(1, 400), row(3, 80), row(2, 30)], 2, 3).asked).toEqual([1, 2, 3])
  })

  it('asks every set of terms only as far as products hold their smaller sets', () => {
    // Four terms; 1+2 held together, 4 and 8 alone: the sets of two are asked, never a set of three
    // but the ones whose pairs are all held (none here).
    const { asked } = counted([row(3, 5), row(4, 9), row(8, 2)], 4, 15)
    expect(asked.slice(0, 5)).toEqual([1, 2, 4, 8, 15])
    expect(new Set(asked.slice(5))).toEqual(new Set([3, 5, 6, 9, 10, 12]))
  })

  it('asks nothing further when the other side holds them all', () => {
    expect(counted([row(1, 1), row(3, 0, 71), row(2, 0, 5)], 2, 3).asked).toEqual([1, 2, 3])
  })
})

describe('idf', () => {
  it('weighs a rare term more, and a term every product holds still above zero', () => {
    expect(idf(5, 1600)).toBeGreaterThan(idf(400, 1600))
    expect(idf(1600, 1600)).toBeGreaterThan(0)
    expect(idf(1700, 1600)).toBeGreaterThan(0)
  })
})

describe('fromSide', () => {
  it('reads the groups’ counts as the side searched and the other; a search of both has no other side', () => {
    const rows = [
      { mask: 1, group: 1, n: 5 },
      { mask: 1, group: 2, n: 2 },
      { mask: 3, group: 2, n: 7 },
    ]
    const held = (here: number, other: number) => ({ here, other })
    expect([...fromSide(rows, 1)]).toEqual([
      [1, held(5, 2)],
      [3, held(0, 7)],
    ])
    expect([...fromSide(rows, 2)]).toEqual([
      [1, held(2, 5)],
      [3, held(7, 0)],
    ])
    expect([...fromSide(rows, 0)]).toEqual([
      [1, held(7, 0)],
      [3, held(7, 0)],
    ])
  })
})
