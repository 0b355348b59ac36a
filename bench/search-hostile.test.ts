import { expect, test } from 'vitest'
import { type HostileFigures, hostileMisses, hostilePaths } from './search-hostile'

test('216 searches, none asked twice, on the three sides, every fourth with a price filter that leaves nothing', () => {
  const paths = hostilePaths()
  expect(paths).toHaveLength(216)
  expect(new Set(paths).size).toBe(216)
  const queries = paths.map((path) => new URL(path, 'http://x').searchParams)
  expect(new Set(queries.map((q) => q.get('productGroup1Id')))).toEqual(new Set(['0', '1', '2']))
  expect(queries.filter((q) => q.get('maxPrice') === '1')).toHaveLength(54)
})

test('a p95 over 200 ms or an answer that is neither 200 nor a 400 is a miss', () => {
  const figures = (p95: number, failed = 0): HostileFigures => ({ requests: 216, p50: 10, p95, max: 300, refused: 40, failed })
  expect(hostileMisses(figures(199.9))).toEqual([])
  expect(hostileMisses(figures(200.1, 1))).toEqual([
    'search hostile words p95 200.1 ms > 200 ms',
    'search hostile words: 1 answered neither 200 nor 400',
  ])
})
