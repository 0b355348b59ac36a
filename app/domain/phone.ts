/**
 * Phone numbers as people type or paste them (decision 026): `010-1234-5678`, `010 1234 5678`,
 * `(010)1234.5678`, `+82 10-1234-5678`, full-width digits from some keyboards. Every form that
 * asks for a number runs it through `normalizeMobile` before its rules, so the rules and the
 * backends only ever see digits.
 */

/**
 * Room for a pasted number with its separators and country code (`+82 10-1234-5678` is 16);
 * the input's maxLength, so a hyphenated number is never cut to 11 characters.
 */
export const MOBILE_INPUT_MAX_LENGTH = 20

/** Separators people put in numbers: spaces (any), hyphens and dashes, dots, parentheses. */
const SEPARATORS = /[\s\-‐‑‒–—―−.()]/g

/**
 * Digits only, with `+82`/`82` turned back into the leading 0. Anything that is not a number
 * stays as it is (minus the separators), so the rules that follow can still refuse it.
 */
export function normalizeMobile(input: string): string {
  const compact = input.normalize('NFKC').replace(SEPARATORS, '')
  const international = /^\+?82(1\d{8,9})$/.exec(compact)
  return international ? `0${international[1]}` : compact
}
