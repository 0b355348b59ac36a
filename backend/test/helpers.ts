import { hashPassword } from '../auth/passwords'
import { createSession } from '../auth/sessions'
import { type BackendOptions, type RunningBackend, startBackend } from '../index'
import { DEMO_PASSWORD } from '../seed/users'
import { createDatabase, serverUrl } from './pg-databases'

/**
 * A backend on a fresh seeded database, as the tests use it: in memory (PGlite, a copy of the run's
 * template), or in the PG run
 * (TEST_DATABASE_URL set) a copy of the template database on the server, dropped on close.
 * A test that names a `dataDir` asks for PGlite on disk and gets it either way.
 */
export async function startTestBackend(opts: BackendOptions = {}): Promise<RunningBackend> {
  // The unit run's migrated, seeded template (tests/support/pglite-template-setup.ts), unless the
  // test asks for a data directory of its own.
  if (!serverUrl || opts.dataDir)
    return startBackend({ dataDir: 'memory://', pgliteTemplate: opts.dataDir ? undefined : process.env.TEST_PGLITE_TEMPLATE, ...opts })
  const database = await createDatabase(serverUrl)
  let backend: RunningBackend
  try {
    backend = await startBackend({ ...opts, databaseUrl: database.url })
  } catch (error) {
    await database.drop()
    throw error
  }
  let closing: Promise<void> | undefined
  return {
    ...backend,
    close() {
      closing ??= backend.close().finally(() => database.drop())
      return closing
    },
  }
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

let emailMembers = 0
/**
 * A member of its own for a test that changes the account (password, number): e-mail, password
 * and number are unique to this process's tests under `tag`.
 */
export async function newEmailMember(
  backend: RunningBackend,
  tag: string,
  password = 'Oldpass1!',
): Promise<{ userId: number; email: string; password: string; mobileNo: string }> {
  const n = ++emailMembers
  const email = `${tag}${n}@petshop.test`
  const mobileNo = `0107${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`
  const [row] = await backend.db.query<{ user_id: number }>(
    `insert into users (email, password_hash, signup_channel, name, nickname, mobile_no, invite_code)
     values ($1, $2, 'EMAIL', '테스트회원', $3, $4, $5) returning user_id`,
    [email, await hashPassword(password), `${tag}${n}`, mobileNo, `${tag.toUpperCase()}${n}`],
  )
  if (!row) throw new Error('no member')
  return { userId: row.user_id, email, password, mobileNo }
}

/** The sign-up key the stand-in "sent" to `mobileNo`, read from its SMS outbox (a backend with testHooks). */
export async function signupKey(backend: RunningBackend, mobileNo: string): Promise<string> {
  const sent = await postJson(`${backend.url}/v2/user/certification/send`, { mobile_no: mobileNo, purpose: 'SIGNUP' })
  if (sent.status !== 200) throw new Error(`certification/send answered ${sent.status}: ${JSON.stringify(sent.body)}`)
  return (await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)).body.messages[0].certificationKey
}

type SignupFields = { mobile_no: string; email: string; nickname: string; name?: string; password?: string; invite_code?: string }

/** An e-mail sign-up through V2, as the shop sends it, with a key sent to its number: the new member. */
export async function signUpByEmail(backend: RunningBackend, form: SignupFields): Promise<{ token: string; userId: number }> {
  const certification_key = await signupKey(backend, form.mobile_no)
  const { status, body } = await postJson(`${backend.url}/v2/user/signup/email`, {
    name: '새회원',
    password: 'Newpass12!',
    marketing_agree: false,
    ...device,
    ...form,
    certification_key,
  })
  if (status !== 200) throw new Error(`sign-up answered ${status}: ${JSON.stringify(body)}`)
  return { token: body.access_token, userId: body.user_id }
}
