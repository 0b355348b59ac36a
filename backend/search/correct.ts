import { jamo } from './hangul'
import { closestWord, type Piece, type Resolution, TYPO_MIN_LENGTH, typoAllowance } from './resolve'
import type { Vocabulary } from './vocabulary'

/** Candidates tried at most (each costs the service one count). */
const MAX_CANDIDATES = 4

/** A candidate for "…(으)로 검색할까요?": the terms to search and how they read. */
export type Candidate = { terms: string[]; display: string; pieces: Piece[] }

const candidate = (pieces: Piece[]): Candidate => ({
  terms: pieces.map((p) => p.term),
  display: pieces.map((p) => p.display).join(' '),
  pieces,
})

/** A piece worth offering: a word of the catalogue (or read as one), or a part of one of two characters or more. */
const offerable = (p: Piece) => p.kind !== 'unknown' && (p.kind !== 'part' || [...p.term].length >= 2)

/**
 * What to offer when a word found nothing, best first: each unknown piece spelt as the closest
 * catalogue word with one edit more than a search forgives by itself (사로 → 사료, a two-syllable
 * word too), then the word with one piece left out (unknown pieces first). The service keeps the
 * first that finds products.
 */
export function correctionCandidates(vocabulary: Vocabulary, resolution: Resolution): Candidate[] {
  const { pieces } = resolution
  const out: Candidate[] = []
  const respelt = pieces.map((p) => {
    if (p.kind !== 'unknown' || !/[가-힣]/.test(p.typed)) return p
    const length = [...p.typed].length
    const allowance = length >= TYPO_MIN_LENGTH ? typoAllowance(jamo(p.typed).length) + 1 : 1
    const close = length >= 2 ? closestWord(vocabulary, p.typed, allowance) : null
    return close ? { ...p, term: close.word.text, display: close.word.display, kind: 'typo' as const } : p
  })
  if (respelt.some((p, i) => p !== pieces[i])) out.push(candidate(respelt))
  if (pieces.length > 1) {
    const order = pieces.map((p, i) => ({ p, i })).sort((a, b) => Number(b.p.kind === 'unknown') - Number(a.p.kind === 'unknown'))
    // What is left must be whole words: a fragment (블루 of 블루투스) is no correction.
    for (const { i } of order) {
      const left = respelt.filter((_, j) => j !== i)
      if (left.every((p) => p.kind !== 'part')) out.push(candidate(left))
    }
  }
  const seen = new Set<string>()
  return out
    .filter((c) => c.pieces.length > 0 && c.pieces.every(offerable) && !seen.has(c.display) && seen.add(c.display))
    .slice(0, MAX_CANDIDATES)
}
