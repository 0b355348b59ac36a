import { expect, test } from 'vitest'
import { misses, type PageResult } from './budgets'
import type { Throughput } from './throughput'

const run = (connections: number, rps: number, failed = 0): Throughput => ({ connections, rps, p50: 1, p95: 1, p99: 1, failed })
const page = (key: string, over: Partial<PageResult> = {}): PageResult => ({
  key,
  name: key,
  path: `/${key}`,
  weight: { htmlWire: 10 * 1024, htmlEncoding: 'br', loaderData: 0, jsShared: 80 * 1024, jsOwn: 10 * 1024, jsTotal: 90 * 1024, files: 3 },
  load: [run(10, 300), run(50, 280)],
  yardstick: [run(10, 10_000), run(50, 12_000)],
  uncached: null,
  lighthouse: null,
  ...over,
})

test('a loaded page must reach twice its baseline share of its yardstick at 10 connections', () => {
  // 300 of 10,000 is 3 %: twice a 1.5 % baseline passes, twice 1.6 % does not.
  expect(misses([page('home')], { home: 0.015 })).toEqual([])
  expect(misses([page('home')], { home: 0.016 })).toEqual(['home: 3 % of its yardstick at 10 connections < 2 × the baseline 1.6 %'])
  // Pages without a baseline are reported, not judged on throughput.
  expect(misses([page('cart')], {})).toEqual([])
})

test('home HTML as a browser receives it is held to 15 kB, other pages to 40 kB; JavaScript to 100 kB; failures are misses', () => {
  const heavy = {
    htmlWire: 16 * 1024,
    htmlEncoding: 'br',
    loaderData: 0,
    jsShared: 95 * 1024,
    jsOwn: 10 * 1024,
    jsTotal: 105 * 1024,
    files: 3,
  }
  expect(misses([page('home', { weight: heavy })], {})).toEqual([
    'home: JS 105 kB > 100 kB',
    'home: HTML 16 kB as a browser receives it > 15 kB',
  ])
  expect(misses([page('feed', { weight: { ...heavy, jsTotal: 90 * 1024 } })], {})).toEqual([])
  expect(misses([page('feed', { load: [run(10, 300, 2)] })], {})).toEqual(['feed: 2 failed requests at 10 connections'])
})

test("a page Lighthouse could not measure is a miss that names Lighthouse's error, not a score of 0", () => {
  const scores = { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 }
  const failed = { scores, lcpMs: 0, cls: 0, tbtMs: 0, failing: [], runtimeError: 'NO_FCP' }
  expect(misses([page('home', { lighthouse: failed })], {})).toEqual(['home: Lighthouse could not measure it twice (NO_FCP)'])
  const measured = { ...failed, scores: { performance: 94, accessibility: 100, 'best-practices': 100, seo: 100 }, runtimeError: undefined }
  expect(misses([page('home', { lighthouse: measured })], {})).toEqual(['home: Lighthouse performance 94 < 95'])
})
