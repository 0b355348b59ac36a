import { expect, test } from 'vitest'
import { WATERFALL, waterfallLines, waterfallMisses } from './waterfall'

const figure = (name: string, p50: number, failed = 0) => ({ key: name, name, p50, failed })

test('a page within 70 ms at the median behind 20 ms per call meets the budget; one past it or failing misses', () => {
  expect(waterfallMisses([figure('홈', WATERFALL.p50Ms)])).toEqual([])
  expect(waterfallMisses([figure('홈', 70.1), figure('장바구니', 30, 2)])).toEqual([
    '홈: p50 70.1 ms behind 20 ms per call > 70 ms',
    '장바구니: 2 failed requests behind the delaying proxy',
  ])
})

test('the report names the delay, the budget and every page', () => {
  const lines = waterfallLines([figure('홈', 41.5), figure('검색 결과', 38)])
  expect(lines[0]).toContain('20 ms')
  expect(lines[0]).toContain('p50 ≤ 70 ms')
  expect(lines).toContain('| 검색 결과 | 38 | 0 |')
})
