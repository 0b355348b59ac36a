import type { ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'
import { resolveSearchWord } from './catalog-index'
import { asTypedPieces, confidentRespelling, correctionCandidates, readAsCorrected } from './correct'
import { chooseTerms, documentFrequency, idf, TERM_WEIGHT, unfoundTerms } from './coverage'
import { EMPTY_FACETS, type Facets } from './facets'
import type { SearchFilters, SearchGroup, SearchScope } from './filters'
import { countHolding, sideSize } from './holding'
import { type MatchTerm, matchedSql, rankedSql } from './match'
import { compact, displayWord, searchTerms } from './normalize'
import { listPage, SEARCH_SORTS, type SearchSort } from './rankings'
import type { Piece } from './resolve'
import { type DroppedWord, piecesSetAside, setAsideWords } from './set-aside'
import { SqlParams } from './sql-params'
import type { Vocabulary } from './vocabulary'

export type { SearchSort }
export const SEARCH_SORT_KEYS = Object.keys(SEARCH_SORTS) as [SearchSort, ...SearchSort[]]

export type SearchQuery = SearchScope &
  SearchFilters & {
    word: string
    sort: SearchSort
    page: number
    size: number
    /** Rows to skip; null: `(page - 1) * size` (the shop's 24-then-16 chunks pass it). */
    offset: number | null
    /** Search the word as typed: no correction applied (the page's ‘사로’로 검색 link); decision 057. */
    asTyped?: boolean
  }

export type SearchResult = {
  word: string
  products: ProductSummary[]
  /** The products listed, every page of them (decision 057: partial matches count as shown). */
  totalCount: number
  page: number
  size: number
  sort: SearchSort
  facets: Facets
  /** The word as searched when it was read as something else (배변패드 for qoqusvoem, ㅂㅂㅍㄷ or 배변페드). */
  resolvedWord?: string
  /** The matches on the other animal's side (a search of group 1 or 2): offered at the top of the page. */
  otherGroup?: { productGroup1Id: SearchGroup; totalCount: number }
  /** When nothing matched: a nearby word that finds products in the same scope (…(으)로 검색할까요?). */
  correction?: { word: string; totalCount: number }
  /** Words of the query the listing leaves out, as typed ('추천'은 빼고 찾았어요); decision 057. */
  setAside?: string[]
  /** A correction clearly meant, applied at once (‘사로’ 대신 ‘사료’로 찾은 결과예요); decision 057. */
  appliedCorrection?: { from: string; to: string }
}

/** The other animal's group (dog ↔ cat); none for a search of both. */
const OTHER_GROUP: Record<SearchGroup, SearchGroup | null> = { 0: null, 1: 2, 2: 1 }
/** A query of more terms than this keeps the first ones (a term is a bit of a mask; nobody types more). */
const MAX_TERMS = 8

function hasFilters(query: SearchQuery): boolean {
  return query.brandIds.length > 0 || query.category !== null || query.minPrice !== null || query.maxPrice !== null
}

/** What is searched: the pieces of the word, how to name what was left out, what to say above the results. */
type Reading = {
  pieces: Piece[]
  dropped: readonly DroppedWord[]
  /** Whether an unknown piece may still be respelt when clearly meant (never for `asTyped`, never twice). */
  respell: boolean
  notes: Pick<SearchResult, 'resolvedWord' | 'appliedCorrection'>
}

const shown = (pieces: readonly Piece[]) => pieces.map((p) => p.display).join(' ')

/** How much a piece says of what was meant (coverage.ts `TERM_WEIGHT`). */
const pieceWeight = (piece: Piece) =>
  piece.kind !== 'part' ? TERM_WEIGHT.word : piece.term.length === 1 ? TERM_WEIGHT.letter : TERM_WEIGHT.part

/** The pieces' terms (each once, with its alternatives and weight) and, per piece, its term's number. */
function matchTerms(pieces: readonly Piece[]): { terms: MatchTerm[]; weights: number[]; termOf: number[] } {
  const terms: MatchTerm[] = []
  const weights: number[] = []
  const termOf = pieces.map((piece) => {
    const found = terms.findIndex((t) => t.text === piece.term)
    if (found >= 0) weights[found] = Math.max(weights[found] ?? 0, pieceWeight(piece))
    if (found >= 0 || terms.length >= MAX_TERMS) return found
    const variants = [piece.term, ...(piece.alternatives ?? []).map(compact)].filter(Boolean)
    terms.push({ text: piece.term, variants: [...new Set(variants)] })
    weights.push(pieceWeight(piece))
    return terms.length - 1
  })
  return { terms, weights, termOf }
}

/**
 * One page of a search (contract "GET /products"). The word is first read against the
 * catalogue's words (resolve.ts: spacing, 초성, the English layout, typos, the dictionary); its
 * terms are then ranked, not all required (decision 057): terms no product holds on either side
 * are set aside, a slip clearly meant is respelt, and the products holding the most terms are
 * listed, best score first. Sold-out products come last in every sort; within a sort the more
 * relevant product first, then the product id, so pages never overlap.
 */
export async function searchProducts(db: Queryable, query: SearchQuery): Promise<SearchResult> {
  const { resolution, vocabulary } = await resolveSearchWord(db, query.word)
  if (!resolution) return emptyResult(query)
  const corrected = readAsCorrected(query.word, resolution)
  const pieces = query.asTyped ? asTypedPieces(vocabulary, query.word, resolution) : resolution.pieces
  const changed = pieces.some((p) => p.kind === 'synonym' || p.kind === 'typo' || p.kind === 'initials') || (!query.asTyped && corrected)
  const notes: Reading['notes'] = changed ? { resolvedWord: shown(pieces) } : {}
  if (corrected && !query.asTyped) notes.appliedCorrection = { from: displayWord(query.word), to: shown(pieces) }
  return searchReading(db, query, vocabulary, { pieces, dropped: resolution.setAside, respell: !query.asTyped, notes })
}

/** A page's answer: the listing, its count and facets, and what is said above it. */
function answer(
  query: SearchQuery,
  page: { products: ProductSummary[]; totalCount: number; facets: Facets },
  notes: Partial<SearchResult>,
): SearchResult {
  const { word, sort, size } = query
  return { word, products: page.products, totalCount: page.totalCount, page: query.page, size, sort, facets: page.facets, ...notes }
}

function emptyResult({ word, page, size, sort }: SearchQuery): SearchResult {
  return { word, products: [], totalCount: 0, page, size, sort, facets: EMPTY_FACETS }
}

async function searchReading(db: Queryable, query: SearchQuery, vocabulary: Vocabulary, reading: Reading): Promise<SearchResult> {
  const { pieces } = reading
  const { terms, weights, termOf } = matchTerms(pieces)
  if (terms.length === 0) return { ...emptyResult(query), ...reading.notes }
  // Each term's own count first: what no product holds is set aside or respelt before the rest is counted.
  const unfound = unfoundTerms(await countHolding(db, vocabulary, terms, query, 0), terms.length)
  const unfoundTexts = new Set(terms.filter((_, i) => unfound & (1 << i)).map((t) => t.text))
  // A slip clearly meant is respelt rather than set aside (사로 → 사료, 연어 사로 → 연어 사료).
  const respelt = reading.respell && unfound ? confidentRespelling(vocabulary, pieces, (p) => unfoundTexts.has(p.term)) : null
  if (respelt) {
    const to = shown(respelt)
    const notes = { resolvedWord: to, appliedCorrection: { from: displayWord(query.word), to } }
    return searchReading(db, query, vocabulary, { ...reading, pieces: respelt, respell: false, notes })
  }
  const aside = piecesSetAside(query.word, pieces, unfoundTexts)
  let usable = 0
  termOf.forEach((t, i) => {
    if (t >= 0 && !aside[i]) usable |= 1 << t
  })
  const held = await countHolding(db, vocabulary, terms, query, usable)
  const choice = chooseTerms(held, terms.length, usable, weights)
  const otherGroupId = OTHER_GROUP[query.group]
  const otherGroup =
    otherGroupId !== null && choice.otherCount > 0 ? { otherGroup: { productGroup1Id: otherGroupId, totalCount: choice.otherCount } } : {}
  if (choice.required === 0) {
    // No word is held as typed anywhere: close names by SQL similarity, for words the catalogue does not know.
    if (usable === 0 && pieces.some((p) => p.kind === 'unknown')) {
      const similar = await searchSimilar(db, vocabulary, query, terms)
      if (similar) return { ...similar, ...reading.notes }
    }
    return { ...emptyResult(query), ...reading.notes, ...otherGroup, ...(await askCorrection(db, query, vocabulary, pieces)) }
  }
  const required = terms.flatMap((term, i) => (choice.required & (1 << i) ? [term] : []))
  const documents = await sideSize(db, vocabulary, query.group)
  const scored = required.map((term) => ({ term, idf: idf(documentFrequency(held, 'here', terms.indexOf(term)), documents) }))
  const page = await listPage(db, vocabulary, query, (params) => rankedSql(scored, query, params))
  const left = setAsideWords(
    query.word,
    pieces,
    aside.map((a, i) => a || (termOf[i] ?? -1) < 0 || !(choice.required & (1 << (termOf[i] ?? 0)))),
    reading.dropped,
  )
  return answer(query, page, { ...reading.notes, ...otherGroup, ...(left.length > 0 ? { setAside: left } : {}) })
}

/** Decision 025's similarity match, when no term is held exactly: a page, or null when it finds nothing. */
async function searchSimilar(
  db: Queryable,
  vocabulary: Vocabulary,
  query: SearchQuery,
  terms: readonly MatchTerm[],
): Promise<SearchResult | null> {
  const words = searchTerms(terms.map((t) => t.text).join(' '))
  if (!words) return null
  const page = await listPage(db, vocabulary, query, (params) => matchedSql(words, query, params))
  if (!page.inScope) return null
  const otherGroupId = OTHER_GROUP[query.group]
  let otherGroup = {}
  if (otherGroupId !== null) {
    const params = new SqlParams()
    const scope = { group: otherGroupId, deliveryType: query.deliveryType }
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from (${matchedSql(words, scope, params)}) m`, params.values)
    if (row && row.n > 0) otherGroup = { otherGroup: { productGroup1Id: otherGroupId, totalCount: row.n } }
  }
  return answer(query, page, otherGroup)
}

/** For an empty page without filters (filters make their own emptiness): the first nearby word that lists products, as a question. */
async function askCorrection(
  db: Queryable,
  query: SearchQuery,
  vocabulary: Vocabulary,
  pieces: Piece[],
): Promise<Pick<SearchResult, 'correction'>> {
  if (hasFilters(query)) return {}
  for (const candidate of correctionCandidates(vocabulary, pieces)) {
    const { terms } = matchTerms(candidate.pieces)
    const all = (1 << terms.length) - 1
    const choice = chooseTerms(await countHolding(db, vocabulary, terms, query, all), terms.length, all)
    if (choice.unfound === 0 && choice.required === all && choice.count > 0)
      return { correction: { word: candidate.display, totalCount: choice.count } }
  }
  return {}
}
