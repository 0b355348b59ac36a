import { expect, test } from 'vitest'
import { type LoadFigures, type SearchLoadSection, searchLoadLines, searchLoadMisses } from './search-load'

const at = (connections: number, cpuMs: number, p95: number, failed = 0): LoadFigures => ({ connections, cpuMs, p95, rps: 50, failed })
const section = (now: LoadFigures[], before: LoadFigures[] | null): SearchLoadSection => ({
  baseline: before ? '4b7f900' : null,
  seconds: 5,
  rounds: 3,
  now,
  before,
})

test('CPU per query and p95 may each reach 1.2× the baseline’s at every connection count; a failed query is a miss', () => {
  expect(searchLoadMisses(section([at(10, 12, 60), at(50, 12, 300)], [at(10, 10, 50), at(50, 10, 250)]))).toEqual([])
  expect(searchLoadMisses(section([at(10, 12.1, 60), at(50, 12, 301, 2)], [at(10, 10, 50), at(50, 10, 250)]))).toEqual([
    "search at 10 connections: cpuMs 12.1 > 1.2× the baseline's 10",
    "search at 50 connections: p95 301 > 1.2× the baseline's 250",
    'search at 50 connections: 2 failed',
  ])
})

test('without the baseline (no git history) the figures are shown and said not compared, never judged', () => {
  const alone = section([at(10, 50, 500)], null)
  expect(searchLoadMisses(alone)).toEqual([])
  expect(searchLoadLines(alone).join('\n')).toContain('not compared')
})

test('each line shows the ratio to the baseline', () => {
  const lines = searchLoadLines(section([at(10, 5, 20)], [at(10, 10, 40)]))
  expect(lines[1]).toContain('5 ms CPU (0.50×), p95 20 ms (0.50×)')
})
