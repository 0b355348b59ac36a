import { initials, isInitialsOnly, jamo } from './hangul'
import { levenshtein } from './jamo-distance'
import { fromEnglishLayout } from './keyboard'
import { compact } from './normalize'
import type { Vocabulary, Word } from './vocabulary'

/**
 * What a shopper meant: the search word read against the catalogue's words (vocabulary.ts).
 * Spaces never count: the word is compacted, then cut into the cheapest run of pieces, each a
 * catalogue word, a part of one, a dictionary word, a close spelling of one, or (last resort)
 * unknown. So '강아지사료' and '강아지 사료' are the same two terms. A word of initial consonants
 * alone is read by them (ㅂㅂㅍㄷ → 배변패드), Latin letters as the 2-set layout when that reads
 * better (qoqusvoem → 배변패드).
 */

export type PieceKind = 'word' | 'part' | 'synonym' | 'typo' | 'initials' | 'unknown'
export type Piece = {
  typed: string
  term: string
  display: string
  kind: PieceKind
  /** Other catalogue words any of which a product may hold instead of `term` (노견: 시니어); decision 057. */
  alternatives?: string[]
}

export type Resolution = {
  /** The compact terms the search matches (each must be in a product's document). */
  terms: string[]
  /** The terms as a shopper reads them (관절 영양제, 배변패드). */
  display: string
  /** True when something typed was replaced (a synonym, a typo, initials, the English layout), not only cut. */
  changed: boolean
  pieces: Piece[]
  /** Words left out before the catalogue was asked (추천, 좋은); the page names them (decision 057). */
  setAside?: { typed: string; reason: 'filler' }[]
}

/** Longest piece tried, in characters: longer words are not in the catalogue. */
const MAX_PIECE = 14
/** Typos are looked for only in words up to this long (it bounds the work of a long, odd word). */
const MAX_TYPO_WORD = 24
/** A typo is forgiven only in a piece of three characters or more: two-syllable words differ by meaning. */
export const TYPO_MIN_LENGTH = 3

const COST = { word: 1, synonym: 1, initials: 1, part: 1.5, single: 3, typoBase: 1, typoPerEdit: 2, unknownBase: 2 } as const
/** Ties go to fewer pieces. */
const PER_PIECE = 0.01

/** Letter edits forgiven in a piece of `letters` letters: one, two from ten letters (about four syllables) on. */
export function typoAllowance(letters: number): number {
  return letters >= 10 ? 2 : 1
}

/** The most common word within the allowed edits of `text`, of a similar length; null if none. */
export function closestWord(vocabulary: Vocabulary, text: string, maxEdits: number): { word: Word; edits: number } | null {
  const letters = jamo(text)
  const length = [...text].length
  let best: { word: Word; edits: number } | null = null
  for (const candidateLength of [length, length - 1, length + 1]) {
    for (const word of vocabulary.byLength.get(candidateLength) ?? []) {
      const limit = best ? Math.min(maxEdits, best.edits - 1) : maxEdits
      if (limit < 1) return best
      const edits = levenshtein(letters, word.letters, limit)
      if (edits <= limit && edits > 0) best = { word, edits }
    }
  }
  return best
}

function piece(vocabulary: Vocabulary, typed: string, typos: boolean): { piece: Piece; cost: number } {
  const word = vocabulary.words.get(typed)
  if (word) return { piece: { typed, term: typed, display: word.display, kind: 'word' }, cost: COST.word }
  const synonym = vocabulary.synonyms.get(typed)
  if (synonym) return { piece: { typed, term: compact(synonym), display: synonym, kind: 'synonym' }, cost: COST.synonym }
  const length = [...typed].length
  if (vocabulary.parts.has(typed)) {
    return { piece: { typed, term: typed, display: typed, kind: 'part' }, cost: length === 1 ? COST.single : COST.part }
  }
  if (typos && length >= TYPO_MIN_LENGTH && /[가-힣]/.test(typed)) {
    const close = closestWord(vocabulary, typed, typoAllowance(jamo(typed).length))
    if (close) {
      const { word, edits } = close
      return { piece: { typed, term: word.text, display: word.display, kind: 'typo' }, cost: COST.typoBase + COST.typoPerEdit * edits }
    }
  }
  return { piece: { typed, term: typed, display: typed, kind: 'unknown' }, cost: COST.unknownBase + length }
}

/** The cheapest cut of a compact text into pieces (dynamic programming over its characters). */
export function segment(vocabulary: Vocabulary, text: string): { pieces: Piece[]; cost: number } {
  const chars = [...text]
  const typos = chars.length <= MAX_TYPO_WORD
  const best: { cost: number; from: number; piece: Piece | null }[] = [{ cost: 0, from: 0, piece: null }]
  for (let end = 1; end <= chars.length; end++) {
    let choice = { cost: Number.POSITIVE_INFINITY, from: 0, piece: null as Piece | null }
    for (let start = Math.max(0, end - MAX_PIECE); start < end; start++) {
      const before = best[start]
      if (!before) continue
      const option = piece(vocabulary, chars.slice(start, end).join(''), typos)
      const cost = before.cost + option.cost + PER_PIECE
      if (cost < choice.cost) choice = { cost, from: start, piece: option.piece }
    }
    best.push(choice)
  }
  const pieces: Piece[] = []
  for (let end = chars.length; end > 0; ) {
    const step = best[end] as { from: number; piece: Piece }
    pieces.unshift(step.piece)
    end = step.from
  }
  return { pieces, cost: best[chars.length]?.cost ?? 0 }
}

/** Initial consonants cut into words' initials, each read as the most common word that has them; null if they do not all fit. */
export function readInitials(vocabulary: Vocabulary, text: string): Piece[] | null {
  const chars = [...text]
  const best: ({ from: number; word: Word } | null)[] = [null]
  const reached = [true]
  for (let end = 1; end <= chars.length; end++) {
    reached.push(false)
    best.push(null)
    // Fewest words first: the longest initials that fit.
    for (let start = 0; start < end; start++) {
      const word = reached[start] ? vocabulary.byInitials.get(chars.slice(start, end).join('')) : undefined
      if (word) {
        reached[end] = true
        best[end] = { from: start, word }
        break
      }
    }
  }
  if (!reached[chars.length]) return null
  const pieces: Piece[] = []
  for (let end = chars.length; end > 0; ) {
    const step = best[end] as { from: number; word: Word }
    pieces.unshift({ typed: initials(step.word.text), term: step.word.text, display: step.word.display, kind: 'initials' })
    end = step.from
  }
  return pieces
}

function resolution(pieces: Piece[], changed: boolean): Resolution {
  return {
    terms: pieces.map((p) => p.term),
    display: pieces.map((p) => p.display).join(' '),
    changed: changed || pieces.some((p) => p.kind === 'synonym' || p.kind === 'typo' || p.kind === 'initials'),
    pieces,
  }
}

/** What a search word means in the catalogue's words; null when nothing searchable is in it. */
export function resolveWord(vocabulary: Vocabulary, word: string): Resolution | null {
  // NFC, not NFKC: NFKC turns the keyboard's ㅂ into the conjoining ᄇ.
  const typed = word.normalize('NFC').replace(/\s+/g, ' ').trim()
  const bare = typed.replaceAll(' ', '')
  if (isInitialsOnly(bare)) {
    const read = readInitials(vocabulary, bare)
    return read ? resolution(read, true) : null
  }
  const text = compact(typed)
  if (!text) return null
  const plain = segment(vocabulary, text)
  // As typed (Shift makes ㅃ, ㅒ …), then in lower case (Caps Lock left on).
  for (const keys of new Set([typed, typed.toLowerCase()])) {
    const english = fromEnglishLayout(keys)
    if (!english) continue
    const korean = segment(vocabulary, compact(english))
    const known = korean.pieces.every((p) => p.kind !== 'unknown')
    if (known && korean.cost < plain.cost) return resolution(korean.pieces, true)
  }
  return resolution(plain.pieces, false)
}
