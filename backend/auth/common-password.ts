import { COMMON_PASSWORDS_TEXT } from './common-passwords'

let common: ReadonlySet<string> | undefined
/** Built on first use: the 30,000 lines cost a few milliseconds, and most processes never need them. */
const commonPasswords = () => {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean))
  return common
}

/**
 * True when the password, without regard to case, is on the list of common passwords, also once
 * the symbols around it are taken off: the spec's rule asks for a special character, and the
 * usual answer to that is one stuck to a common password (`Password1!`, `!qwerty123`).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  const bare = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '')
  const list = commonPasswords()
  return list.has(lower) || (bare.length > 0 && list.has(bare))
}
