import { jamo } from './hangul'
import { compact } from './normalize'
import { closestWord, type Piece, type Resolution, segment, TYPO_MIN_LENGTH, typoAllowance, wordsWithin } from './resolve'
import type { Vocabulary, Word } from './vocabulary'

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
export function correctionCandidates(vocabulary: Vocabulary, pieces: readonly Piece[]): Candidate[] {
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

/** Letters (jamo) a word needs before a one-letter slip in it is clearly a slip (사로: ㅅㅏㄹㅗ). */
const CONFIDENT_MIN_LETTERS = 3
/** How much commoner the closest word must be than the next as close for the choice to be clear. */
const DOMINANT = 10

/**
 * Decision 057: a respelling is applied at once, without asking, when it is clearly meant: the
 * typed word is Hangul of three letters or more, and one letter edit makes it a catalogue word,
 * that word alone or one at least ten times as common as any other one letter away. Anything
 * else is a guess, offered as a question. `close` are the words one edit away, most common first.
 */
export function clearlyMeant(typed: string, close: readonly Word[]): Word | null {
  if (!/^[가-힣]+$/.test(typed) || jamo(typed).length < CONFIDENT_MIN_LETTERS) return null
  const [first, second] = close
  if (!first) return null
  return !second || first.count >= DOMINANT * second.count ? first : null
}

/** The pieces with every unknown piece respelt when clearly meant; null when none is. */
export function confidentRespelling(vocabulary: Vocabulary, pieces: readonly Piece[], respell: (p: Piece) => boolean): Piece[] | null {
  let changed = false
  const out = pieces.map((p) => {
    if (p.kind !== 'unknown' || !respell(p)) return p
    const oneEdit = wordsWithin(vocabulary, p.typed, 1).map((near) => near.word)
    const word = clearlyMeant(
      p.typed,
      oneEdit.sort((a, b) => b.count - a.count),
    )
    if (!word) return p
    changed = true
    return { ...p, term: word.text, display: word.display, kind: 'typo' as const }
  })
  return changed ? out : null
}

/**
 * Whether reading the word already corrected it: its Latin letters read on the 2-set layout
 * (qoqusvoem → 배변패드), or a piece forgiven as a typo (배변페드 → 배변패드). 초성 and the
 * dictionary's words are readings, not corrections.
 */
export function readAsCorrected(word: string, resolution: Resolution): 'keyboard' | 'typo' | null {
  const typedHangul = resolution.pieces.some((p) => /[가-힣]/.test(p.typed))
  if (/[a-z]/i.test(word) && !/[가-힣ㄱ-ㅣ]/.test(word) && typedHangul) return 'keyboard'
  return resolution.pieces.some((p) => p.kind === 'typo') ? 'typo' : null
}

/** The word as typed (`asTyped`): no layout reading, no typo forgiven; 초성 and the dictionary still read. */
export function asTypedPieces(vocabulary: Vocabulary, word: string, resolution: Resolution): Piece[] {
  const corrected = readAsCorrected(word, resolution)
  const pieces = corrected === 'keyboard' ? segment(vocabulary, compact(word)).pieces : resolution.pieces
  return pieces.map((p) => (p.kind === 'typo' ? { ...p, term: compact(p.typed), display: p.typed, kind: 'unknown' as const } : p))
}
