import { type DeliveryType, type SearchScope, scopeSql } from './filters'
import { type SearchTerms, searchTerms } from './normalize'
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

/** A term of a ranked search: its compact text, and every compact text a product may hold for it (itself first). */
export type MatchTerm = { text: string; variants: string[] }

/**
 * Decision 057: where a term is in the search document (migration 6: name | brand | animal group
 * | level-2 | level-3 category) weighs in the score. The name says what a product is; the brand
 * is searched by name; category names are the catalogue's kinds; the animal group (강아지, 고양이)
 * is this seed's only tag, on every product of a side, so it weighs least.
 */
export const FIELD_WEIGHTS = { name: 3, brand: 2, category: 1.5, tag: 0.5 } as const
/**
 * BM25's saturation: a term in the name and the category (간식 named and filed as 간식) counts more
 * than in the name alone (a toy named 간식 숨기는 매트), but not twice as much.
 */
const BM25_K1 = 1.2
/**
 * A concept's other catalogue words count, but less than its own (여름 → 쿨링 first, then 냉감,
 * 린넨 …): the vocabulary lists the word the catalogue most often means by it first (decision 057).
 */
const ALTERNATIVE_SHARE = 0.3

/** SQL true when `text` holds the term or one of its alternatives. */
function holdsTerm(text: string, term: MatchTerm, params: SqlParams): string {
  return `(${term.variants.map((v) => `strpos(${text}, ${params.add(v)}) > 0`).join(' or ')})`
}

/** The GIN index's condition for products that may hold the term: every pair of one of its texts (`@>`). */
function indexedTerm(term: MatchTerm, params: SqlParams): string {
  const held = term.variants.map((v) => `p.search_grams @> ${params.add(searchTerms(v)?.exactGrams ?? [v])}::text[]`)
  return `(${held.join(' or ')})`
}

/**
 * `products p` narrowed by the GIN index alone, before any join: joined to brands first, the
 * planner would rather walk a btree over every product (`offset 0` keeps the subquery whole). Only
 * the columns read after are carried (the grams are the bulk of a row).
 */
const CANDIDATE_COLUMNS = [
  'product_id',
  'brand_id',
  'search_text',
  // What the scope reads (filters.ts: the animal group and the delivery type).
  'product_group1_id',
  'product_group2_id',
  'product_group3_id',
  'discount_apply_price',
  'review_count',
].join(', ')
/**
 * The matched rows with their products, each found by its key (`offset 0` keeps the planner from
 * hashing the whole products table to join a few hundred matches; on PostgreSQL a broad word's page,
 * count and facets otherwise read every product).
 */
export const MATCHED_PRODUCTS = 'matched m cross join lateral (select * from products p where p.product_id = m.product_id offset 0) p'
const candidates = (indexed: string) => `(select ${CANDIDATE_COLUMNS} from products p where ${indexed} offset 0) p`

/**
 * For each set of terms, how many products of each animal group hold every term of it (coverage.ts
 * reads the counts): one branch per set, its candidates the products holding each term's pairs by
 * the GIN index (a BitmapAnd of index scans), `strpos` then checking each term on those rows.
 */
export function holdingSql(sets: readonly (readonly MatchTerm[])[], deliveryType: DeliveryType, params: SqlParams): string {
  return sets
    .map(
      (terms, i) => /* sql */ `
    select ${i} as "set", p.product_group1_id::int as "group", count(*)::int as n
      from ${candidates(terms.map((term) => indexedTerm(term, params)).join(' and '))} join brands b using (brand_id)
     where ${terms.map((term) => holdsTerm('p.search_text', term, params)).join(' and ')}
       and ${scopeSql({ group: 0, deliveryType }, params)}
     group by 2`,
    )
    .join(' union all ')
}

/**
 * The CTE body `matched (product_id, tier, sim)` of a ranked search: the products of the scope
 * holding every required term (candidates by the GIN index: `@>` each term's pairs, a BitmapAnd),
 * `tier` as decision 025's (3 the terms together in the name or brand, 2 each in the name; a
 * concept's other words count in the score, not the tier: 린넨 방석 is a summer cushion, 쿨링 방석 more so), `sim`
 * the BM25F score: per term, its idf times its saturated count over the fields holding it, weighted.
 */
export function rankedSql(terms: readonly { term: MatchTerm; idf: number }[], scope: SearchScope, params: SqlParams): string {
  const where = /* sql */ `
     where ${terms.map(({ term }) => holdsTerm('p.search_text', term, params)).join(' and ')}
       and ${scopeSql(scope, params)}`
  const from = `${candidates(terms.map(({ term }) => indexedTerm(term, params)).join(' and '))} join brands b using (brand_id)`
  const whole = params.add(terms.map(({ term }) => term.text).join(''))
  // BM25F: a term's weighted count over the fields holding it, saturated (k1), times its idf.
  const fields = (term: MatchTerm) =>
    (Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[])
      .map((field) => {
        const weight = FIELD_WEIGHTS[field]
        const own = `strpos(f.${field}, ${params.add(term.text)}) > 0`
        const others = term.variants.filter((v) => v !== term.text)
        if (others.length === 0) return `case when ${own} then ${weight} else 0 end`
        const other = holdsTerm(`f.${field}`, { text: term.text, variants: others }, params)
        return `case when ${own} then ${weight} when ${other} then ${weight * ALTERNATIVE_SHARE} else 0 end`
      })
      .join(' + ')
  const score = terms
    .map(
      ({ term, idf }) =>
        // tf·(k1+1)/(tf+k1), written with tf once.
        `${params.add(idf * (BM25_K1 + 1))}::float8 * (1 - ${BM25_K1} / ((${fields(term)})::float8 + ${BM25_K1}))`,
    )
    .join(' + ')
  return /* sql */ `
    select p.product_id,
           case when strpos(f.name, ${whole}) > 0 or strpos(f.brand, ${whole}) > 0 then ${TIER.WHOLE}
                when ${terms.map(({ term }) => `strpos(f.name, ${params.add(term.text)}) > 0`).join(' and ')} then ${TIER.NAME}
                else ${TIER.DOCUMENT} end as tier,
           (${score}) as sim
      from ${from}
     cross join lateral (select split_part(p.search_text, '|', 1) as name, split_part(p.search_text, '|', 2) as brand,
                                split_part(p.search_text, '|', 3) as tag,
                                split_part(p.search_text, '|', 4) || '|' || split_part(p.search_text, '|', 5) as category) f
     ${where}`
}
