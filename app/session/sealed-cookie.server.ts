import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Cookie, CookieOptions } from '@remix-run/node'
import { parse as parseCookies, serialize as serializeCookie } from 'cookie'
import { derivedKey } from './derived-key.server'

/**
 * A cookie whose value is sealed with AES-256-GCM (decision 020): a signed cookie is only
 * base64 JSON, so anyone who sees it (a proxy log, a shared computer, a browser extension) read
 * the tokens in it. GCM both hides and authenticates, so the seal replaces the signature.
 *
 * Keys are derived from `SESSION_SECRET` with HKDF-SHA-256: the first secret of the rotation list
 * seals, every one of them opens. The cookie's name is the associated data, so a value cannot be
 * moved into another cookie of the shop. Format: `v1.` + base64url(nonce 12 · ciphertext · tag 16).
 */
const VERSION = 'v1'
const NONCE_BYTES = 12
const TAG_BYTES = 16
const keyOf = (secret: string) => derivedKey(secret, 'petshop cookie seal', 'aes-256-gcm v1')

export function seal(value: unknown, secrets: readonly string[], name: string): string {
  const [secret] = secrets
  if (!secret) throw new Error('no secret to seal a cookie with')
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), nonce)
  cipher.setAAD(Buffer.from(name))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** The sealed value, or null for anything that does not open: tampered, truncated, foreign, old key. */
export function openSealed(text: string, secrets: readonly string[], name: string): unknown {
  if (!text.startsWith(`${VERSION}.`)) return null
  const raw = Buffer.from(text.slice(VERSION.length + 1), 'base64url')
  if (raw.length <= NONCE_BYTES + TAG_BYTES) return null
  const nonce = raw.subarray(0, NONCE_BYTES)
  const body = raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)
  const tag = raw.subarray(raw.length - TAG_BYTES)
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), nonce)
      decipher.setAAD(Buffer.from(name))
      decipher.setAuthTag(tag)
      return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'))
    } catch {
      // Not this key (or not authentic): try the next secret of the rotation list.
    }
  }
  return null
}

/** A Remix cookie with a sealed value, for createCookieSessionStorage. */
export function sealedCookie(name: string, { secrets, ...options }: CookieOptions & { secrets: readonly string[] }): Cookie {
  const defaults: CookieOptions = { path: '/', sameSite: 'lax', ...options }
  return {
    name,
    // Sealed is authenticated: tells Remix this session cookie cannot be forged.
    isSigned: true,
    get expires() {
      return defaults.maxAge !== undefined ? new Date(Date.now() + defaults.maxAge * 1000) : defaults.expires
    },
    async parse(cookieHeader) {
      if (!cookieHeader) return null
      const value = parseCookies(cookieHeader)[name]
      if (!value) return null
      return openSealed(value, secrets, name)
    },
    async serialize(value, serializeOptions) {
      return serializeCookie(name, value === '' ? '' : seal(value, secrets, name), { ...defaults, ...serializeOptions })
    },
  }
}
