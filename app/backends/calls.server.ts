import { z } from 'zod'
import { type Experiments, encodeExperimentsHeader } from '~/domain/experiments'
import type { RequestContext } from './context'
import { callBackend, type Query } from './http.server'
import { withRenewal } from './renew.server'

type Schema<T> = z.ZodType<T, z.ZodTypeDef, unknown>

/** Spec §7: V2 calls are POST with a snake_case JSON body and the session as Authorization. */
export function v2Post<T>(
  ctx: RequestContext,
  path: string,
  schema: Schema<T>,
  body: Record<string, unknown>,
  opts: { timeoutMs?: number } = {},
) {
  // The body's `session` (spec §7 lists it in most calls) follows the context, so a retry after
  // renewal sends the new token in both places.
  return withRenewal(ctx, (current) =>
    callBackend({
      service: 'v2',
      method: 'POST',
      path,
      schema,
      body: 'session' in body ? { ...body, session: current.session } : body,
      keyCase: 'snake',
      // The shopper's address, for V2's per-address limits on certification keys.
      headers: { authorization: current.session ?? undefined, 'x-client-ip': current.clientIp ?? undefined },
      timeoutMs: opts.timeoutMs,
      signal: current.signal,
      requestId: current.requestId,
    }),
  )
}

/** The device fields most V2 calls repeat. */
export function deviceFields(ctx: RequestContext) {
  return { mobileDeviceId: ctx.deviceId, mobileOsCode: ctx.osCode, session: ctx.session }
}

/** Spec §7: BFF calls carry Authorization and the device (id, OS) as headers, experiments base64-encoded. */
export function bffHeaders(ctx: RequestContext, experiments?: Experiments) {
  return {
    authorization: ctx.session ?? undefined,
    'x-mobile-device-id': ctx.deviceId || undefined,
    'x-mobile-os-code': ctx.osCode,
    'x-experiments': experiments ? encodeExperimentsHeader(experiments) : undefined,
  }
}

/**
 * Every BFF GET: spec §7's headers (the experiments where the call needs them), the request's abort
 * signal, one renewal on a refused token. A session never goes in the query: a token in a URL ends up in logs.
 */
export function bffGet<T>(
  ctx: RequestContext,
  path: string,
  schema: Schema<T>,
  { query, experiments }: { query?: Query; experiments?: Experiments } = {},
) {
  return withRenewal(ctx, (current) =>
    callBackend({
      service: 'bff',
      method: 'GET',
      path,
      schema,
      query,
      headers: bffHeaders(current, experiments),
      signal: current.signal,
      requestId: current.requestId,
    }),
  )
}

/** An answer whose body the caller does not read (a write that answers `{}` or `{ ok: true }`). */
export const AnyAnswer = z.unknown()

/** An answer `{ [key]: id }`, read as the id. */
export const IdAnswer = (key: string) => z.object({ [key]: z.number().int() }).transform((v) => v[key] as number)
