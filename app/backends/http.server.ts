import type { ZodType, ZodTypeDef } from 'zod'
import { getEnv, type ServiceName, serviceUrl } from '~/config.server'
import { TIMEOUTS } from '~/domain/constants'
import { codeForStatus } from '~/domain/errors'
import { REQUEST_ID_HEADER } from '~/domain/request-id'
import { observeBackendCall } from '~/shared/metrics.server'
import { toCamelKeys, toSnakeKeys } from './case'
import { BackendError, businessMessage, businessSignal, timeoutError } from './error'

export type Query = Record<string, string | number | boolean | null | undefined>

export type BackendRequest<T> = {
  service: ServiceName
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  schema: ZodType<T, ZodTypeDef, unknown>
  query?: Query
  /** A JSON body, or FormData sent as multipart form data. */
  body?: unknown
  headers?: Record<string, string | undefined>
  /** Spec §9: 10 s unless the call says otherwise (billing cancel 60 s). */
  timeoutMs?: number
  /** V2 speaks snake_case on the wire; the shop speaks camelCase. */
  keyCase?: 'snake' | 'as-is'
  /** The shopper's request: when they go away, the backend call stops too. */
  signal?: AbortSignal
  /** An absolute URL outside the service's base (an OAuth provider's token endpoint). */
  url?: string
  /** The shopper's request's id (decision 062), sent as X-Request-Id so the service's log lines name it. */
  requestId?: string | null
  /** Sees the headers of a successful answer (the community handshake's cookie). */
  onHeaders?: (headers: Headers) => void
}

/** How long the shop will wait for an answer, in ms (the platform contract; Envoy's idea). */
const TIMEOUT_HEADER = 'x-request-timeout-ms'

function buildUrl(service: ServiceName, path: string, query?: Query): string {
  const url = new URL(`${serviceUrl(service)}${path}`)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

function encodeBody(body: unknown, keyCase: 'snake' | 'as-is'): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {}
  if (body instanceof FormData || body instanceof URLSearchParams) return { body }
  const payload = keyCase === 'snake' ? toSnakeKeys(body) : body
  return { body: JSON.stringify(payload), contentType: 'application/json' }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text()
  if (!text) return { ok: true, value: null }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** A call that never got a whole answer: our timeout, the shopper leaving, or the network. */
function transportError(req: BackendRequest<unknown>, timeout: AbortSignal, timeoutMs: number, cause: unknown) {
  if (timeout.aborted) return timeoutError(req.service, timeoutMs, cause)
  return new BackendError({ code: 'NETWORK_ERROR', service: req.service, cause, clientGone: req.signal?.aborted ?? false })
}

/** A call's outcome as the metrics name it: bounded (the error catalogue's codes), never a message. */
function outcomeOf(error: unknown): string {
  if (!(error instanceof BackendError)) return 'ERROR'
  return error.clientGone ? 'cancelled' : error.code
}

/**
 * The one HTTP core (docs/architecture.md, "4. The path of a request", step 6): URL, headers, key case, timeout, JSON parsing, shape
 * checking and the mapping of every failure to a BackendError. No route calls fetch itself. Every
 * call is timed by service and outcome for the operator's metrics (decision 062).
 */
export async function callBackend<T>(req: BackendRequest<T>): Promise<T> {
  const started = performance.now()
  let outcome = 'ok'
  try {
    return await send(req)
  } catch (error) {
    outcome = outcomeOf(error)
    if (error instanceof BackendError && req.requestId) error.requestId = req.requestId
    throw error
  } finally {
    observeBackendCall(req.service, outcome, (performance.now() - started) / 1000)
  }
}

async function send<T>(req: BackendRequest<T>): Promise<T> {
  const timeoutMs = req.timeoutMs ?? getEnv().BACKEND_TIMEOUT_MS ?? TIMEOUTS.request
  const keyCase = req.keyCase ?? 'as-is'
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout
  const { body, contentType } = encodeBody(req.body, keyCase)
  const headers = new Headers({ accept: 'application/json' })
  if (contentType) headers.set('content-type', contentType)
  // The platform's services keep a deadline a little sooner and make no write the shopper was told failed.
  if (!req.url) headers.set(TIMEOUT_HEADER, String(timeoutMs))
  for (const [key, value] of Object.entries(req.headers ?? {})) if (value) headers.set(key, value)
  // Only to the platform's services: a provider's token endpoint (`url`) has no use for it.
  if (req.requestId && !req.url) headers.set(REQUEST_ID_HEADER, req.requestId)

  let response: Response
  try {
    response = await fetch(req.url ?? buildUrl(req.service, req.path, req.query), { method: req.method, headers, body, signal })
  } catch (cause) {
    throw transportError(req, timeout, timeoutMs, cause)
  }

  let parsed: Awaited<ReturnType<typeof readJson>>
  try {
    parsed = await readJson(response)
  } catch (cause) {
    // The body stream broke off midway.
    throw transportError(req, timeout, timeoutMs, cause)
  }

  if (!response.ok) {
    const signalled = parsed.ok ? businessSignal(parsed.value) : {}
    const body = parsed.ok ? (keyCase === 'snake' ? toCamelKeys(parsed.value) : parsed.value) : null
    throw new BackendError({
      details: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
      code: signalled.code ?? codeForStatus(response.status),
      service: req.service,
      upstreamStatus: response.status,
      business: signalled.business,
      message: signalled.business ? businessMessage(signalled.business) : undefined,
    })
  }
  if (!parsed.ok) {
    throw new BackendError({ code: 'ERROR', service: req.service, upstreamStatus: response.status, cause: 'malformed JSON' })
  }
  const value = keyCase === 'snake' ? toCamelKeys(parsed.value) : parsed.value
  const checked = req.schema.safeParse(value)
  if (!checked.success) {
    throw new BackendError({
      code: 'ERROR',
      service: req.service,
      upstreamStatus: response.status,
      cause: checked.error,
    })
  }
  req.onHeaders?.(response.headers)
  return checked.data
}
