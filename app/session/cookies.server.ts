import { randomBytes } from 'node:crypto'
import { type Cookie, type CookieOptions, createCookie, createCookieSessionStorage } from '@remix-run/node'
import { getEnv, sessionSecrets } from '~/config.server'
import { CACHE } from '~/domain/constants'
import type { AlertMessage, Toast } from '~/domain/flash'
import type { OsCode } from '~/domain/platform'
import { sealedCookie } from './sealed-cookie.server'

const isProduction = () => getEnv().NODE_ENV === 'production'

let devSecret: string | undefined
export function cookieSecrets(): string[] {
  const configured = getEnv().SESSION_SECRET
  if (configured) return sessionSecrets(configured)
  // Development only (production requires SESSION_SECRET): a secret per process is enough there.
  devSecret ??= randomBytes(32).toString('hex')
  return [devSecret]
}

/** Plain cookie names the Express host and the app agree on. */
export const DEVICE_COOKIE = 'pd_device'

/** The signed-in shopper (spec §3 session values). The tokens never reach page JavaScript. */
export type AuthData = {
  session: string
  refreshToken: string
  tokenExpireDate: string
  userId: number
  deviceId: string
  osCode: OsCode
  /**
   * A random id of this cookie (new at each commit): the concurrent requests of one browser share
   * one refresh; anyone else holding a copy of the refresh token does not (refresh.server.ts).
   */
  holder: string
}

/**
 * Where a login redirect came from and was going (spec §2), shown once on the login page;
 * `endedElsewhere` when the session was ended on another device (decision 041).
 */
export type LoginRedirect = { previousPath: string | null; next: string; toast: boolean; endedElsewhere?: boolean }
export type FlashData = { toast: Toast; alert: AlertMessage; loginRedirect: LoginRedirect }

function storage<Data, Flash = Data>(name: string, maxAge?: number) {
  return createCookieSessionStorage<Data, Flash>({
    cookie: {
      // __Host- pins the cookie to this origin over HTTPS; plain HTTP in development cannot use it.
      name: isProduction() ? `__Host-${name}` : name,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isProduction(),
      secrets: cookieSecrets(),
      maxAge,
    },
  })
}

let auth: ReturnType<typeof createCookieSessionStorage<AuthData>> | undefined
/**
 * Sealed (AES-256-GCM, decision 020), httpOnly, SameSite=Lax; Secure and __Host- in production
 * (docs/architecture.md, "8. Sessions and security"). Its value reads as nothing but noise: the tokens are inside the seal.
 */
export function authStorage() {
  const name = isProduction() ? '__Host-petshop_session' : 'petshop_session'
  auth ??= createCookieSessionStorage<AuthData>({
    cookie: sealedCookie(name, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isProduction(),
      secrets: cookieSecrets(),
      maxAge: 60 * 60 * 24 * 30,
    }),
  })
  return auth
}

let flash: ReturnType<typeof storage<Record<string, never>, FlashData>> | undefined
/** One-time messages, in a cookie of their own so they never overwrite renewed tokens. */
export function flashStorage() {
  flash ??= storage<Record<string, never>, FlashData>('petshop_flash')
  return flash
}

/** A social sign-in under way: state, PKCE verifier and where to go afterwards. */
export type OAuthTransaction = { provider: string; state: string; verifier: string; next: string }
/** A social account waiting for sign-up or for linking to an existing account. */
export type PendingSocial = { provider: string; token: string; email: string | null; kind: 'signup' | 'link'; next: string }

/**
 * A cookie made on first use, so the environment is read then and not at import: httpOnly,
 * SameSite=Lax, path /, Secure in production, unless `options` (read at that moment) says otherwise.
 */
export function lazyCookie(name: string, options: () => CookieOptions & { maxAge: number }) {
  let cookie: Cookie | undefined
  return () => {
    cookie ??= createCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: isProduction(), ...options() })
    return cookie
  }
}

/**
 * Apple answers with a cross-site form POST, which does not carry SameSite=Lax cookies, so in
 * production (HTTPS) this cookie is SameSite=None; over plain HTTP browsers refuse None, and the
 * embedded providers live on the shop's own origin anyway.
 */
export const oauthCookie = lazyCookie('pd_oauth', () => ({
  path: '/auth',
  sameSite: isProduction() ? 'none' : 'lax',
  secrets: cookieSecrets(),
  maxAge: 10 * 60,
}))

export const pendingSocialCookie = lazyCookie('pd_social', () => ({ secrets: cookieSecrets(), maxAge: 30 * 60 }))

/** The dog/cat choice (spec §9: about a year). Not signed: it is a preference, not a credential. */
export const productGroupCookie = lazyCookie('pd_group', () => ({ maxAge: CACHE.productGroupCookieSeconds }))

/** A guest's cart id (issued by V2 on the first add); signed so nobody can wear another's cart. */
export const guestCartCookie = lazyCookie('pd_cart', () => ({ secrets: cookieSecrets(), maxAge: 30 * 24 * 60 * 60 }))

/**
 * What the app shell reported through the bridge (its version, its experiment assignments), so
 * the server renders by it (decision 034). Signed: a page cannot claim another app's version.
 */
export const shellCookie = lazyCookie('pd_shell', () => ({ secrets: cookieSecrets(), maxAge: 30 * 24 * 60 * 60 }))
