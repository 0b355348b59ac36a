import type { ProductGroup1Id } from '~/domain/constants'
import type { NativeApp, OsCode } from '~/domain/platform'
import type { NativeVariants } from '~/domain/shell-values'

/**
 * Everything a backend call needs to know about the shopper's request (spec §3 session values).
 * It lives with the clients (the builder, requestContext(), is in app/session/context.server.ts), and
 * it is never changed: a step that acts as someone else (signed in, signed out, the app's bearer)
 * makes a new context with `withSession`/`withContext`, so no call sees a value another call set.
 */
export type RequestContext = {
  /** The access token, or null for a guest. */
  readonly session: string | null
  readonly userId: number | null
  readonly deviceId: string
  readonly osCode: OsCode
  /** The app shell, its version as the shell reported it (ahead of the user agent's); null on the web. */
  readonly nativeApp: NativeApp | null
  readonly appVersion: string
  /** The shell's own experiment assignments (spec §7 EXPERIMENT); absent on the web and in hand-made contexts. */
  readonly nativeExperiments?: NativeVariants | null
  readonly productGroup1Id: ProductGroup1Id
  /** A guest's cart (V2 `guest_cart_id`), carried over into the member's cart at sign-in. */
  readonly guestCartId: string | null
  readonly isBot: boolean
  /** The session ended before this request (its refresh was refused). Absent in hand-made contexts. */
  readonly sessionExpired?: boolean
  /**
   * The shopper's address from the host (load context), forwarded to V2 as `X-Client-Ip` so its
   * per-address limits (certification keys per day) count shoppers, not the shop. Absent in tests
   * that build a context by hand.
   */
  readonly clientIp?: string | null
  /** The host's id of the shopper's request (decision 062), sent as X-Request-Id on every call. Absent in hand-made contexts. */
  readonly requestId?: string | null
  readonly signal: AbortSignal
  /**
   * After a backend refused the access token: refreshes it (once per request, shared with other
   * requests holding the same token) and updates the shopper's cookie. Resolves to the context
   * carrying the new token, or null when the session cannot be renewed.
   */
  readonly renew: () => Promise<RequestContext | null>
}

/** The values a step may set on a new context; `renew` included (a context that must not renew). */
export type ContextChange = Partial<Omit<RequestContext, 'signal'>>

/** A new context with some values changed; the given one is left as it was. */
export function withContext(ctx: RequestContext, change: ContextChange): RequestContext {
  return { ...ctx, ...change }
}

/** The same request acting with another access token (null: as a guest). */
export function withSession(ctx: RequestContext, session: string | null, userId: number | null = ctx.userId): RequestContext {
  return withContext(ctx, { session, userId })
}

/** A context whose refused token is not renewed (logout, a bearer the shop did not issue). */
export const noRenewal = async (): Promise<RequestContext | null> => null
