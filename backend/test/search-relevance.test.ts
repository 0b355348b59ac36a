import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureRelevance, PRECISION_TARGET, RELEVANCE_QUERIES, relevanceLines } from '../../bench/search-relevance'
import type { RunningBackend } from '../index'
import { startTestBackend } from './helpers'

let backend: RunningBackend

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('search relevance (bench/search-relevance.json)', () => {
  it('holds at least 60 queries, each with something to be right about', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(60)
    for (const q of RELEVANCE_QUERIES) expect(Object.keys(q.relevant).length, q.query).toBeGreaterThan(0)
  })

  it(`puts the right products first: precision@3 ≥ ${PRECISION_TARGET}`, async () => {
    const report = await measureRelevance(`${backend.url}/search`)
    console.log(relevanceLines(report).join('\n'))
    expect(report.precision).toBeGreaterThanOrEqual(PRECISION_TARGET)
  })
})
