/**
 * What a search word becomes before it meets the index. The same rules run in SQL
 * (`search_compact` and `search_grams` of migration 6) for the products' side: keep them in step.
 *
 * - compact: NFKC, lower case, then only digits, a–z and Hangul syllables are kept, so spacing,
 *   punctuation and case never matter ('로얄 캐닌' = '로얄캐닌', 'ABC' = 'abc').
 * - grams: the characters, the pairs of neighbours and the pairs one apart of a compact text.
 *   Korean words are two or three syllables, so pairs (not pg_trgm's trigrams) are what a
 *   partial word like '연어' or '캐닌' can be found by; the pairs one apart let a name with a
 *   syllable more or less still share most of its grams with the word.
 */

/** Longest word the search service accepts (contract: 1–50 characters after trimming). */
export const WORD_MAX_LENGTH = 50
/** A word of more terms than this keeps the first ones (nobody types more; it bounds the SQL). */
const MAX_TERMS = 8
/** Typos are only forgiven in terms of three syllables or more: two-syllable words differ by meaning. */
const FUZZY_MIN_LENGTH = 3

const NOT_SEARCHABLE = /[^0-9a-z가-힣]/g

/** The word as shown and as counted for best keywords: trimmed, single-spaced, lower case. */
export function displayWord(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** SQL `search_compact`: only digits, a–z and Hangul syllables, lower case. */
export function compact(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(NOT_SEARCHABLE, '')
}

/** SQL `search_grams`: characters, neighbour pairs and pairs one apart, without duplicates. */
export function grams(text: string): string[] {
  const chars = [...text]
  const out = new Set<string>()
  chars.forEach((char, i) => {
    out.add(char)
    const next = chars[i + 1]
    const afterNext = chars[i + 2]
    if (next !== undefined) out.add(char + next)
    if (afterNext !== undefined) out.add(char + afterNext)
  })
  return [...out]
}

/** Neighbour pairs only (a one-character text: the character). */
function pairs(term: string): string[] {
  const chars = [...term]
  if (chars.length === 1) return chars
  return chars.slice(1).map((char, i) => chars[i] + char)
}

/** Pairs of neighbours and pairs one apart (what a close name shares with a misspelt term). */
function fuzzyKeys(term: string): string[] {
  return grams(term).filter((gram) => [...gram].length === 2)
}

export type SearchTerms = {
  /** The compact terms a product must all contain (spaces in the word separate terms). */
  terms: string[]
  /** The terms joined: what a brand or whole-name match contains. */
  whole: string
  /** Grams every exact match holds (the GIN index answers `@>` with them). */
  exactGrams: string[]
  /** Pairs a close match shares at least one of (`&&`); empty when no term is long enough to forgive typos. */
  fuzzyKeys: string[]
  /** Every gram of every term, and beside it the term's number (from 1): a term's similarity is the share of its grams a product holds. */
  termGrams: { grams: string[]; terms: number[] }
  /** Per term, the similarity a close match needs: 1 (all grams) for a term too short to forgive typos. */
  needs: number[]
}

/**
 * Share of a term's grams a product must hold to match it by similarity: one syllable wrong in
 * three ('닥타멍' for 닥터멍) keeps half of them, one missing in five ('꼬리치날') three quarters.
 */
export const SIMILARITY_THRESHOLD = 0.5

/** The terms of a word; null when nothing searchable is left (e.g. only punctuation). */
export function searchTerms(word: string): SearchTerms | null {
  const terms = [...new Set(displayWord(word).split(' ').map(compact).filter(Boolean))].slice(0, MAX_TERMS)
  if (terms.length === 0) return null
  const unique = (values: string[]) => [...new Set(values)]
  return {
    terms,
    whole: terms.join(''),
    exactGrams: unique(terms.flatMap(pairs)),
    fuzzyKeys: unique(terms.filter((t) => [...t].length >= FUZZY_MIN_LENGTH).flatMap(fuzzyKeys)),
    termGrams: {
      grams: terms.flatMap((term) => grams(term)),
      terms: terms.flatMap((term, i) => grams(term).map(() => i + 1)),
    },
    needs: terms.map((term) => ([...term].length >= FUZZY_MIN_LENGTH ? SIMILARITY_THRESHOLD : 1)),
  }
}
