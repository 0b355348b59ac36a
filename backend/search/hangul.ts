import { canBeChoseong, getChoseong, getJongseong, getJungseong } from 'es-hangul'

/**
 * Hangul syllables and their letters (jamo), read with es-hangul (Toss's maintained Hangul
 * library) rather than hand-written tables. Letters are the compatibility jamo a keyboard types
 * (ㄱ, ㅏ, ㄳ), a compound vowel or final one letter, so a decomposed word reads as what was typed
 * and a typo's distance (jamo-distance.ts) counts keys, not strokes.
 */

const SYLLABLE_FIRST = 0xac00
const SYLLABLE_LAST = 0xd7a3
const INITIALS_COUNT = 19
const MEDIALS_COUNT = 21
const FINALS_COUNT = 28

/** Unicode's position of a syllable's three parts (0 = no final): what composes it back. */
export type Syllable = { initial: number; medial: number; final: number }

export function isSyllable(char: string): boolean {
  const code = char.charCodeAt(0)
  return char.length === 1 && code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
}

/** The three parts of a Hangul syllable by Unicode's arithmetic; null for any other character. */
export function decomposeSyllable(char: string): Syllable | null {
  if (!isSyllable(char)) return null
  const offset = char.charCodeAt(0) - SYLLABLE_FIRST
  return {
    initial: Math.floor(offset / (MEDIALS_COUNT * FINALS_COUNT)),
    medial: Math.floor(offset / FINALS_COUNT) % MEDIALS_COUNT,
    final: offset % FINALS_COUNT,
  }
}

export function composeSyllable({ initial, medial, final }: Syllable): string {
  return String.fromCharCode(SYLLABLE_FIRST + (initial * MEDIALS_COUNT + medial) * FINALS_COUNT + final)
}

/**
 * The letters of each position, read once from es-hangul: a typo search spells thousands of
 * syllables, and the library's per-character calls cost several times Unicode's arithmetic.
 */
const syllable = (initial: number, medial: number, final: number) => composeSyllable({ initial, medial, final })
const INITIAL_LETTERS = Array.from({ length: INITIALS_COUNT }, (_, i) => getChoseong(syllable(i, 0, 0)))
const MEDIAL_LETTERS = Array.from({ length: MEDIALS_COUNT }, (_, m) => getJungseong(syllable(0, m, 0)))
const FINAL_LETTERS = Array.from({ length: FINALS_COUNT }, (_, f) => getJongseong(syllable(0, 0, f)))

/** A text's letters: each syllable becomes its initial, medial and final (if any); other characters stay. */
export function jamo(text: string): string[] {
  const out: string[] = []
  for (const char of text) {
    const s = decomposeSyllable(char)
    if (!s) out.push(char)
    else {
      out.push(INITIAL_LETTERS[s.initial] as string, MEDIAL_LETTERS[s.medial] as string)
      if (s.final > 0) out.push(FINAL_LETTERS[s.final] as string)
    }
  }
  return out
}

/** The initial consonants (초성) of a text: 배변패드 → ㅂㅂㅍㄷ; other characters stay. */
export function initials(text: string): string {
  let out = ''
  for (const char of text) {
    const s = decomposeSyllable(char)
    out += s ? INITIAL_LETTERS[s.initial] : char
  }
  return out
}

/** True for a text of two or more initial consonants alone (ㅂㅂㅍㄷ): a 초성 search. */
export function isInitialsOnly(text: string): boolean {
  const chars = [...text]
  return chars.length >= 2 && chars.every((c) => canBeChoseong(c))
}

/** Tense consonants a Shift key gives, read as their plain letters (ㅃ → ㅂ). */
const PLAIN: Readonly<Record<string, string>> = { ㄲ: 'ㄱ', ㄸ: 'ㄷ', ㅃ: 'ㅂ', ㅆ: 'ㅅ', ㅉ: 'ㅈ' }

/** Initial consonants with Shift let go: ㅃㅂㅍㄸ → ㅂㅂㅍㄷ. */
export function plainInitials(text: string): string {
  let out = ''
  for (const char of text) out += PLAIN[char] ?? char
  return out
}

/** The final consonant of the text's last syllable ('' for none), null when it does not end in a Hangul syllable. */
export function lastFinal(text: string): string | null {
  const last = [...text].at(-1)
  return last !== undefined && isSyllable(last) ? getJongseong(last) : null
}
