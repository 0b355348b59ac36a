import type { Queryable } from '../db/types'
import { resolveSearchWord } from './catalog-index'
import type { SearchGroup } from './filters'
import { isInitialsOnly } from './hangul'
import { compact, grams } from './normalize'
import type { Vocabulary } from './vocabulary'

export type SuggestionType = 'BRAND' | 'CATEGORY' | 'KEYWORD' | 'PRODUCT'
export type Suggestion = { text: string; type: SuggestionType }

type Row = { text: string; prefix: boolean }

/** Suggestion types in the order they are offered, among prefix matches and then among partial ones. */
const TYPES: readonly SuggestionType[] = ['BRAND', 'CATEGORY', 'KEYWORD', 'PRODUCT']

/** Brands, categories, popular keywords and product names that contain the compact word `q`, prefix matches first. */
async function catalogueSuggestions(db: Queryable, q: string, group: SearchGroup, size: number): Promise<Suggestion[]> {
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
  const out: Suggestion[] = []
  for (const prefix of [true, false]) {
    for (const type of TYPES) for (const row of byType[type]) if (row.prefix === prefix) out.push({ text: row.text, type })
  }
  return out
}

/**
 * Words the catalogue itself does not spell as typed: the most common words whose initial
 * consonants start with a 초성 word (ㅂㅂ → 배변패드, 배변봉투), and the catalogue's word for
 * each dictionary word that starts with the word (똥 → 배변봉투, 배변패드).
 */
function wordSuggestions(vocabulary: Vocabulary, word: string, size: number): Suggestion[] {
  const bare = word.normalize('NFC').replace(/\s+/g, '')
  if (isInitialsOnly(bare)) {
    return vocabulary.hangulWords
      .filter((w) => w.initials.startsWith(bare))
      .slice(0, size)
      .map((w) => ({ text: w.display, type: 'KEYWORD' as const }))
  }
  const q = compact(word)
  if (!q) return []
  return [...vocabulary.synonyms]
    .filter(([colloquial]) => colloquial.startsWith(q))
    .map(([, meant]) => ({ text: meant, type: 'KEYWORD' as const }))
}

/**
 * Contract "GET /suggest": brands, categories, popular keywords and product names that contain
 * the word (spacing and case ignored); the ones that start with it first, then the others; no
 * text twice. A word read as another (초성, the English layout, a typo, a dictionary word) also
 * gets the suggestions of what it was read as, after the words it stands for. Product names
 * come from the GIN index like searches; the other lists are small.
 */
export async function suggest(
  db: Queryable,
  word: string,
  group: SearchGroup,
  size: number,
): Promise<{ word: string; suggestions: Suggestion[] }> {
  const q = compact(word)
  const { resolution, vocabulary } = await resolveSearchWord(db, word)
  const meant = resolution?.changed ? compact(resolution.display) : null
  // A word read as another is looked up as typed too only if it is part of a catalogue word
  // (패드 of 배변패드); qoqusvoem or 배변페드 would cost four queries to find nothing.
  const lookUpTyped = q !== '' && (meant === null || vocabulary.parts.has(q))
  const [typed, read] = await Promise.all([
    lookUpTyped ? catalogueSuggestions(db, q, group, size) : Promise.resolve([]),
    meant && meant !== q ? catalogueSuggestions(db, meant, group, size) : Promise.resolve([]),
  ])
  const seen = new Set<string>()
  const suggestions: Suggestion[] = []
  // The dictionary's words lead for a word the catalogue does not spell (똥 → 배변봉투); a catalogue
  // word's own categories and keywords lead before them (사료 before 사료통's 사료 보관통).
  const dictionary = wordSuggestions(vocabulary, word, size)
  const ordered = vocabulary.words.has(q) ? [...read, ...typed, ...dictionary] : [...dictionary, ...read, ...typed]
  for (const suggestion of ordered) {
    if (seen.has(suggestion.text)) continue
    seen.add(suggestion.text)
    suggestions.push(suggestion)
  }
  return { word, suggestions: suggestions.slice(0, size) }
}
