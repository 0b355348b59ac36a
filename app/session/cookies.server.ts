import { createCookie, createCookieSessionStorage } from '@remix-run/node'
import { randomBytes } from 'node:crypto'
import { CACHE } from '~/domain/constants'
import { getEnv } from '~/config.server'
import type { AlertMessage, Toast } from '~/domain/flash'

const isProduction = () => getEnv().NODE_ENV === 'production'

let devSecret: string | undefined
function secrets(): string[] {
  const configured = getEnv().SESSION_SECRET
  if (configured) return configured.split(',').map((s) => s.trim()).filter(Boolean)
  // Development only (production requires SESSION_SECRET): a secret per process is enough there.
  devSecret ??= randomBytes(32).toString('hex')
  return [devSecret]
}

/** Plain cookie names the Express host and the app agree on. */
export const DEVICE_COOKIE = 'pd_device'

export type SessionData = {
  session: string
  refreshToken: string
  tokenExpireDate: string
  userId: number
}
export type FlashData = { toast: Toast; alert: AlertMessage }

let storage: ReturnType<typeof createStorage> | undefined
function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      // __Host- pins the cookie to this origin over HTTPS; plain HTTP in development cannot use it.
      name: isProduction() ? '__Host-petshop_session' : 'petshop_session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isProduction(),
      secrets: secrets(),
      maxAge: 60 * 60 * 24 * 30,
    },
  })
}

/** The signed, httpOnly session cookie: the access token never reaches page JavaScript. */
export function sessionStorage() {
  storage ??= createStorage()
  return storage
}

let groupCookie: ReturnType<typeof createCookie> | undefined
/** The dog/cat choice (spec §9: about a year). Not signed: it is a preference, not a credential. */
export function productGroupCookie() {
  groupCookie ??= createCookie('pd_group', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isProduction(),
    maxAge: CACHE.productGroupCookieSeconds,
  })
  return groupCookie
}
