import { hkdfSync } from 'node:crypto'

const keys = new Map<string, Buffer>()

/**
 * A 256-bit key derived from one secret of SESSION_SECRET's rotation list with HKDF-SHA-256, for
 * one purpose (`salt` and `info` name it): the cookie seal and the device-id mac never share a key.
 * Memoised: derivation runs once per secret and purpose, not per request.
 */
export function derivedKey(secret: string, salt: string, info: string): Buffer {
  const id = `${salt}\0${info}\0${secret}`
  let key = keys.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, salt, info, 32))
    keys.set(id, key)
  }
  return key
}
