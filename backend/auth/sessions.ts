import { randomBytes } from 'node:crypto'
import { after } from '../context'
import type { Queryable } from '../db/types'

export type UserStatus = 'ACTIVE' | 'BLACKLISTED' | 'WITHDRAWN'

export type Session = {
  userId: number
  status: UserStatus
  token: string
  refreshToken: string
  expiresAt: Date
}

/** Contract "Tokens": access tokens live 60 minutes, refresh tokens 30 days. */
export const ACCESS_TTL_MS = 60 * 60 * 1000
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000

export type Device = { mobile_device_id?: string | null | undefined; mobile_os_code?: string | null | undefined }

const token = () => randomBytes(32).toString('base64url')

const SESSION_COLUMNS = `s.user_id as "userId", u.status, s.token, s.refresh_token as "refreshToken", s.expires_at as "expiresAt"`

/** The session of an unexpired access token, or null. */
export async function findSession(db: Queryable, accessToken: string | undefined, now = new Date()): Promise<Session | null> {
  if (!accessToken) return null
  const [row] = await db.query<Session>(
    `select ${SESSION_COLUMNS} from sessions s join users u using (user_id)
      where s.token = $1 and s.expires_at > $2`,
    [accessToken, now.toISOString()],
  )
  return row ?? null
}

/** The session of an unexpired refresh token (its access token may have expired), or null. */
export async function findRefreshable(db: Queryable, refreshToken: string, now: Date): Promise<Session | null> {
  const [row] = await db.query<Session>(
    `select ${SESSION_COLUMNS} from sessions s join users u using (user_id)
      where s.refresh_token = $1 and s.refresh_expires_at > $2`,
    [refreshToken, now.toISOString()],
  )
  return row ?? null
}

export async function createSession(
  db: Queryable,
  userId: number,
  { now = new Date(), accessTtlMs = ACCESS_TTL_MS, device = {} }: { now?: Date; accessTtlMs?: number; device?: Device } = {},
): Promise<{ token: string; refreshToken: string; expiresAt: Date }> {
  const session = { token: token(), refreshToken: token(), expiresAt: new Date(now.getTime() + accessTtlMs) }
  await db.query(
    `insert into sessions (token, user_id, refresh_token, expires_at, refresh_expires_at, mobile_device_id, mobile_os_code, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      session.token,
      userId,
      session.refreshToken,
      session.expiresAt.toISOString(),
      after(now, REFRESH_TTL_MS),
      device.mobile_device_id ?? null,
      device.mobile_os_code ?? null,
      now.toISOString(),
    ],
  )
  return session
}

/**
 * Replaces both tokens of the session that holds `refreshToken`. One UPDATE with the old token
 * in its WHERE: of two concurrent refreshes only one wins, the other finds nothing.
 */
export async function rotateSession(db: Queryable, refreshToken: string, now: Date): Promise<Session | null> {
  const [row] = await db.query<Session>(
    `update sessions s set token = $2, refresh_token = $3, expires_at = $4, refresh_expires_at = $5
       from users u
      where s.refresh_token = $1 and s.refresh_expires_at > $6 and u.user_id = s.user_id
      returning ${SESSION_COLUMNS}`,
    [refreshToken, token(), token(), after(now, ACCESS_TTL_MS), after(now, REFRESH_TTL_MS), now.toISOString()],
  )
  return row ?? null
}

/** Ends a session by its access token, expired or not; the refresh token goes with it. */
export async function deleteSession(db: Queryable, accessToken: string): Promise<void> {
  await db.query('delete from sessions where token = $1', [accessToken])
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from sessions where user_id = $1', [userId])
}

/** Test hook: the access token stops working now; its refresh token still works. */
export async function expireAccessToken(db: Queryable, accessToken: string, now: Date): Promise<boolean> {
  const rows = await db.query('update sessions set expires_at = $2 where token = $1 returning user_id', [
    accessToken,
    after(now, -1),
  ])
  return rows.length > 0
}

/**
 * Ends every session of the member but the one making a change (issue 14, finding 4): after a new
 * number or password, a stolen session elsewhere is out, the member's own stays signed in.
 */
export async function endOtherSessions(db: Queryable, userId: number, keepAccessToken: string): Promise<void> {
  await db.query('delete from sessions where user_id = $1 and token <> $2', [userId, keepAccessToken])
}
