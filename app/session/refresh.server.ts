import { createHash } from 'node:crypto'
import { z } from 'zod'
import { callBackend } from '~/backends/http.server'
import { TokensSchema, type Tokens } from '~/domain/tokens.schema'
import type { OsCode } from '~/domain/platform'

/**
 * Refresh tokens rotate, and V2 ends the whole sign-in when a rotated one is presented again
 * (issue 14, decision 020). A page's parallel loaders and prefetches may find the same expiring
 * token at once, so the shop:
 * - shares one call among the concurrent requests of the same holder (the same session cookie),
 *   only while that call is in flight;
 * - never hands a finished rotation's pair to anyone: the new pair went out once, to the holder
 *   that asked, in its Set-Cookie;
 * - answers a late request of that same holder, still carrying the old cookie, `'superseded'`
 *   without asking V2 (sending the old token would look like a replay and end the sign-in it just
 *   renewed); any other holder of the old token is sent to V2, which refuses it and ends the family.
 */
export type RefreshOutcome = Tokens | null | 'superseded'

const inflight = new Map<string, Promise<Tokens | null>>()
/** Refresh tokens this process rotated (their hashes) and the holder that rotated each. */
const rotatedHere = new Map<string, { holder: string; until: number }>()
const ROTATED_MEMORY_MS = 60_000

const hash = (text: string) => createHash('sha256').update(text).digest('hex')

function rememberRotation(tokenHash: string, holder: string) {
  const now = Date.now()
  for (const [key, entry] of rotatedHere) if (entry.until <= now) rotatedHere.delete(key)
  rotatedHere.set(tokenHash, { holder, until: now + ROTATED_MEMORY_MS })
}

/**
 * New tokens for a refresh token; null when it is no longer valid (the shopper must sign in
 * again); `'superseded'` when this holder already rotated it a moment ago (keep its newer cookie).
 * `holder` names who presents the token (an id sealed in the session cookie); without one the
 * call is never shared.
 */
export function refreshTokens(refreshToken: string, device: { deviceId: string; osCode: OsCode }, holder?: string): Promise<RefreshOutcome> {
  const tokenHash = hash(refreshToken)
  const rotated = rotatedHere.get(tokenHash)
  if (holder && rotated && rotated.until > Date.now() && rotated.holder === holder) return Promise.resolve('superseded')
  const key = holder ? `${holder}:${tokenHash}` : null
  const running = key ? inflight.get(key) : undefined
  if (running) return running
  const call = callBackend({
    service: 'v2',
    method: 'POST',
    path: '/auth/refresh',
    schema: TokensSchema,
    keyCase: 'snake',
    body: { refreshToken, mobileDeviceId: device.deviceId, mobileOsCode: device.osCode },
  })
    .then((tokens) => {
      if (holder) rememberRotation(tokenHash, holder)
      return tokens
    })
    .catch((error: unknown) => {
      // Only a refusal means the session is over; a network failure leaves it for the next try.
      const code = (error as { code?: string }).code
      if (code === 'UNAUTHORIZED' || code === 'BAD_REQUEST' || code === 'FORBIDDEN') return null
      throw error
    })
    .finally(() => {
      if (key) inflight.delete(key)
    })
  if (key) inflight.set(key, call)
  return call
}

export const RefreshAnswer = z.object({ tokens: TokensSchema.nullable() })

export function clearRefreshMemoryForTests() {
  rotatedHere.clear()
  inflight.clear()
}
