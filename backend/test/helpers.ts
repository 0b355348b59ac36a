import { createSession } from '../auth/sessions'
import { startBackend, type BackendOptions, type RunningBackend } from '../index'
import { DEMO_PASSWORD } from '../seed/users'

/** A backend on an in-memory database, as the tests use it. */
export function startTestBackend(opts: BackendOptions = {}): Promise<RunningBackend> {
  return startBackend({ dataDir: 'memory://', ...opts })
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field by the assertions
type Loose = any

export type JsonResponse<T = Loose> = { status: number; headers: Headers; body: T }

/** fetch that always reads the body as JSON (tests assert on the JSON error shape too). */
export async function fetchJson<T = Loose>(url: string, init?: RequestInit): Promise<JsonResponse<T>> {
  const response = await fetch(url, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as T }
}

export function postJson<T = Loose>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
  return fetchJson<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** A url-encoded form POST that does not follow redirects (OAuth pages and token calls). */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}

/** A session token for a seeded user, without going through sign-in. */
export async function signIn(backend: RunningBackend, userId: number, ttlMs?: number): Promise<string> {
  return (await createSession(backend.db, userId, { accessTtlMs: ttlMs })).token
}

export const device = { mobile_device_id: 'test-device', mobile_os_code: 'P' } as const

/** Signs in over HTTP as the contract's clients do; answers the token body. */
export async function login(backend: RunningBackend, email: string, password = DEMO_PASSWORD): Promise<JsonResponse> {
  return postJson(`${backend.url}/v2/auth/login`, { email, password, ...device })
}
