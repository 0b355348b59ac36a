import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * The one seal of the shop's sealed values (decision 020): AES-256-GCM, which both hides and
 * authenticates. The associated data names what the value is for (a cookie's name, the refresh
 * result), so a sealed value cannot be moved to another use. Format: `v1.` + base64url(nonce 12 ·
 * ciphertext · tag 16). Keys are the caller's: derived from SESSION_SECRET's rotation list for
 * cookies (the first seals, every one opens), from the holder and the token for refresh results.
 */
const VERSION = 'v1'
const NONCE_BYTES = 12
const TAG_BYTES = 16

export function sealValue(value: unknown, key: Buffer, associated: string): string {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  cipher.setAAD(Buffer.from(associated))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`
}

/**
 * `{ value }` under the first key that opens it; null for anything that does not open: tampered,
 * truncated, foreign, sealed for another use or under a key no longer listed.
 */
export function openValue(text: string, keys: readonly Buffer[], associated: string): { value: unknown } | null {
  if (!text.startsWith(`${VERSION}.`)) return null
  const raw = Buffer.from(text.slice(VERSION.length + 1), 'base64url')
  if (raw.length <= NONCE_BYTES + TAG_BYTES) return null
  const nonce = raw.subarray(0, NONCE_BYTES)
  const body = raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)
  const tag = raw.subarray(raw.length - TAG_BYTES)
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, nonce)
      decipher.setAAD(Buffer.from(associated))
      decipher.setAuthTag(tag)
      return { value: JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) }
    } catch {
      // Not this key (or not authentic): try the next one.
    }
  }
  return null
}
