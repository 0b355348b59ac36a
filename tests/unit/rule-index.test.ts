import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { compare, ruleIdsOfDocument, taggedTests } from '../../scripts/rule-index.mjs'

const document = readFileSync(new URL('../../docs/product.md', import.meta.url), 'utf8')
const ids = ruleIdsOfDocument(document)
const { missing, unknown } = compare(ids, taggedTests())

// Rules whose proof is still being written. A ratchet: once a rule's test lands, this test fails
// until the id is taken off the list, so the list cannot go stale. Empty since R3.9 got its tests (decision 031).
const NOT_YET_PROVED: string[] = []

test('docs/product.md indexes the 121 rules of §1–§9, each section with its own rows', () => {
  expect(ids).toHaveLength(121)
  for (const section of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    expect(document).toContain(`## §${section} `)
    expect(ids.some((id) => id.startsWith(`R${section}.`))).toBe(true)
  }
})

test('every rule of docs/product.md is carried by a test title, and every tagged id is a rule there', () => {
  expect(unknown).toEqual([])
  expect(missing).toEqual(NOT_YET_PROVED)
})
