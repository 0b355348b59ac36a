import { z } from 'zod'
import { callBackend } from '~/backends/http.server'
import { TokensSchema, type Tokens } from '~/domain/tokens.schema'
import type { OsCode } from '~/domain/platform'

/**
 * Refresh tokens rotate: the old one dies with its first use. A page's parallel loaders, a
 * prefetch and the page itself may all find the same expiring token at once, so concurrent
 * refreshes of one token share one call, and its answer is kept for a minute for requests that
 * still carry the old cookie.
 */
const inflight = new Map<string, Promise<Tokens | null>>()
const recent = new Map<string, { tokens: Tokens; until: number }>()
const RECENT_MS = 60_000

function remember(refreshToken: string, tokens: Tokens) {
  const now = Date.now()
  for (const [key, entry] of recent) if (entry.until <= now) recent.delete(key)
  recent.set(refreshToken, { tokens, until: now + RECENT_MS })
}

/** New tokens for a refresh token, or null when it is no longer valid (the shopper must sign in again). */
export function refreshTokens(refreshToken: string, device: { deviceId: string; osCode: OsCode }): Promise<Tokens | null> {
  const kept = recent.get(refreshToken)
  if (kept && kept.until > Date.now()) return Promise.resolve(kept.tokens)
  const running = inflight.get(refreshToken)
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
      remember(refreshToken, tokens)
      return tokens
    })
    .catch((error: unknown) => {
      // Only a refusal means the session is over; a network failure leaves it for the next try.
      const code = (error as { code?: string }).code
      if (code === 'UNAUTHORIZED' || code === 'BAD_REQUEST' || code === 'FORBIDDEN') return null
      throw error
    })
    .finally(() => inflight.delete(refreshToken))
  inflight.set(refreshToken, call)
  return call
}

export const RefreshAnswer = z.object({ tokens: TokensSchema.nullable() })

export function clearRefreshMemoryForTests() {
  recent.clear()
  inflight.clear()
}
