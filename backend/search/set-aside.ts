import { compact } from './normalize'
import type { Piece } from './resolve'

/**
 * Which pieces of a query a search leaves out, and how the page names them (decision 057): the
 * words as the shopper typed them ('추천', not 추천's compact term), in the order typed.
 */

/** A word the analyser dropped before the catalogue was asked (추천, 좋은: words that name no product). */
export type DroppedWord = { typed: string; reason: 'filler' }

type Span = { start: number; end: number }

/**
 * Where each piece lies in the compact text (positions in UTF-16 units: a compact text holds only
 * digits, a–z and Hangul syllables); null when the pieces were read as other letters (초성, the
 * English layout). Words the analyser dropped may lie between them.
 */
function pieceSpans(text: string, pieces: readonly Piece[]): Span[] | null {
  const spans: Span[] = []
  let at = 0
  for (const piece of pieces) {
    const start = text.indexOf(piece.typed, at)
    if (start < 0 || piece.typed === '') return null
    at = start + piece.typed.length
    spans.push({ start, end: at })
  }
  return spans
}

/** The typed words and where each lies in the compact text. */
function wordSpans(word: string): { typed: string; span: Span }[] {
  let at = 0
  return word
    .normalize('NFC')
    .split(/\s+/)
    .filter((typed) => compact(typed) !== '')
    .map((typed) => {
      const length = compact(typed).length
      const span = { start: at, end: at + length }
      at += length
      return { typed, span }
    })
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end

/**
 * The pieces left out: those whose terms no product holds (`unfound`), and a part of a word
 * (블루 of 블루투스) typed in one word with such a piece, since a fragment of an unknown word is
 * no evidence of what was meant.
 */
export function piecesSetAside(word: string, pieces: readonly Piece[], unfound: ReadonlySet<string>): boolean[] {
  const out = pieces.map((p) => unfound.has(p.term))
  const spans = pieceSpans(compact(word), pieces)
  if (!spans) return out
  for (const { span } of wordSpans(word)) {
    const inWord = pieces.map((_, i) => i).filter((i) => overlaps(spans[i] as Span, span))
    if (!inWord.some((i) => out[i] && pieces[i]?.kind === 'unknown')) continue
    for (const i of inWord) if (pieces[i]?.kind === 'part') out[i] = true
  }
  return out
}

/**
 * The words to name as set aside, in the order typed: every typed word whose pieces are all left
 * out, a piece left out of a word otherwise kept (용 of 실내견용) as its own letters, and the
 * words the analyser dropped.
 */
export function setAsideWords(
  word: string,
  pieces: readonly Piece[],
  aside: readonly boolean[],
  dropped: readonly DroppedWord[] = [],
): string[] {
  const position = (typed: string) => {
    const index = word.indexOf(typed)
    return index < 0 ? Number.MAX_SAFE_INTEGER : compact(word.slice(0, index)).length
  }
  const found: { text: string; at: number }[] = dropped.map((d) => ({ text: d.typed, at: position(d.typed) }))
  const spans = pieceSpans(compact(word), pieces)
  if (!spans) {
    pieces.forEach((p, i) => {
      if (aside[i]) found.push({ text: p.typed, at: Number.MAX_SAFE_INTEGER })
    })
  } else {
    const words = wordSpans(word)
    const whole = words.filter(({ span }) => {
      const inWord = pieces.map((_, i) => i).filter((i) => overlaps(spans[i] as Span, span))
      return inWord.length > 0 && inWord.every((i) => aside[i])
    })
    for (const w of whole) found.push({ text: w.typed, at: w.span.start })
    pieces.forEach((p, i) => {
      const span = spans[i] as Span
      if (aside[i] && !whole.some((w) => overlaps(w.span, span))) found.push({ text: p.typed, at: span.start })
    })
  }
  const seen = new Set<string>()
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.text)
    .filter((text) => !seen.has(text) && seen.add(text))
}
