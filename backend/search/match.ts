import { type SearchScope, scopeSql } from './filters'
import type { SearchTerms } from './normalize'
import type { SqlParams } from './sql-params'

/** Relevance tiers of `scoreDesc` (contract "GET /products"). */
export const TIER = {
  /** The whole word (spacing ignored) is in the brand name or the product name. */
  WHOLE: 3,
  /** Every term is in the product name, not side by side. */
  NAME: 2,
  /** Every term is somewhere in the document (some only in the brand or category names). */
  DOCUMENT: 1,
  /** Close by similarity only (a typo, a syllable more or less). */
  SIMILAR: 0,
} as const

/**
 * The CTE body `matched (product_id, tier, sim)`: the products of the scope that match the word.
 *
 * The candidates come from the GIN index on `products.search_grams` alone: `@>` the word's pairs
 * (every exact match holds them) or `&&` its pairs and pairs one apart (a close name shares some).
 * `strpos` then checks each term really is in the document, on those few rows only; nothing
 * scans `products` with LIKE. Close matches only count when nothing in the scope matches
 * exactly: a typo finds its names, while '하네스' does not also list every '하우스' (one syllable
 * apart as well). On PostgreSQL the plan is a BitmapOr of two Bitmap Index Scans on
 * products_search_grams_idx (backend/test/search.test.ts shows it with EXPLAIN).
 */
export function matchedSql(words: SearchTerms, scope: SearchScope, params: SqlParams): string {
  const terms = `${params.add(words.terms)}::text[]`
  const whole = params.add(words.whole)
  const candidates = [`p.search_grams @> ${params.add(words.exactGrams)}::text[]`]
  if (words.fuzzyKeys.length > 0) candidates.push(`p.search_grams && ${params.add(words.fuzzyKeys)}::text[]`)
  const field = (n: number) => `split_part(p.search_text, '|', ${n})`
  const allIn = (text: string) => `not exists (select 1 from unnest(${terms}) t where strpos(${text}, t) = 0)`
  const exact = allIn('p.search_text')
  // Per term, the share of its grams the product holds; the mean when every term reaches its
  // need, else null. Only computed for candidates that are not exact matches.
  const similarity = /* sql */ `
    select case when bool_and(held.share >= need.share) then avg(held.share) end
      from (select u.term, count(*) filter (where u.gram = any(c.search_grams))::float8 / count(*) as share
              from unnest(${params.add(words.termGrams.grams)}::text[], ${params.add(words.termGrams.terms)}::int[]) u (gram, term)
             group by u.term) held
      join unnest(${params.add(words.needs)}::float8[]) with ordinality need (share, term) using (term)`
  return /* sql */ `
    select product_id,
           case when whole then ${TIER.WHOLE} when in_name then ${TIER.NAME}
                when exact then ${TIER.DOCUMENT} else ${TIER.SIMILAR} end as tier,
           sim
      from (select c.*, case when exact then 1 when any_exact then null else (${similarity}) end as sim
              from (select p.product_id, p.search_grams, bool_or(${exact}) over () as any_exact,
                           ${exact} as exact,
                           ${allIn(field(1))} as in_name,
                           strpos(${field(1)}, ${whole}) > 0 or strpos(${field(2)}, ${whole}) > 0 as whole
                      from products p join brands b using (brand_id)
                     where (${candidates.join(' or ')}) and ${scopeSql(scope, params)}) c) scored
     where sim is not null`
}
