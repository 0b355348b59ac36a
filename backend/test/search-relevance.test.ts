import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  measureRelevance,
  PRECISION_TARGET,
  RELEVANCE_QUERIES,
  type RelevanceReport,
  relevanceLines,
  type SeedProduct,
  setProblems,
  ZERO_RESULT_TARGET,
} from '../../bench/search-relevance'
import type { RunningBackend } from '../index'
import { startTestBackend } from './helpers'

let backend: RunningBackend

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('the relevance set (bench/search-relevance.json)', () => {
  it('holds at least 300 queries of a known kind, none twice on a side, each answerable by three products of its side in the seed', async () => {
    // The seeded names, not the generated ones: a size or flavour offered as options leaves the name.
    const products = await backend.db.query<SeedProduct>(
      `select p.product_name as "productName", b.name as "brandName", p.product_group1_id as "productGroup1Id",
              p.product_group2_id as "productGroup2Id", p.product_group3_id as "productGroup3Id"
         from products p join brands b using (brand_id)`,
    )
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(300)
    expect(setProblems(RELEVANCE_QUERIES, products)).toEqual([])
  })
})

describe('search over the relevance set', () => {
  let report: RelevanceReport

  // Some 500 searches one after another: about half a minute on a busy two-core machine.
  beforeAll(async () => {
    report = await measureRelevance(`${backend.url}/search`)
    console.log(relevanceLines(report).join('\n'))
  }, 300_000)

  it(`puts the right products first: precision@3 ≥ ${PRECISION_TARGET}`, () => {
    expect(report.precision).toBeGreaterThanOrEqual(PRECISION_TARGET)
  })

  it(`shows products for almost every query: zero-result rate ≤ ${ZERO_RESULT_TARGET * 100} %`, () => {
    expect(report.zeroResultRate).toBeLessThanOrEqual(ZERO_RESULT_TARGET)
  })
})
