import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>
const KEY_LENGTH = 64

/** Stored as `scrypt$<saltHex>$<hashHex>` (node's default scrypt cost). */
export async function hashPassword(password: string, saltHex = randomBytes(16).toString('hex')): Promise<string> {
  const hash = await scrypt(password.normalize('NFC'), Buffer.from(saltHex, 'hex'), KEY_LENGTH)
  return `scrypt$${saltHex}$${hash.toString('hex')}`
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored?.split('$') ?? []
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(saltHex, 'hex'), expected.length)
  return timingSafeEqual(actual, expected)
}
