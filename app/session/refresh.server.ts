import { createHash, hkdfSync } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { callBackend } from '~/backends/http.server'
import type { OsCode } from '~/domain/platform'
import { type Tokens, TokensSchema } from '~/domain/tokens.schema'
import { type SharedState, sharedState } from '~/shared/redis.server'
import { openValue, sealValue } from './seal.server'

/**
 * Refresh tokens rotate, and V2 ends the whole sign-in when a rotated one is presented again
 * (decision 020). A page's parallel loaders and prefetches may find the same expiring
 * token at once, so the shop:
 * - shares one call among the concurrent requests of the same holder (the same session cookie),
 *   only while that call is in flight;
 * - never hands a finished rotation's pair to anyone: the new pair went out once, to the holder
 *   that asked, in its Set-Cookie;
 * - answers a late request of that same holder, still carrying the old cookie, `'superseded'`
 *   without asking V2 (sending the old token would look like a replay and end the sign-in it just
 *   renewed); any other holder of the old token is sent to V2, which refuses it and ends the family.
 *
 * With REDIS_URL the same holds across shop processes (decision 022): the process that
 * takes a short Redis lock on the token (SET NX PX, keyed by the token's hash) asks V2; the
 * holder's requests on other processes wait for its answer, which it leaves in Redis for a few
 * seconds sealed with a key only the same cookie (its secret holder id) and the token derive, and
 * the rotation itself is remembered in Redis for a minute (as `rotatedHere` is in memory). While
 * Redis does not answer, each process shares calls in memory as above.
 */
export type RefreshOutcome = Tokens | null | 'superseded'

const ROTATED_MEMORY_MS = 60_000
/** How long the lock holds without its owner releasing it, and how long a loser waits at most. */
const LOCK_MS = 10_000
/** How long the winner's sealed answer stays readable for the holder's waiting requests. */
const RESULT_MS = 10_000
const POLL_MS = 25

const hash = (text: string) => createHash('sha256').update(text).digest('hex')

/** Deletes the lock only if it is still ours (it may have expired and been taken since). */
const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0"

/** The refresh result is sealed (`seal.server.ts`) under a key derived from the holder's secret id and the token's hash. */
function sealKey(holder: string, tokenHash: string): Buffer {
  return Buffer.from(hkdfSync('sha256', holder, tokenHash, 'petshop refresh result', 32))
}

const SEALED_FOR = 'petshop refresh result'

function seal(outcome: Tokens | null, holder: string, tokenHash: string): string {
  return sealValue(outcome, sealKey(holder, tokenHash), SEALED_FOR)
}

/** The outcome, or undefined when it was not sealed for this holder (or is damaged). */
function open(sealed: string, holder: string, tokenHash: string): Tokens | null | undefined {
  const opened = openValue(sealed, [sealKey(holder, tokenHash)], SEALED_FOR)
  const parsed = opened ? TokensSchema.nullable().safeParse(opened.value) : null
  return parsed?.success ? parsed.data : undefined
}

/** The device asking, and the id of the request that asked first (decision 062: V2's log line names it). */
type Device = { deviceId: string; osCode: OsCode; requestId?: string | null }

/**
 * One process's refresher. The shop uses one (`refreshTokens`); tests make two to play two nodes.
 * `shared` gives the Redis to coordinate through, or null (memory only).
 */
export function createRefresher(shared: () => SharedState | null = sharedState) {
  const inflight = new Map<string, Promise<RefreshOutcome>>()
  /** Refresh tokens this process rotated (their hashes) and the holder that rotated each. */
  const rotatedHere = new Map<string, { holder: string; until: number }>()

  function rememberRotation(tokenHash: string, holder: string) {
    const now = Date.now()
    for (const [key, entry] of rotatedHere) if (entry.until <= now) rotatedHere.delete(key)
    rotatedHere.set(tokenHash, { holder, until: now + ROTATED_MEMORY_MS })
  }

  function askV2(refreshToken: string, device: Device): Promise<Tokens | null> {
    return callBackend({
      service: 'v2',
      method: 'POST',
      path: '/auth/refresh',
      schema: TokensSchema,
      keyCase: 'snake',
      body: { refreshToken, mobileDeviceId: device.deviceId, mobileOsCode: device.osCode },
      requestId: device.requestId,
    }).catch((error: unknown) => {
      // Only a refusal means the session is over; a network failure leaves it for the next try.
      const code = (error as { code?: string }).code
      if (code === 'UNAUTHORIZED' || code === 'BAD_REQUEST' || code === 'FORBIDDEN') return null
      throw error
    })
  }

  /** The refresh under the Redis lock: one V2 call per token across every process. */
  async function acrossProcesses(
    redis: SharedState,
    refreshToken: string,
    tokenHash: string,
    holder: string,
    device: Device,
  ): Promise<RefreshOutcome> {
    // Names the holder in Redis without giving its secret id away.
    const tag = hash(`${holder}\u0000${tokenHash}`)
    const lockKey = `petshop:refresh:lock:${tokenHash}`
    const resultKey = `petshop:refresh:result:${tokenHash}`
    const rotatedKey = `petshop:refresh:rotated:${tokenHash}`
    const release = () => redis.command(['EVAL', RELEASE, '1', lockKey, tag]).catch(redis.degraded)
    const deadline = Date.now() + LOCK_MS
    /** Another request of this holder was seen holding the lock: its call to V2 may be under way. */
    let heldElsewhere = false

    const asWinner = async (): Promise<RefreshOutcome> => {
      // What happened just before the lock was ours, in one round trip: a rotation by this holder
      // (recorded before release) and the answer it was given.
      const [rotatedBy, sealed] = await redis.command<[string | null, string | null]>(['MGET', rotatedKey, resultKey]).catch((error) => {
        redis.degraded(error)
        return [null, null]
      })
      const earlier = sealed ? open(sealed, holder, tokenHash) : undefined
      if (rotatedBy === tag) {
        // This request waited while the rotation ran (it was in flight with it): its answer. A
        // request that came after the rotation gets none, as in memory.
        await release()
        return (heldElsewhere ? earlier : undefined) ?? 'superseded'
      }
      // A refusal this holder was given a moment ago (its other request finished before this one
      // got the lock, as on a loaded machine) stands: the token is dead, V2 need not be asked again.
      if (earlier === null) {
        await release()
        return null
      }
      let outcome: Tokens | null
      try {
        outcome = await askV2(refreshToken, device)
      } catch (error) {
        await release()
        throw error
      }
      try {
        await redis.command(['SET', resultKey, seal(outcome, holder, tokenHash), 'PX', String(RESULT_MS)])
        if (outcome) await redis.command(['SET', rotatedKey, tag, 'PX', String(ROTATED_MEMORY_MS)])
      } catch (error) {
        redis.degraded(error)
      }
      await release()
      return outcome
    }

    for (;;) {
      let acquired = false
      let owner: string | null = null
      let sealed: string | null = null
      try {
        acquired = (await redis.command(['SET', lockKey, tag, 'NX', 'PX', String(LOCK_MS)])) === 'OK'
        heldElsewhere ||= !acquired
        if (!acquired)
          [owner, sealed] = await Promise.all([
            redis.command<string | null>(['GET', lockKey]),
            redis.command<string | null>(['GET', resultKey]),
          ])
      } catch (error) {
        redis.degraded(error)
        // Before anything was learnt, as without Redis; while another process may be asking V2,
        // the old token must not be sent again: keep the cookie, the next request tries once more.
        return heldElsewhere ? 'superseded' : askV2(refreshToken, device)
      }
      if (acquired) return asWinner()
      if (sealed) {
        const outcome = open(sealed, holder, tokenHash)
        if (outcome !== undefined) return outcome
      }
      // Another holder's refresh of this token is never shared: V2 decides (and refuses a replay).
      if (owner !== null && owner !== tag) return askV2(refreshToken, device)
      if (Date.now() > deadline) return 'superseded'
      await sleep(POLL_MS)
    }
  }

  /**
   * New tokens for a refresh token; null when it is no longer valid (the shopper must sign in
   * again); `'superseded'` when this holder already rotated it a moment ago (keep its newer cookie).
   * `holder` names who presents the token (an id sealed in the session cookie); without one the
   * call is never shared.
   */
  function refresh(refreshToken: string, device: Device, holder?: string): Promise<RefreshOutcome> {
    const tokenHash = hash(refreshToken)
    const rotated = rotatedHere.get(tokenHash)
    if (holder && rotated && rotated.until > Date.now() && rotated.holder === holder) return Promise.resolve('superseded')
    const key = holder ? `${holder}:${tokenHash}` : null
    const running = key ? inflight.get(key) : undefined
    if (running) return running
    const redis = holder ? shared() : null
    const call = (holder && redis?.ready() ? acrossProcesses(redis, refreshToken, tokenHash, holder, device) : askV2(refreshToken, device))
      .then((outcome) => {
        if (holder && outcome && outcome !== 'superseded') rememberRotation(tokenHash, holder)
        return outcome
      })
      .finally(() => {
        if (key) inflight.delete(key)
      })
    if (key) inflight.set(key, call)
    return call
  }

  return {
    refresh,
    clear() {
      rotatedHere.clear()
      inflight.clear()
    },
  }
}

const refresher = createRefresher()

export function refreshTokens(refreshToken: string, device: Device, holder?: string): Promise<RefreshOutcome> {
  return refresher.refresh(refreshToken, device, holder)
}

export function clearRefreshMemoryForTests() {
  refresher.clear()
}
