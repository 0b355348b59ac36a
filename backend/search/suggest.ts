import type { Queryable } from '../db/types'
import type { SearchGroup } from './filters'
import { compact, grams } from './normalize'

export type SuggestionType = 'BRAND' | 'CATEGORY' | 'KEYWORD' | 'PRODUCT'
export type Suggestion = { text: string; type: SuggestionType }

type Row = { text: string; prefix: boolean }

/** Suggestion types in the order they are offered, among prefix matches and then among partial ones. */
const TYPES: readonly SuggestionType[] = ['BRAND', 'CATEGORY', 'KEYWORD', 'PRODUCT']

/**
 * Contract "GET /suggest": brands, categories, popular keywords and product names that contain
 * the word (spacing and case ignored); the ones that start with it first, then the others; no
 * text twice. Product names come from the GIN index like searches; the other lists are small.
 */
export async function suggest(db: Queryable, word: string, group: SearchGroup, size: number): Promise<{ word: string; suggestions: Suggestion[] }> {
  const q = compact(word)
  if (!q) return { word, suggestions: [] }
  const pairs = grams(q).filter((gram) => gram.length === 2 || q.length === 1)
  const [brands, keywords, categories, products] = await Promise.all([
    db.query<Row>(
      `select name as text, strpos(search_compact(name), $1) = 1 as prefix from brands
        where strpos(search_compact(name), $1) > 0 and ($2 = 0 or coalesce(product_group1_id, $2) = $2)
        order by prefix desc, name limit $3`,
      [q, group, size],
    ),
    db.query<Row>(
      `select keyword as text, strpos(keyword_key, $1) = 1 as prefix from search_keywords
        where product_group1_id = $2 and strpos(keyword_key, $1) > 0
        order by prefix desc, base_count desc limit $3`,
      [q, group, size],
    ),
    db.query<Row>(
      `select name as text, bool_or(strpos(search_compact(name), $1) = 1) as prefix from categories
        where depth in (2, 3) and ($2 = 0 or product_group1_id = $2) and strpos(search_compact(name), $1) > 0
        group by name order by prefix desc, min(depth), min(sort_order), name limit $3`,
      [q, group, size],
    ),
    db.query<Row>(
      `select p.product_name as text, strpos(split_part(p.search_text, '|', 1), $1) = 1 as prefix
         from products p
        where p.search_grams @> $2::text[] and strpos(split_part(p.search_text, '|', 1), $1) > 0
          and ($3 = 0 or p.product_group1_id = $3)
        order by prefix desc, p.sell_limit_status_code is not null, p.review_count desc, p.product_id limit $4`,
      [q, pairs, group, size],
    ),
  ])
  const byType: Record<SuggestionType, Row[]> = { BRAND: brands, KEYWORD: keywords, CATEGORY: categories, PRODUCT: products }
  const seen = new Set<string>()
  const suggestions: Suggestion[] = []
  for (const prefix of [true, false]) {
    for (const type of TYPES) {
      for (const row of byType[type]) {
        if (row.prefix !== prefix || seen.has(row.text)) continue
        seen.add(row.text)
        suggestions.push({ text: row.text, type })
      }
    }
  }
  return { word, suggestions: suggestions.slice(0, size) }
}
