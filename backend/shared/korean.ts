/**
 * Korean particles after a word that is filled in later (a pet's or brand's name): 이/가, 은/는
 * and so on depend on whether the word's last syllable has a final consonant (받침).
 */
const PARTICLES: Readonly<Record<string, readonly [afterConsonant: string, afterVowel: string]>> = {
  이: ['이', '가'],
  은: ['은', '는'],
  을: ['을', '를'],
  과: ['과', '와'],
  이랑: ['이랑', '랑'],
  이에요: ['이에요', '예요'],
  으로: ['으로', '로'],
}

const HANGUL_FIRST = 0xac00
const HANGUL_LAST = 0xd7a3
/** The final consonant ㄹ: before it 으로 is written 로 (서울로). */
const RIEUL = 8

/** The final consonant index (0 = none) of the word's last syllable; 0 for a word that does not end in Hangul. */
function finalConsonant(word: string): number {
  const code = word.charCodeAt(word.length - 1)
  if (Number.isNaN(code) || code < HANGUL_FIRST || code > HANGUL_LAST) return 0
  return (code - HANGUL_FIRST) % 28
}

/** `word` followed by the right form of `particle` (given in its after-consonant form: 이, 은, 을, …). */
export function withParticle(word: string, particle: string): string {
  const forms = PARTICLES[particle]
  if (!forms) return word + particle
  const final = finalConsonant(word)
  const afterVowel = final === 0 || (particle === '으로' && final === RIEUL)
  return word + (afterVowel ? forms[1] : forms[0])
}

/** Fills `{key}` and `{key|particle}` (e.g. `{pet|이} 잘 먹어요`) from `vars`; unknown keys stay empty. */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)(?:\|([가-힣]+))?\}/g, (_match, key: string, particle: string | undefined) => {
    const value = vars[key] ?? ''
    return particle ? withParticle(value, particle) : value
  })
}
