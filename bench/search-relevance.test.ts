import { describe, expect, it } from 'vitest'
import {
  isRelevant,
  type QueryOutcome,
  type RelevanceQuery,
  relevanceLines,
  type SeedProduct,
  setProblems,
  summarise,
} from './search-relevance'

const product = (productName: string, productGroup3Id = 1401, brandName = '바른펫'): SeedProduct => ({
  productName,
  brandName,
  productGroup1Id: Math.floor(productGroup3Id / 1000),
  productGroup2Id: Math.floor(productGroup3Id / 100),
  productGroup3Id,
})

describe('isRelevant', () => {
  it('holds when every condition given holds', () => {
    const pad = product('바른펫 냄새 잡는 숯 배변패드')
    expect(isRelevant(pad, { category3: [1401], brand: ['바른펫'] })).toBe(true)
    expect(isRelevant(pad, { category3: [1401], brand: ['하루펫'] })).toBe(false)
    expect(isRelevant(pad, { category2: [11] })).toBe(false)
  })

  it('nameHas wants every word in the name, nameHasAny one of them', () => {
    const pad = product('바른펫  냄새 잡는 배변패드')
    expect(isRelevant(pad, { nameHas: ['냄새 잡는', '배변패드'] })).toBe(true)
    expect(isRelevant(pad, { nameHas: ['냄새 잡는', '숯'] })).toBe(false)
    expect(isRelevant(pad, { nameHasAny: ['숯', '냄새 잡는'] })).toBe(true)
    expect(isRelevant(pad, { nameHasAny: ['숯', '항균'] })).toBe(false)
    expect(isRelevant(pad, { category3: [1401], nameHasAny: ['숯', '항균'] })).toBe(false)
  })
})

const outcome = (query: string, kind: QueryOutcome['kind'], precision: number, top: string[]): QueryOutcome => ({
  query,
  group: 1,
  kind,
  precision,
  top,
})

describe('summarise', () => {
  const outcomes = [
    outcome('배변패드', 'category', 1, ['a', 'b', 'c']),
    outcome('하네스', 'category', 2 / 3, ['a', 'b', 'c']),
    outcome('사로', 'typo', 0, []),
    outcome('배변페드', 'typo', 1, ['a', 'b', 'c']),
  ]

  it('gives precision@3 and the share of queries that show nothing, overall and per kind', () => {
    const report = summarise(outcomes)
    expect(report.queries).toBe(4)
    expect(report.precision).toBeCloseTo((1 + 2 / 3 + 0 + 1) / 4)
    expect(report.zeroResultRate).toBe(0.25)
    expect(report.byKind).toEqual([
      { kind: 'category', queries: 2, precision: expect.closeTo(5 / 6), zeroResultRate: 0 },
      { kind: 'typo', queries: 2, precision: 0.5, zeroResultRate: 0.5 },
    ])
  })

  it('lists the queries that show nothing apart from those that show the wrong products', () => {
    const lines = relevanceLines(summarise(outcomes))
    expect(lines[0]).toContain('zero results 25.0 %')
    expect(lines.find((line) => line.includes('nothing shown'))).toBe('  nothing shown (1): 1:사로')
    expect(lines.filter((line) => line.includes('←'))).toEqual(['  1:하네스 0.67 ← a / b / c'])
  })
})

describe('setProblems', () => {
  const seed = [
    product('바른펫 배변패드'),
    product('하루펫 배변패드', 1401, '하루펫'),
    product('도담펫 배변패드', 1401, '도담펫'),
    product('하루펫 두부모래', 2302, '하루펫'),
  ]
  const query = (q: Partial<RelevanceQuery>): RelevanceQuery => ({
    query: '배변패드',
    group: 1,
    kind: 'category',
    relevant: { category3: [1401] },
    ...q,
  })

  it('accepts a query with three right products on its side', () => {
    expect(setProblems([query({}), query({ group: 0 })], seed)).toEqual([])
  })

  it('names a query asked twice on a side, an unknown kind, nothing to be right about and too few right products', () => {
    const problems = setProblems(
      [
        query({}),
        query({}),
        query({ query: 'x', kind: 'guess' as RelevanceQuery['kind'] }),
        query({ query: 'y', relevant: {} }),
        query({ query: '두부모래', group: 2, relevant: { category3: [2302] } }),
        query({ query: '하루펫', relevant: { brand: ['하루펫'] } }),
      ],
      seed,
    )
    expect(problems).toEqual([
      '1:배변패드: asked twice',
      expect.stringContaining('1:x: kind guess is not one of'),
      '1:y: nothing to be right about',
      '2:두부모래: 1 right products on its side, fewer than 3',
      '1:하루펫: 1 right products on its side, fewer than 3',
    ])
  })
})
