import { createSession } from '../auth/sessions'
import { startBackend, type BackendOptions, type RunningBackend } from '../index'

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

/** A session token for a seeded user, as the accounts work would issue it. */
export async function signIn(backend: RunningBackend, userId: number, ttlMs?: number): Promise<string> {
  return (await createSession(backend.db, userId, ttlMs)).token
}
