import { randomUUID } from 'node:crypto'
import { createSession, type Device, findSession, type IssuedTokens, type Session, type UserStatus } from '../auth/sessions'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { blacklisted, withdrawn } from './reasons'

/** Every call that issues tokens answers this shape (contract "Tokens"). */
export type TokenAnswer = {
  access_token: string
  refresh_token: string
  token_expire_date: string
  trace_id: string
  user_id: number
}

export function tokenAnswer(session: IssuedTokens, userId: number): TokenAnswer {
  return {
    access_token: session.token,
    refresh_token: session.refreshToken,
    token_expire_date: session.expiresAt.toISOString(),
    trace_id: randomUUID(),
    user_id: userId,
  }
}

/** Blacklisted members get 403 everywhere; withdrawn ones the spec's 401 business message. */
export function assertActive(status: UserStatus): void {
  if (status === 'BLACKLISTED') throw blacklisted()
  if (status === 'WITHDRAWN') throw withdrawn()
}

/** A new session (a new family) for a member who just proved who they are. */
export async function issueTokens(db: Queryable, now: Date, userId: number, device: Device): Promise<TokenAnswer> {
  const session = await createSession(db, userId, { now, device })
  return tokenAnswer(session, userId)
}

/**
 * A pair of its own for another holder of a live session (the web view an app signs in): only
 * hashes are stored, so the caller's own refresh token cannot be handed out, and two holders of one
 * refresh token would look like a replay. Same family, same absolute end.
 */
export async function issueSiblingTokens(db: Queryable, now: Date, session: Session, device: Device): Promise<TokenAnswer> {
  const sibling = await createSession(db, session.userId, {
    now,
    device,
    family: { familyId: session.familyId, endsAt: new Date(session.familyEndsAt) },
  })
  return tokenAnswer(sibling, session.userId)
}

/**
 * The session of an authenticated V2 call (Authorization header, or `session` in the body).
 * 401 without a live access token; 403 BLACK_LISTED_USER on every call of a blacklisted member.
 * Withdrawn members pass only where the caller allows it (/user/detail answers them 200).
 */
export async function requireSession(
  ctx: Ctx,
  accessToken: string | undefined,
  { allowWithdrawn = false }: { allowWithdrawn?: boolean } = {},
): Promise<Session> {
  const session = await findSession(ctx.db, accessToken, ctx.now())
  if (!session) throw new HttpError(401, 'UNAUTHORIZED')
  if (session.status === 'WITHDRAWN' && allowWithdrawn) return session
  assertActive(session.status)
  return session
}
