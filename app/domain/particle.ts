/**
 * Korean particles that depend on the word before them: 으로/로 (‘사료’로, ‘배변판’으로, ‘모래삽’으로,
 * and ‘서울’로: after a vowel or ㄹ it is 로). A word ending in a digit is read by the digit's
 * Korean name (2 이 → 로, 3 삼 → 으로; 10 십 and 100 백 end in a consonant as 0 영 does); a word
 * ending in anything else (Latin letters) gets the written fallback (으)로.
 */

const SYLLABLE_FIRST = 0xac00
const SYLLABLE_LAST = 0xd7a3
/** The index of ㄹ among final consonants. */
const FINAL_RIEUL = 8

/** Final consonant of each digit's Korean name: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINALS: Readonly<Record<string, 'none' | 'rieul' | 'other'>> = {
  0: 'other',
  1: 'rieul',
  2: 'none',
  3: 'other',
  4: 'none',
  5: 'none',
  6: 'other',
  7: 'rieul',
  8: 'rieul',
  9: 'none',
}

/** How the word ends when read: no final consonant, ㄹ, another final, or unknown. */
export function lastSound(word: string): 'none' | 'rieul' | 'other' | 'unknown' {
  const last = [...String(word).replace(/[\s’'"”)\]]+$/u, '')].at(-1)
  if (last === undefined) return 'unknown'
  const code = last.charCodeAt(0)
  if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
    const final = (code - SYLLABLE_FIRST) % 28
    return final === 0 ? 'none' : final === FINAL_RIEUL ? 'rieul' : 'other'
  }
  return DIGIT_FINALS[last] ?? 'unknown'
}

/** 으로 or 로 for the word (로 after a vowel or ㄹ); (으)로 when it cannot be told. */
export function euro(word: string): '으로' | '로' | '(으)로' {
  const sound = lastSound(word)
  if (sound === 'unknown') return '(으)로'
  return sound === 'other' ? '으로' : '로'
}

/** 은 or 는 for the word (는 after a vowel); 은(는) when it cannot be told. */
export function eunNeun(word: string): '은' | '는' | '은(는)' {
  const sound = lastSound(word)
  if (sound === 'unknown') return '은(는)'
  return sound === 'none' ? '는' : '은'
}

/** 이 or 가 for the word (가 after a vowel); 이(가) when it cannot be told. */
export function iga(word: string): '이' | '가' | '이(가)' {
  const sound = lastSound(word)
  if (sound === 'unknown') return '이(가)'
  return sound === 'none' ? '가' : '이'
}
