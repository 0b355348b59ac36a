import { randomBytes } from 'node:crypto'
import type { OsCode } from '~/domain/platform'
import type { Tokens } from '~/domain/tokens.schema'
import { type AuthData, authStorage } from './cookies.server'

export async function readAuth(cookieHeader: string | null): Promise<AuthData | null> {
  const session = await authStorage().getSession(cookieHeader)
  const token = session.get('session')
  const refreshToken = session.get('refreshToken')
  const userId = session.get('userId')
  if (!token || !refreshToken || typeof userId !== 'number') return null
  return {
    session: token,
    refreshToken,
    tokenExpireDate: session.get('tokenExpireDate') ?? '',
    userId,
    deviceId: session.get('deviceId') ?? '',
    osCode: session.get('osCode') ?? 'E',
    holder: session.get('holder') ?? '',
  }
}

/** The Set-Cookie value of a fresh session for these tokens (a new session at every login). */
export async function commitAuth(tokens: Tokens, userId: number, device: { deviceId: string; osCode: OsCode }) {
  const storage = authStorage()
  const session = await storage.getSession()
  session.set('session', tokens.accessToken)
  session.set('refreshToken', tokens.refreshToken)
  session.set('tokenExpireDate', tokens.tokenExpireDate)
  session.set('userId', userId)
  session.set('deviceId', device.deviceId)
  session.set('osCode', device.osCode)
  session.set('holder', randomBytes(16).toString('base64url'))
  return storage.commitSession(session)
}

/** Clears the auth cookie (spec §4: stored user values cleared at logout). */
export async function destroyAuth(cookieHeader: string | null) {
  const storage = authStorage()
  return storage.destroySession(await storage.getSession(cookieHeader))
}

/** Replaces the cookie value of the auth session inside a Cookie header. */
export function replaceCookie(cookieHeader: string, setCookie: string): string {
  const [pair = ''] = setCookie.split(';', 1)
  const name = pair.slice(0, pair.indexOf('='))
  const others = cookieHeader.split(/;\s*/).filter((part) => part && !part.startsWith(`${name}=`))
  return [...others, pair].join('; ')
}
