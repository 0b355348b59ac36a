import { type AppLoadContext, json } from '@remix-run/node'
import { z } from 'zod'
import { noRenewal, withContext } from '~/backends/context'
import { BackendError } from '~/backends/error'
import * as MSG from '~/domain/messages'
import { OS_CODES } from '~/domain/platform'
import { isKnownDevice } from '~/domain/session'
import type { Tokens } from '~/domain/tokens.schema'
import { type RequestContext, requestContext } from './context.server'

/**
 * Spec §7 auth proxy for the native shells: POST, JSON `{mobileDeviceId, mobileOsCode}`, the
 * session as `Authorization`, answers `{ data: { accessToken, refreshToken, tokenExpireDate,
 * traceId } }`. JSON only: an HTML form from another site cannot send that content type without
 * the browser asking first, so these stay out of cross-site request forgery's reach.
 *
 * Tokens are answered only for a session the caller already holds and sends as `Authorization`
 * (decision 020): the browser adds the session cookie to any script's request, so a call that has
 * only the cookie would hand the tokens to whatever script runs in the page.
 */
const ProxyBody = z.object({
  // It becomes a backend request header: visible ASCII only.
  mobileDeviceId: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/)
    .optional(),
  mobileOsCode: z.enum(Object.values(OS_CODES) as [string, ...string[]]).optional(),
  refreshToken: z.string().min(1).max(2048).optional(),
})
export type ProxyBody = z.infer<typeof ProxyBody>

export function proxyError(status: number, code: string, message: string) {
  return json({ data: null, error: { code, message } }, { status })
}

/** The Korean 401 of a call that sent no session of its own (only the cookie, or nothing). */
export function bearerRequired() {
  return proxyError(401, 'UNAUTHORIZED', MSG.sessions.bearerRequired)
}

export function tokensAnswer(tokens: Tokens, headers?: HeadersInit) {
  const { accessToken, refreshToken, tokenExpireDate, traceId } = tokens
  return json({ data: { accessToken, refreshToken, tokenExpireDate, traceId }, error: null }, { headers })
}

/**
 * Reads a proxy call: the context carries the bearer token from `Authorization` (rather than the
 * cookie) and the device the shell names.
 */
export async function readProxyCall(
  request: Request,
  load: AppLoadContext | undefined,
): Promise<{ ctx: RequestContext; body: ProxyBody; bearer: string | null } | Response> {
  // The statuses say what was wrong (not a POST, not JSON, not the expected body); the shells show the Korean message.
  if (request.method !== 'POST') return proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return proxyError(415, 'BAD_REQUEST', MSG.error.badRequest)
  }
  const parsed = ProxyBody.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return proxyError(400, 'BAD_REQUEST', MSG.error.badRequest)
  const cookieCtx = await requestContext(request, load)
  const bearer =
    request.headers
      .get('authorization')
      ?.replace(/^Bearer\s+/i, '')
      .trim() || null
  const ctx = withContext(cookieCtx, {
    session: bearer ?? cookieCtx.session,
    // The proxy answers for the token the shell sent: renewing would refresh this web view's own
    // cookie session instead and hand the shell another session's tokens.
    renew: noRenewal,
    // The shell's own device id (it signed in with a bearer); the placeholder `default` is no device.
    deviceId: isKnownDevice(parsed.data.mobileDeviceId) ? (parsed.data.mobileDeviceId ?? '') : cookieCtx.deviceId,
    osCode: parsed.data.mobileOsCode ? (parsed.data.mobileOsCode as RequestContext['osCode']) : cookieCtx.osCode,
  })
  return { ctx, body: parsed.data, bearer }
}

/** A backend refusal as the proxy's JSON error (never a 500, never an HTML page). */
export function proxyFailure(error: unknown) {
  if (error instanceof BackendError) return proxyError(error.status, error.business ?? error.code, error.message)
  throw error
}
