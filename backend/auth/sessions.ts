import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/types'

export type SessionUser = { userId: number; status: 'ACTIVE' | 'BLACKLISTED' | 'WITHDRAWN'; expiresAt: Date }

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000

const token = () => randomBytes(32).toString('base64url')

/** The user of an unexpired session, or null. */
export async function findSession(db: Queryable, sessionToken: string | undefined): Promise<SessionUser | null> {
  if (!sessionToken) return null
  const [row] = await db.query<SessionUser>(
    `select s.user_id as "userId", u.status, s.expires_at as "expiresAt"
       from sessions s join users u using (user_id)
      where s.token = $1 and s.expires_at > now()`,
    [sessionToken],
  )
  return row ?? null
}

export async function createSession(
  db: Queryable,
  userId: number,
  ttlMs = SESSION_TTL_MS,
): Promise<{ token: string; refreshToken: string; expiresAt: Date }> {
  const session = { token: token(), refreshToken: token(), expiresAt: new Date(Date.now() + ttlMs) }
  await db.query('insert into sessions (token, user_id, refresh_token, expires_at) values ($1, $2, $3, $4)', [
    session.token,
    userId,
    session.refreshToken,
    session.expiresAt.toISOString(),
  ])
  return session
}

export async function deleteSession(db: Queryable, sessionToken: string): Promise<void> {
  await db.query('delete from sessions where token = $1', [sessionToken])
}
