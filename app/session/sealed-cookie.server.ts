import type { Cookie, CookieOptions } from '@remix-run/node'
import { parse as parseCookies, serialize as serializeCookie } from 'cookie'
import { derivedKey } from './derived-key.server'
import { openValue, sealValue } from './seal.server'

/**
 * A cookie whose value is sealed (decision 020, `seal.server.ts`): a signed cookie is only base64
 * JSON, so anyone who sees it (a proxy log, a shared computer, a browser extension) read the
 * tokens in it; the seal both hides and authenticates, so it replaces the signature. Keys are
 * derived from `SESSION_SECRET` with HKDF-SHA-256: the first secret of the rotation list seals,
 * every one of them opens. The cookie's name is the associated data, so a value cannot be moved
 * into another cookie of the shop.
 */
const keyOf = (secret: string) => derivedKey(secret, 'petshop cookie seal', 'aes-256-gcm v1')

export function seal(value: unknown, secrets: readonly string[], name: string): string {
  const [secret] = secrets
  if (!secret) throw new Error('no secret to seal a cookie with')
  return sealValue(value, keyOf(secret), name)
}

/** The sealed value, or null for anything that does not open: tampered, truncated, foreign, old key. */
export function openSealed(text: string, secrets: readonly string[], name: string): unknown {
  return openValue(text, secrets.map(keyOf), name)?.value ?? null
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
