/**
 * Hangul syllables and their letters (jamo), as Unicode composes them: a syllable is
 * 0xAC00 + (initial × 21 + medial) × 28 + final. Letters are the compatibility jamo a keyboard
 * types (ㄱ, ㅏ, ㄳ), so a decomposed word reads as what was typed.
 */

const SYLLABLE_FIRST = 0xac00
const SYLLABLE_LAST = 0xd7a3
const MEDIALS_COUNT = 21
const FINALS_COUNT = 28

export const INITIALS = [
  'ㄱ',
  'ㄲ',
  'ㄴ',
  'ㄷ',
  'ㄸ',
  'ㄹ',
  'ㅁ',
  'ㅂ',
  'ㅃ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅉ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
] as const
export const MEDIALS = [
  'ㅏ',
  'ㅐ',
  'ㅑ',
  'ㅒ',
  'ㅓ',
  'ㅔ',
  'ㅕ',
  'ㅖ',
  'ㅗ',
  'ㅘ',
  'ㅙ',
  'ㅚ',
  'ㅛ',
  'ㅜ',
  'ㅝ',
  'ㅞ',
  'ㅟ',
  'ㅠ',
  'ㅡ',
  'ㅢ',
  'ㅣ',
] as const
/** Index 0 is "no final consonant". */
export const FINALS = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄳ',
  'ㄴ',
  'ㄵ',
  'ㄶ',
  'ㄷ',
  'ㄹ',
  'ㄺ',
  'ㄻ',
  'ㄼ',
  'ㄽ',
  'ㄾ',
  'ㄿ',
  'ㅀ',
  'ㅁ',
  'ㅂ',
  'ㅄ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
] as const

export type Syllable = { initial: number; medial: number; final: number }

export function isSyllable(char: string): boolean {
  const code = char.charCodeAt(0)
  return char.length === 1 && code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
}

/** The three parts of a Hangul syllable (indices into INITIALS, MEDIALS, FINALS); null for any other character. */
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

/** A text's letters: each syllable becomes its initial, medial and final (if any); other characters stay. */
export function jamo(text: string): string[] {
  const out: string[] = []
  for (const char of text) {
    const s = decomposeSyllable(char)
    if (!s) out.push(char)
    else {
      out.push(INITIALS[s.initial] as string, MEDIALS[s.medial] as string)
      if (s.final > 0) out.push(FINALS[s.final] as string)
    }
  }
  return out
}

/** The initial consonants (초성) of a text: 배변패드 → ㅂㅂㅍㄷ; other characters stay. */
export function initials(text: string): string {
  let out = ''
  for (const char of text) {
    const s = decomposeSyllable(char)
    out += s ? INITIALS[s.initial] : char
  }
  return out
}

const INITIAL_SET: ReadonlySet<string> = new Set(INITIALS)

/** True for a text of two or more initial consonants alone (ㅂㅂㅍㄷ): a 초성 search. */
export function isInitialsOnly(text: string): boolean {
  const chars = [...text]
  return chars.length >= 2 && chars.every((c) => INITIAL_SET.has(c))
}

/** The final consonant of the text's last syllable ('' for none), null when it does not end in a Hangul syllable. */
export function lastFinal(text: string): string | null {
  const last = [...text].at(-1)
  const s = last === undefined ? null : decomposeSyllable(last)
  return s ? (FINALS[s.final] as string) : null
}
