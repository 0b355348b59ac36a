import { normalizeWord } from './search-word'

/**
 * Decision 050: 최근 검색어, kept per device (a cookie): ten at most, newest first, each once. And
 * 최근 본 상품 can be removed one by one or all at once.
 */
export const RECENT_WORDS_MAX = 10

/** The words as kept: normalised, non-empty, each once, newest first, ten at most. */
export function cleanWords(words: readonly unknown[]): string[] {
  const kept: string[] = []
  for (const value of words) {
    const word = typeof value === 'string' ? normalizeWord(value) : ''
    if (word && !kept.includes(word)) kept.push(word)
    if (kept.length === RECENT_WORDS_MAX) break
  }
  return kept
}

/** The word searched now goes first; an earlier search of it moves up instead of repeating. */
export function rememberWord(previous: readonly string[], word: string): string[] {
  return cleanWords([word, ...previous])
}

export function forgetWord(previous: readonly string[], word: string): string[] {
  const gone = normalizeWord(word)
  return previous.filter((kept) => kept !== gone)
}

export function forgetViewed(previous: readonly number[], productId: number): number[] {
  return previous.filter((id) => id !== productId)
}
