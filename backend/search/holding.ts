import { LRUCache } from 'lru-cache'
import type { Queryable } from '../db/types'
import { countsNeeded, fromSide, type Held, type Holding } from './coverage'
import type { SearchGroup, SearchScope } from './filters'
import { holdingSql, type MatchTerm } from './match'
import { SqlParams } from './sql-params'
import type { Vocabulary } from './vocabulary'

/**
 * The counts a search's choice of terms and its idf read (coverage.ts), kept per catalogue version
 * (a vocabulary object is one version's) and per set of terms, so that 사료's own count, taken once,
 * serves 연어 사료, 사료 연어 and 강아지 사료 alike: a broad word is read whole once per catalogue
 * version, not once per query that holds it. What a page lists and counts is always read afresh;
 * these counts only choose the terms and weigh them, so a delivery type's products changing within
 * the few minutes they are kept moves a ranking weight, never a shown number.
 */
const KEPT_MS = 5 * 60_000
const KEPT_SETS = 10_000

type GroupRows = readonly { group: number; n: number }[]
const kept = new WeakMap<Vocabulary, LRUCache<string, Promise<GroupRows>>>()

function cacheOf(vocabulary: Vocabulary): LRUCache<string, Promise<GroupRows>> {
  let cache = kept.get(vocabulary)
  if (!cache) {
    cache = new LRUCache({ max: KEPT_SETS, ttl: KEPT_MS })
    kept.set(vocabulary, cache)
  }
  return cache
}

/** Kept under `key`; a failed read is forgotten at once, so the next search asks again. */
function keep(cache: LRUCache<string, Promise<GroupRows>>, key: string, read: () => Promise<GroupRows>): Promise<GroupRows> {
  const hit = cache.get(key)
  if (hit) return hit
  const rows = read()
  cache.set(key, rows)
  rows.catch(() => {
    if (cache.get(key) === rows) cache.delete(key)
  })
  return rows
}

const termsOf = (terms: readonly MatchTerm[], mask: number) => terms.filter((_, i) => mask & (1 << i))
// The same set of terms however the query orders them.
const setKey = (terms: readonly MatchTerm[], scope: SearchScope) =>
  JSON.stringify([scope.deliveryType, terms.map((t) => t.variants).sort((a, b) => (a.join() < b.join() ? -1 : 1))])

/** The counts of the sets `masks`: kept ones as kept, the rest in one statement. */
async function countSets(
  db: Queryable,
  cache: LRUCache<string, Promise<GroupRows>>,
  terms: readonly MatchTerm[],
  masks: readonly number[],
  scope: SearchScope,
): Promise<{ mask: number; rows: GroupRows }[]> {
  const missing = masks.filter((mask) => !cache.has(setKey(termsOf(terms, mask), scope)))
  let read: Promise<{ set: number; group: number; n: number }[]> | null = null
  if (missing.length > 0) {
    const params = new SqlParams()
    const sql = holdingSql(
      missing.map((mask) => termsOf(terms, mask)),
      scope.deliveryType,
      params,
    )
    read = db.query<{ set: number; group: number; n: number }>(sql, params.values)
  }
  return Promise.all(
    masks.map(async (mask) => {
      const key = setKey(termsOf(terms, mask), scope)
      const at = missing.indexOf(mask)
      const rows = keep(cache, key, async () => ((await read) ?? []).filter((row) => row.set === at))
      return { mask, rows: await rows }
    }),
  )
}

/**
 * What coverage.ts needs to choose a side's terms among `usable`, counted a step at a time as it
 * asks (`countsNeeded`): every term alone, then all together, then, only when nothing holds them
 * all, the sets that products hold together.
 */
export async function countHolding(
  db: Queryable,
  vocabulary: Vocabulary,
  terms: readonly MatchTerm[],
  scope: SearchScope,
  usable: number,
): Promise<Holding> {
  const cache = cacheOf(vocabulary)
  const held = new Map<number, Held>()
  for (let needed = countsNeeded(held, terms.length, usable); needed.length > 0; needed = countsNeeded(held, terms.length, usable)) {
    for (const { mask, rows } of await countSets(db, cache, terms, needed, scope)) {
      held.set(mask, { here: 0, other: 0 })
      fromSide(
        rows.map((row) => ({ mask, ...row })),
        scope.group,
        held,
      )
    }
  }
  return held
}

/** Products on a side, for idf: counted once per catalogue version and a few minutes (a ranking weight, never shown). */
export async function sideSize(db: Queryable, vocabulary: Vocabulary, group: SearchGroup): Promise<number> {
  const rows = await keep(cacheOf(vocabulary), 'products', () =>
    db.query<{ group: number; n: number }>(`select product_group1_id::int as "group", count(*)::int as n from products
        where product_group1_id = any('{1,2}'::smallint[]) group by 1`),
  )
  return rows.reduce((sum, row) => (group === 0 || row.group === group ? sum + row.n : sum), 0)
}
