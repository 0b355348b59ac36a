export const WORD_MAX_LENGTH = 50

/** What the shopper typed, as the service receives it: trimmed, single-spaced, at most 50 characters. */
export function normalizeWord(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, WORD_MAX_LENGTH)
}
