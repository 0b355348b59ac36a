import { expect, test } from 'vitest'
import { type ScaleFigures, type ScaleSection, scaleLines, scaleMisses } from './scale-budget'

const figures = (cpuMs: number, p95: number, failed = 0): ScaleFigures => ({ cpuMs, p95, rps: 100, failed })
const section = (rows: ScaleSection['rows']): ScaleSection => ({ scale: 10, connections: 10, seconds: 10, rows })

test('each target may cost up to 1.5× at scale, in CPU per request and in p95; failures are misses', () => {
  expect(scaleMisses(section([{ key: 'search', name: '검색', one: figures(2, 10), scaled: figures(3, 15) }]))).toEqual([])
  expect(scaleMisses(section([{ key: 'search', name: '검색', one: figures(2, 10), scaled: figures(3.2, 15.5) }]))).toEqual([
    '검색: CPU per request 1.6× at ×10 (2 → 3.2 ms) > 1.5×',
    '검색: p95 1.55× at ×10 (10 → 15.5 ms) > 1.5×',
  ])
  expect(scaleMisses(section([{ key: 'feed', name: '피드', one: figures(1, 1), scaled: figures(1, 1, 3) }]))).toEqual([
    '피드: 0 failed requests at ×1, 3 at ×10',
  ])
  // A cost that was nothing at ×1 and is something at ×10 is a miss, not a division by zero.
  expect(scaleMisses(section([{ key: 'home', name: '홈', one: figures(0, 1), scaled: figures(1, 1) }]))).toHaveLength(1)
})

test('the table shows both scales and the ratio of each figure', () => {
  const lines = scaleLines(section([{ key: 'search', name: '검색', one: figures(2, 10), scaled: figures(3, 12) }]))
  expect(lines.at(-1)).toBe('| 검색 | 2 ms | 3 ms | 1.5× | 10 ms | 12 ms | 1.2× | 100 | 100 | 0 |')
})
