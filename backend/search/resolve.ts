import { analyse, type Lexicon, type Reading, type SetAside } from './analyse'
import { WORD_RULES } from './dictionary'
import { initials, isInitialsOnly, jamo, plainInitials } from './hangul'
import { levenshtein } from './jamo-distance'
import { fromEnglishLayout, initialsFromEnglishLayout } from './keyboard'
import { compact } from './normalize'
import type { Vocabulary, Word } from './vocabulary'

/**
 * What a shopper meant: the search word read against the catalogue's words (vocabulary.ts).
 * The query is first analysed (analyse.ts: fillers set aside, particles cut, numbers and ages
 * read); then spaces never count: the text is compacted, then cut into the cheapest run of
 * pieces, each a catalogue word, a part of one, a dictionary word, a close spelling of one, or
 * (last resort) unknown. So '강아지사료' and '강아지 사료' are the same two terms. A word of initial
 * consonants alone is read by them (ㅂㅂㅍㄷ → 배변패드, Shift's ㅃ as ㅂ too), Latin letters as the
 * 2-set layout when that reads better (qoqusvoem → 배변패드).
 */

export type PieceKind = 'word' | 'part' | 'synonym' | 'typo' | 'initials' | 'unknown'
export type Piece = {
  typed: string
  term: string
  display: string
  kind: PieceKind
  /**
   * Other compact terms that match this piece as well as `term` (노견: 노령견 and 7세이상 besides
   * 시니어; 관절: 슬개골 …): a product holding any of them holds the piece. Absent when none.
   */
  alternatives?: string[]
}

export type Resolution = {
  /** The compact terms the search matches (each must be in a product's document). */
  terms: string[]
  /** The terms as a shopper reads them (관절 영양제, 배변패드). */
  display: string
  /** True when something typed was replaced (a synonym, a typo, initials, the English layout, a unit), not only cut. */
  changed: boolean
  pieces: Piece[]
  /** Words left out of the search, as typed (추천 of 관절 영양제 추천); empty when nothing was. */
  setAside: SetAside[]
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
  // The first of the fewest edits: words of as many syllables first, the commoner first.
  return wordsWithin(vocabulary, text, maxEdits).reduce<{ word: Word; edits: number } | null>(
    (best, near) => (!best || near.edits < best.edits ? near : best),
    null,
  )
}

/** Catalogue words other than `text` within `maxEdits` letters (jamo) of it: of as many syllables, one fewer, one more; each length's commonest first. */
export function wordsWithin(vocabulary: Vocabulary, text: string, maxEdits: number): { word: Word; edits: number }[] {
  const letters = jamo(text)
  const length = [...text].length
  const out: { word: Word; edits: number }[] = []
  for (const candidateLength of [length, length - 1, length + 1]) {
    for (const word of vocabulary.byLength.get(candidateLength) ?? []) {
      const edits = levenshtein(letters, word.letters, maxEdits)
      if (edits <= maxEdits && edits > 0) out.push({ word, edits })
    }
  }
  return out
}

/** The piece with the other terms its word may match (vocabulary.alternatives of the word as typed). */
function widened(vocabulary: Vocabulary, key: string, piece: Piece): Piece {
  const alternatives = vocabulary.alternatives.get(key)
  return alternatives ? { ...piece, alternatives: [...alternatives] } : piece
}

function piece(vocabulary: Vocabulary, typed: string, typos: boolean): { piece: Piece; cost: number } {
  const word = vocabulary.words.get(typed)
  if (word) return { piece: widened(vocabulary, typed, { typed, term: typed, display: word.display, kind: 'word' }), cost: COST.word }
  const synonym = vocabulary.synonyms.get(typed)
  if (synonym) {
    return { piece: widened(vocabulary, typed, { typed, term: compact(synonym), display: synonym, kind: 'synonym' }), cost: COST.synonym }
  }
  const length = [...typed].length
  if (vocabulary.parts.has(typed)) {
    return { piece: { typed, term: typed, display: typed, kind: 'part' }, cost: length === 1 ? COST.single : COST.part }
  }
  if (typos && length >= TYPO_MIN_LENGTH && /[가-힣]/.test(typed)) {
    const close = closestWord(vocabulary, typed, typoAllowance(jamo(typed).length))
    if (close) {
      const { word, edits } = close
      const typo: Piece = { typed, term: word.text, display: word.display, kind: 'typo' }
      return { piece: widened(vocabulary, word.text, typo), cost: COST.typoBase + COST.typoPerEdit * edits }
    }
  }
  return { piece: { typed, term: typed, display: typed, kind: 'unknown' }, cost: COST.unknownBase + length }
}

/** The cheapest cut of a compact text into pieces (dynamic programming over its characters). */
export function segment(
  vocabulary: Vocabulary,
  text: string,
  typos = [...text].length <= MAX_TYPO_WORD,
): { pieces: Piece[]; cost: number } {
  const chars = [...text]
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

/**
 * Initial consonants cut into words' initials, each read as the most common word that has them
 * (as typed, else with Shift let go: ㅃㅂㅍㄷ → 배변패드); null if they do not all fit.
 */
export function readInitials(vocabulary: Vocabulary, text: string): Piece[] | null {
  const chars = [...text]
  const best: ({ from: number; word: Word } | null)[] = [null]
  const reached = [true]
  for (let end = 1; end <= chars.length; end++) {
    reached.push(false)
    best.push(null)
    // Fewest words first: the longest initials that fit.
    for (let start = 0; start < end; start++) {
      const span = chars.slice(start, end).join('')
      const word = reached[start] ? (vocabulary.byInitials.get(span) ?? vocabulary.byInitials.get(plainInitials(span))) : undefined
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
    const read: Piece = { typed: initials(step.word.text), term: step.word.text, display: step.word.display, kind: 'initials' }
    pieces.unshift(widened(vocabulary, step.word.text, read))
    end = step.from
  }
  return pieces
}

function resolution(pieces: Piece[], changed: boolean, setAside: SetAside[]): Resolution {
  return {
    terms: pieces.map((p) => p.term),
    display: pieces.map((p) => p.display).join(' '),
    changed: changed || pieces.some((p) => p.kind === 'synonym' || p.kind === 'typo' || p.kind === 'initials'),
    pieces,
    setAside,
  }
}

/** What the analyser asks of the catalogue (analyse.ts). */
function lexicon(vocabulary: Vocabulary): Lexicon {
  return {
    isWord: (text) => vocabulary.words.has(text) || vocabulary.synonyms.has(text),
    knows: (text) => segment(vocabulary, text, false).pieces.every((p) => p.kind === 'word' || p.kind === 'synonym'),
  }
}

/** A number with its unit (2kg) or an age's life stage (시니어, with 노령견 … as alternatives) as a piece. */
function readingPiece(vocabulary: Vocabulary, { typed, kind, words }: Reading): Piece {
  const [shown, ...others] = words as [string, ...string[]]
  const term = compact(shown)
  if (kind === 'age') {
    return { typed, term, display: shown, kind: 'synonym', ...(others.length > 0 ? { alternatives: others.map(compact) } : {}) }
  }
  const known = vocabulary.words.has(term) ? 'word' : vocabulary.parts.has(term) ? 'part' : 'unknown'
  return { typed, term, display: shown, kind: known }
}

type Read = { pieces: Piece[]; cost: number; changed: boolean; setAside: SetAside[] }

/** A query analysed, each text between its numbers cut into pieces; null when nothing searchable is in it. */
function read(vocabulary: Vocabulary, text: string): Read | null {
  const { chunks, setAside } = analyse(text, WORD_RULES, lexicon(vocabulary))
  const out: Read = { pieces: [], cost: 0, changed: false, setAside }
  for (const chunk of chunks) {
    if ('reading' in chunk) {
      const p = readingPiece(vocabulary, chunk.reading)
      out.pieces.push(p)
      out.cost += COST.word + PER_PIECE
      out.changed ||= compact(chunk.reading.typed) !== p.term
      continue
    }
    const cut = segment(vocabulary, compact(chunk.text))
    out.pieces.push(...cut.pieces)
    out.cost += cut.cost
  }
  return out.pieces.length > 0 ? out : null
}

const allKnown = (pieces: Piece[]) => pieces.every((p) => p.kind !== 'unknown')
/** Fewest initial consonants read from Latin letters (qqve → ㅂㅂㅍㄷ): two letters are too often an English word. */
const MIN_LATIN_INITIALS = 3

/** What a search word means in the catalogue's words; null when nothing searchable is in it. */
export function resolveWord(vocabulary: Vocabulary, word: string): Resolution | null {
  // NFC, not NFKC: NFKC turns the keyboard's ㅂ into the conjoining ᄇ.
  const typed = word.normalize('NFC').replace(/\s+/g, ' ').trim()
  const bare = typed.replaceAll(' ', '')
  if (isInitialsOnly(bare)) {
    const initialsRead = readInitials(vocabulary, bare)
    return initialsRead ? resolution(initialsRead, true, []) : null
  }
  const plain = read(vocabulary, typed)
  // As typed (Shift makes ㅃ, ㅒ …), then in lower case (Caps Lock left on).
  for (const keys of new Set([typed, typed.toLowerCase()])) {
    const english = fromEnglishLayout(keys)
    const korean = english ? read(vocabulary, english) : null
    if (korean && allKnown(korean.pieces) && (!plain || korean.cost < plain.cost)) {
      return resolution(korean.pieces, true, korean.setAside)
    }
  }
  // 초성 typed with the keyboard left on English (qqve): only when the letters say nothing known.
  const letters = initialsFromEnglishLayout(typed)
  if ((!plain || !allKnown(plain.pieces)) && letters && [...letters].length >= MIN_LATIN_INITIALS && isInitialsOnly(letters)) {
    const initialsRead = readInitials(vocabulary, letters)
    if (initialsRead) return resolution(initialsRead, true, [])
  }
  return plain ? resolution(plain.pieces, plain.changed, plain.setAside) : null
}
