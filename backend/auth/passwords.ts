import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'
import pLimit from 'p-limit'
import { HttpError } from '../http/errors'

type Cost = { logN: number; r: number; p: number }

/**
 * OWASP's scrypt floor (N=2^17, r=8, p=1). It needs 128 · N · r bytes = 128 MB per hash, above
 * node's default 32 MB `maxmem`, hence the explicit limit. About 250 ms per hash on the 2-core
 * development machine (node's default N=2^14 took 28 ms).
 */
export const PASSWORD_COST: Cost = { logN: 17, r: 8, p: 1 }

/**
 * The cost new hashes get. `PASSWORD_SCRYPT_LOG_N` lowers N for test runs only, as Django's docs
 * advise for a slow hasher: every sign-in of the test suites cost about 0.4 s of CPU at 2^17 on
 * CI's two cores (decision 036). This code is the embedded stand-in, which production refuses
 * (decision 021), and `backend/test/password-security.test.ts` proves the real cost without the variable.
 */
export function currentPasswordCost(): Cost {
  const configured = process.env.PASSWORD_SCRYPT_LOG_N
  if (!configured) return PASSWORD_COST
  const logN = Number(configured)
  if (!Number.isInteger(logN) || logN < 10 || logN > PASSWORD_COST.logN) {
    throw new Error(`PASSWORD_SCRYPT_LOG_N must be a whole number from 10 to ${PASSWORD_COST.logN}, got "${configured}"`)
  }
  return { ...PASSWORD_COST, logN }
}
const MAX_MEM = 256 * 1024 * 1024
/** What every hash made before N=2^17 (docs/security.md) used: node's defaults, not written into the hash. */
const LEGACY_COST: Cost = { logN: 14, r: 8, p: 1 }
const KEY_LENGTH = 64

/**
 * Hashes at once: one per core (each holds a core and 128 MB for a quarter of a second), and how
 * many may wait beyond them. Under a burst of sign-ups every hash used to start at once, so each
 * took seconds and a sign-up ran past the shop's 10 s deadline; now a hash past the queue is
 * refused at once with 503 SERVICE_MAINTENANCE (spec §8) and nothing is written, instead of after
 * 10 s. `PASSWORD_HASH_QUEUE` sets the queue (tests).
 */
const hashing = pLimit(Math.max(1, availableParallelism()))
function hashQueue(): number {
  const configured = Number(process.env.PASSWORD_HASH_QUEUE ?? 16)
  return Number.isInteger(configured) && configured >= 0 ? configured : 16
}

/** Hashes in progress and waiting (for tests and the metrics). */
export function passwordHashLoad(): { active: number; waiting: number } {
  return { active: hashing.activeCount, waiting: hashing.pendingCount }
}

function scrypt(password: string, salt: Buffer, keylen: number, { logN, r, p }: Cost): Promise<Buffer> {
  if (hashing.activeCount >= hashing.concurrency && hashing.pendingCount >= hashQueue()) {
    return Promise.reject(new HttpError(503, 'SERVICE_MAINTENANCE'))
  }
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password.normalize('NFC'), salt, keylen, { N: 2 ** logN, r, p, maxmem: MAX_MEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  )
}

type Parsed = { cost: Cost; saltHex: string; hashHex: string }

/** `scrypt$<logN>$<r>$<p>$<salt>$<hash>`, or the legacy `scrypt$<salt>$<hash>` at N=2^14. */
function parse(stored: string | null): Parsed | null {
  const parts = stored?.split('$') ?? []
  if (parts[0] !== 'scrypt') return null
  if (parts.length === 3 && parts[1] && parts[2]) return { cost: LEGACY_COST, saltHex: parts[1], hashHex: parts[2] }
  if (parts.length !== 6) return null
  const [logN, r, p] = parts.slice(1, 4).map(Number)
  const [saltHex, hashHex] = parts.slice(4)
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  if (!logN || !r || !p || logN > 20 || r > 16 || p > 4 || !saltHex || !hashHex) return null
  return { cost: { logN, r, p }, saltHex, hashHex }
}

/** Stored as `scrypt$17$8$1$<saltHex>$<hashHex>`: the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string, saltHex = randomBytes(16).toString('hex')): Promise<string> {
  const cost = currentPasswordCost()
  const { logN, r, p } = cost
  const hash = await scrypt(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH, cost)
  return `scrypt$${logN}$${r}$${p}$${saltHex}$${hash.toString('hex')}`
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const expected = Buffer.from(parsed.hashHex, 'hex')
  const actual = await scrypt(password, Buffer.from(parsed.saltHex, 'hex'), expected.length, parsed.cost)
  return timingSafeEqual(actual, expected)
}

/**
 * True for a hash made at a lower cost than today's: the next successful sign-in replaces it.
 * Never downwards: a test run's cheaper cost leaves a stronger hash as it is.
 */
export function needsRehash(stored: string): boolean {
  const cost = parse(stored)?.cost
  const today = currentPasswordCost()
  return !cost || cost.logN < today.logN || cost.r !== today.r || cost.p !== today.p
}
