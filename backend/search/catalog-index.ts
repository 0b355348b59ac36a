import type { Queryable } from '../db/types'
import { SYNONYMS } from './dictionary'
import { type Resolution, resolveWord } from './resolve'
import { buildVocabulary, type ProductNames, type Vocabulary } from './vocabulary'

/**
 * The catalogue's words in memory, one per database and process: built on the first search,
 * built again when `search_catalog_version` (migration 19) has moved, i.e. when products,
 * brands or categories were added, removed or renamed. A search then costs one read of that row
 * plus work on the word alone, never on every product; resolved words are kept too (suggestions
 * ask for the same prefixes again and again).
 */

/** Words whose reading is kept per catalogue version. */
const RESOLUTIONS_KEPT = 2_000

type Index = { version: number; vocabulary: Vocabulary; resolutions: Map<string, Resolution | null> }

type Slot = { current: Index | null; building: { version: number; index: Promise<Index> } | null }
const indexes = new WeakMap<Queryable, Slot>()

async function build(db: Queryable, version: number): Promise<Index> {
  const products = await db.query<ProductNames>(
    `select p.product_name as name, b.name as brand, g.name as "group", c2.name as category2, coalesce(c3.name, '') as category3
       from products p join brands b using (brand_id)
       join categories g on g.category_id = p.product_group1_id
       join categories c2 on c2.category_id = p.product_group2_id
       left join categories c3 on c3.category_id = p.product_group3_id`,
  )
  return { version, vocabulary: buildVocabulary(products, SYNONYMS), resolutions: new Map() }
}

/** The index for the catalogue as it is now. */
export async function catalogIndex(db: Queryable): Promise<Index> {
  let slot = indexes.get(db)
  if (!slot) {
    slot = { current: null, building: null }
    indexes.set(db, slot)
  }
  const [row] = await db.query<{ version: number }>('select version::int as version from search_catalog_version where id = 1')
  const version = row?.version ?? 0
  if (slot.current?.version === version) return slot.current
  // Concurrent searches of one version wait for the same build.
  const building = slot.building?.version === version ? slot.building : { version, index: build(db, version) }
  slot.building = building
  try {
    const index = await building.index
    if (!slot.current || index.version >= slot.current.version) slot.current = index
    return index
  } finally {
    if (slot.building === building) slot.building = null
  }
}

/** A word read against the catalogue (resolve.ts), remembered for this catalogue version. */
export async function resolveSearchWord(db: Queryable, word: string): Promise<{ resolution: Resolution | null; vocabulary: Vocabulary }> {
  const index = await catalogIndex(db)
  const { resolutions } = index
  if (resolutions.has(word)) return { resolution: resolutions.get(word) ?? null, vocabulary: index.vocabulary }
  const resolution = resolveWord(index.vocabulary, word)
  if (resolutions.size >= RESOLUTIONS_KEPT) resolutions.delete(resolutions.keys().next().value as string)
  resolutions.set(word, resolution)
  return { resolution, vocabulary: index.vocabulary }
}
