import { composeSyllable, FINALS, INITIALS, MEDIALS } from './hangul'

/**
 * Korean typed with the keyboard left on English: the standard 2-set (두벌식) layout maps each
 * key to a letter, and the letters compose into syllables as a Korean input method would
 * (qoqusvoem → 배변패드). Shift gives the tense consonants and ㅒ ㅖ; other capitals read as lower case.
 */
const KEYS: Readonly<Record<string, string>> = {
  q: 'ㅂ',
  w: 'ㅈ',
  e: 'ㄷ',
  r: 'ㄱ',
  t: 'ㅅ',
  y: 'ㅛ',
  u: 'ㅕ',
  i: 'ㅑ',
  o: 'ㅐ',
  p: 'ㅔ',
  a: 'ㅁ',
  s: 'ㄴ',
  d: 'ㅇ',
  f: 'ㄹ',
  g: 'ㅎ',
  h: 'ㅗ',
  j: 'ㅓ',
  k: 'ㅏ',
  l: 'ㅣ',
  z: 'ㅋ',
  x: 'ㅌ',
  c: 'ㅊ',
  v: 'ㅍ',
  b: 'ㅠ',
  n: 'ㅜ',
  m: 'ㅡ',
  Q: 'ㅃ',
  W: 'ㅉ',
  E: 'ㄸ',
  R: 'ㄲ',
  T: 'ㅆ',
  O: 'ㅒ',
  P: 'ㅖ',
}

const COMPOUND_MEDIALS: Readonly<Record<string, string>> = {
  ㅗㅏ: 'ㅘ',
  ㅗㅐ: 'ㅙ',
  ㅗㅣ: 'ㅚ',
  ㅜㅓ: 'ㅝ',
  ㅜㅔ: 'ㅞ',
  ㅜㅣ: 'ㅟ',
  ㅡㅣ: 'ㅢ',
}
const COMPOUND_FINALS: Readonly<Record<string, string>> = {
  ㄱㅅ: 'ㄳ',
  ㄴㅈ: 'ㄵ',
  ㄴㅎ: 'ㄶ',
  ㄹㄱ: 'ㄺ',
  ㄹㅁ: 'ㄻ',
  ㄹㅂ: 'ㄼ',
  ㄹㅅ: 'ㄽ',
  ㄹㅌ: 'ㄾ',
  ㄹㅍ: 'ㄿ',
  ㄹㅎ: 'ㅀ',
  ㅂㅅ: 'ㅄ',
}
/** A compound final split back into its two letters (the second starts the next syllable before a vowel). */
const SPLIT_FINALS: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(
  Object.entries(COMPOUND_FINALS).map(([pair, final]) => [final, [pair[0] as string, pair[1] as string] as const]),
)

const initialIndex = (letter: string) => (INITIALS as readonly string[]).indexOf(letter)
const medialIndex = (letter: string) => (MEDIALS as readonly string[]).indexOf(letter)
const finalIndex = (letter: string) => (FINALS as readonly string[]).indexOf(letter)

type Building = { initial: string; medial: string; final: string }

/** The letters a run of keys types; null when a character is not a letter key. */
export function keysToJamo(keys: string): string[] | null {
  const out: string[] = []
  for (const key of keys) {
    const letter = KEYS[key] ?? KEYS[key.toLowerCase()]
    if (!letter) return null
    out.push(letter)
  }
  return out
}

/** Composes letters into syllables like an input method; letters that make no syllable stay as they are. */
export function composeJamo(letters: readonly string[]): string {
  let out = ''
  let cur: Building = { initial: '', medial: '', final: '' }
  const flush = () => {
    if (cur.initial && cur.medial) {
      out += composeSyllable({ initial: initialIndex(cur.initial), medial: medialIndex(cur.medial), final: finalIndex(cur.final) })
    } else out += cur.initial + cur.medial
    cur = { initial: '', medial: '', final: '' }
  }
  for (const letter of letters) {
    if (medialIndex(letter) < 0) {
      // A consonant: the syllable's final, a compound final, or the next syllable's initial.
      const compound = COMPOUND_FINALS[cur.final + letter]
      if (cur.initial && cur.medial && !cur.final && finalIndex(letter) > 0) cur.final = letter
      else if (cur.final && compound) cur.final = compound
      else {
        flush()
        cur.initial = letter
      }
      continue
    }
    // A vowel: it takes the final consonant before it as its initial (배변 + ㅍㅐ, not 배볖).
    if (cur.final) {
      const split = SPLIT_FINALS[cur.final]
      const moved = split ? split[1] : cur.final
      cur.final = split ? split[0] : ''
      flush()
      cur = { initial: moved, medial: letter, final: '' }
    } else if (cur.initial && cur.medial && COMPOUND_MEDIALS[cur.medial + letter]) {
      cur.medial = COMPOUND_MEDIALS[cur.medial + letter] as string
    } else if (cur.initial && !cur.medial) cur.medial = letter
    else {
      flush()
      cur.medial = letter
    }
  }
  flush()
  return out
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
