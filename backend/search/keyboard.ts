import { assemble, convertQwertyToAlphabet } from 'es-hangul'

/**
 * Korean typed with the keyboard left on English, read by es-hangul: the standard 2-set (두벌식)
 * layout maps each key to a letter (Shift gives the tense consonants and ㅒ ㅖ; other capitals read
 * as lower case), and the letters compose into syllables as a Korean input method would
 * (qoqusvoem → 배변패드).
 */

const LETTER_KEYS = /^[a-zA-Z]*$/

/** The letters a run of keys types; null when a character is not a letter key. */
export function keysToJamo(keys: string): string[] | null {
  if (!LETTER_KEYS.test(keys)) return null
  return [...convertQwertyToAlphabet(keys)]
}

/** Composes letters into syllables like an input method; letters that make no syllable stay as they are. */
export function composeJamo(letters: readonly string[]): string {
  return letters.length === 0 ? '' : assemble([...letters])
}

/**
 * What Latin letters type on the Korean 2-set layout (spaces kept); null when the text has
 * anything but letters and spaces, or the result is not whole syllables (a word, not a Korean one).
 */
export function fromEnglishLayout(text: string): string | null {
  if (!/^[a-zA-Z ]*[a-zA-Z][a-zA-Z ]*$/.test(text)) return null
  const words = text.split(' ').map((word) => (word ? composeJamo(keysToJamo(word) ?? []) : ''))
  const joined = words.join(' ')
  return /^[가-힣 ]+$/.test(joined) ? joined : null
}

/** What Latin letters type as letters alone (qqve → ㅂㅂㅍㄷ): a 초성 search typed on the English layout; null otherwise. */
export function initialsFromEnglishLayout(text: string): string | null {
  const bare = text.replaceAll(' ', '')
  if (!/^[a-zA-Z]+$/.test(bare)) return null
  return convertQwertyToAlphabet(bare)
}
