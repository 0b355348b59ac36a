import { jamo } from './hangul'

/**
 * Edit distance between two texts counted in letters (jamo), so 배변페드 is one edit from
 * 배변패드 (ㅔ for ㅐ) where a syllable distance would call any vowel slip a whole syllable.
 * Gives up past `max` (answers max + 1): a search compares a word with hundreds of names.
 */
export function jamoDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  return levenshtein(jamo(a), jamo(b), max)
}

/** Levenshtein distance of two letter sequences, bounded: anything over `max` answers max + 1. */
export function levenshtein(a: readonly string[], b: readonly string[], max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost)
      current.push(value)
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    previous = current
  }
  const distance = previous[b.length] as number
  return distance > max ? max + 1 : distance
}
