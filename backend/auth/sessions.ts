import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { after } from '../context'
import type { Queryable } from '../db/types'

export type UserStatus = 'ACTIVE' | 'BLACKLISTED' | 'WITHDRAWN'

/**
 * A live session as the services see it. The database never holds a token in clear (decision 020):
 * `token` is the SHA-256 of the access token, which is all the raw SQL of other modules compares.
 */
export type Session = {
  sessionId: string
  familyId: string
  userId: number
  status: UserStatus
  /** SHA-256 (hex) of the access token. */
  token: string
  expiresAt: Date
  /** The family's absolute end: sign-in + 30 days, never moved by a rotation. */
  familyEndsAt: Date
}

/** A pair of tokens in clear: only ever in the answer to the one who signed in or refreshed. */
export type IssuedTokens = { token: string; refreshToken: string; expiresAt: Date }

/** Contract "Tokens": access tokens live 60 minutes; a sign-in's refresh tokens 30 days in all. */
export const ACCESS_TTL_MS = 60 * 60 * 1000
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** last_seen_at is written at most this often per session: a page makes several calls a second. */
const LAST_SEEN_STEP_MS = 60 * 1000

export type Device = { mobile_device_id?: string | null | undefined; mobile_os_code?: string | null | undefined }

const newToken = () => randomBytes(32).toString('base64url')

/** What the tables store in place of a token: a stolen database or backup signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const SESSION_COLUMNS = `s.session_id as "sessionId", s.family_id as "familyId", s.user_id as "userId", u.status,
  s.token, s.expires_at as "expiresAt", s.refresh_expires_at as "familyEndsAt"`

/** The session of an unexpired access token, or null; notes that it was seen (once a minute at most). */
export async function findSession(db: Queryable, accessToken: string | undefined, now = new Date()): Promise<Session | null> {
  if (!accessToken) return null
  const [row] = await db.query<Session & { lastSeenAt: Date }>(
    `select ${SESSION_COLUMNS}, s.last_seen_at as "lastSeenAt" from sessions s join users u using (user_id)
      where s.token = $1 and s.expires_at > $2`,
    [hashToken(accessToken), now.toISOString()],
  )
  if (!row) return null
  const { lastSeenAt, ...session } = row
  if (now.getTime() - new Date(lastSeenAt).getTime() >= LAST_SEEN_STEP_MS) {
    await db.query('update sessions set last_seen_at = $2 where token = $1', [session.token, now.toISOString()])
  }
  return session
}

/** The session of an unexpired refresh token (its access token may have expired), or null. */
export async function findRefreshable(db: Queryable, refreshToken: string, now: Date): Promise<Session | null> {
  const [row] = await db.query<Session>(
    `select ${SESSION_COLUMNS} from sessions s join users u using (user_id)
      where s.refresh_token = $1 and s.refresh_expires_at > $2`,
    [hashToken(refreshToken), now.toISOString()],
  )
  return row ?? null
}

type NewSession = { now?: Date; accessTtlMs?: number; device?: Device; family?: { familyId: string; endsAt: Date } }

/**
 * A new session: at sign-in a new family whose refresh tokens end 30 days later, whatever the
 * rotations; with `family`, another session of that sign-in (the same absolute end).
 */
export async function createSession(
  db: Queryable,
  userId: number,
  { now = new Date(), accessTtlMs = ACCESS_TTL_MS, device = {}, family }: NewSession = {},
): Promise<IssuedTokens & { sessionId: string }> {
  const endsAt = family?.endsAt ?? new Date(now.getTime() + REFRESH_TTL_MS)
  const session = {
    sessionId: randomUUID(),
    token: newToken(),
    refreshToken: newToken(),
    // Tests ask for long-lived access tokens; a real one never outlives its family.
    expiresAt: new Date(now.getTime() + (family ? Math.min(accessTtlMs, endsAt.getTime() - now.getTime()) : accessTtlMs)),
  }
  await db.query(
    `insert into sessions (token, user_id, refresh_token, expires_at, refresh_expires_at, mobile_device_id, mobile_os_code,
       created_at, session_id, family_id, last_seen_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $8)`,
    [
      hashToken(session.token),
      userId,
      hashToken(session.refreshToken),
      session.expiresAt.toISOString(),
      endsAt.toISOString(),
      device.mobile_device_id ?? null,
      device.mobile_os_code ?? null,
      now.toISOString(),
      session.sessionId,
      family?.familyId ?? randomUUID(),
    ],
  )
  return session
}

/**
 * Replaces both tokens of the session that holds `refreshToken`, keeping its family's absolute
 * end, and remembers the old refresh token as rotated. One statement with the old token in its
 * WHERE: of two concurrent refreshes only one wins, the other finds nothing.
 */
export async function rotateSession(db: Queryable, refreshToken: string, now: Date): Promise<(Session & IssuedTokens) | null> {
  const next = { token: newToken(), refreshToken: newToken() }
  const [row] = await db.query<Session>(
    `with rotated as (
       update sessions s set token = $2, refresh_token = $3, expires_at = least($4::timestamptz, s.refresh_expires_at), last_seen_at = $5
        where s.refresh_token = $1 and s.refresh_expires_at > $5
        returning s.*
     ), remembered as (
       insert into rotated_refresh_tokens (refresh_token, family_id, rotated_at) select $1, family_id, $5 from rotated
     )
     select ${SESSION_COLUMNS} from rotated s join users u using (user_id)`,
    [hashToken(refreshToken), hashToken(next.token), hashToken(next.refreshToken), after(now, ACCESS_TTL_MS), now.toISOString()],
  )
  if (!row) return null
  // A family lives 30 days at most: older rotated tokens can no longer name a live family.
  await db.query('delete from rotated_refresh_tokens where rotated_at < $1', [after(now, -REFRESH_TTL_MS)])
  return { ...row, ...next, expiresAt: new Date(row.expiresAt) }
}

/**
 * A refresh token that was already rotated away is being replayed: whoever holds it (a thief, or
 * the victim after the thief rotated) loses the whole family, and the member signs in again.
 * True when it was such a token.
 */
export async function revokeReusedFamily(db: Queryable, refreshToken: string): Promise<boolean> {
  const [reused] = await db.query<{ familyId: string }>(
    'select family_id as "familyId" from rotated_refresh_tokens where refresh_token = $1',
    [hashToken(refreshToken)],
  )
  if (!reused) return false
  await db.query('delete from sessions where family_id = $1', [reused.familyId])
  return true
}

/**
 * Ends a sign-in by an access token, expired or not: its session and the other sessions of its
 * family (the web view an app signed in with it), refresh tokens included.
 */
export async function deleteSession(db: Queryable, accessToken: string): Promise<void> {
  await db.query('delete from sessions where family_id in (select family_id from sessions where token = $1)', [hashToken(accessToken)])
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from sessions where user_id = $1', [userId])
}

/**
 * Ends every pair of tokens of the member except the one of `keepAccessToken`, for 다른 기기에서
 * 로그아웃 and after a change of password or mobile number (decision 041). The pairs of the
 * caller's own sign-in go too: an app's pair and a pair minted with its bearer (`/auth/user`) look
 * alike, and the bearer may be the stolen token, so only the pair that asked is sure to be the
 * member's. Answers how many pairs ended, as the list counts them.
 */
export async function endOtherSessions(db: Queryable, userId: number, keepAccessToken: string): Promise<number> {
  // Callers may hold a Session, whose `token` is already the hash (64 hex digits; an issued token
  // is 43 base64url characters): hashing it again would keep nothing and end every sign-in.
  const keep = /^[0-9a-f]{64}$/.test(keepAccessToken) ? keepAccessToken : hashToken(keepAccessToken)
  const [row] = await db.query<{ ended: number }>(
    `with gone as (delete from sessions where user_id = $1 and token <> $2 returning session_id)
     select count(*)::int as ended from gone`,
    [userId, keep],
  )
  return row?.ended ?? 0
}

export type ListedSession = {
  /** The pair's id: what the member sees as one row (decision 041). */
  sessionId: string
  mobileOsCode: string | null
  createdAt: Date
  lastSeenAt: Date
  current: boolean
}

/**
 * The member's live pairs of tokens, one row each with the device it named (decision 041): a
 * sign-in, and every pair minted in it from a bearer (an app's web view, or whoever holds the
 * app's token). The caller's first, then the latest seen. What the list shows is what
 * 다른 기기에서 로그아웃 ends.
 */
export async function listSessions(db: Queryable, userId: number, currentTokenHash: string, now: Date): Promise<ListedSession[]> {
  return db.query<ListedSession>(
    `select session_id as "sessionId", mobile_os_code as "mobileOsCode", created_at as "createdAt",
            last_seen_at as "lastSeenAt", token = $2 as current
       from sessions where user_id = $1 and refresh_expires_at > $3
      order by token = $2 desc, last_seen_at desc, created_at desc`,
    [userId, currentTokenHash, now.toISOString()],
  )
}

/**
 * Test hook: the access token stops working now; its refresh token still works. With `family`,
 * every access token of its sign-in (a web view's, whose tokens no test can read, included).
 */
export async function expireAccessToken(db: Queryable, accessToken: string, now: Date, { family = false } = {}): Promise<boolean> {
  const rows = await db.query(
    family
      ? 'update sessions set expires_at = $2 where family_id in (select family_id from sessions where token = $1) returning user_id'
      : 'update sessions set expires_at = $2 where token = $1 returning user_id',
    [hashToken(accessToken), after(now, -1)],
  )
  return rows.length > 0
}
