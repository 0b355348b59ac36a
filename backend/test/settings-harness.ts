import { afterAll, beforeAll } from 'vitest'
import { hashPassword } from '../auth/passwords'
import type { RunningBackend } from '../index'
import { device, postJson, startTestBackend } from './helpers'

/** What the account-settings tests share: a backend, V2 calls with a session, members of their own. */
export let backend: RunningBackend
export let v2: string

/** One backend with test hooks for a settings test file (read `backend` and `v2` after beforeAll). */
export function startSettingsBackendForFile() {
  beforeAll(async () => {
    backend = await startTestBackend({ testHooks: true })
    v2 = `${backend.url}/v2`
  })
  afterAll(() => backend.close())
}

export const call = (path: string, token: string | null, body: Record<string, unknown> = {}) =>
  postJson(`${v2}${path}`, { ...device, session: token, ...body }, token ? { authorization: token } : {})

let members = 0
/** A member of its own per test (e-mail with `password`, or social-only without one). */
export async function newMember(password: string | null = 'Oldpass1!'): Promise<{ userId: number; email: string }> {
  const n = ++members
  const email = `settings${n}@petshop.test`
  const [row] = await backend.db.query<{ user_id: number }>(
    `insert into users (email, password_hash, signup_channel, name, nickname, mobile_no, invite_code)
     values ($1, $2, $3, '설정회원', $4, $5, $6) returning user_id`,
    [
      email,
      password ? await hashPassword(password) : null,
      password ? 'EMAIL' : 'KAKAO',
      `설정회원${n}`,
      `0108800${String(n).padStart(4, '0')}`,
      `SET${n}`,
    ],
  )
  if (!row) throw new Error('no member')
  return { userId: row.user_id, email }
}

export const userRow = async (userId: number) =>
  (
    await backend.db.query<Record<string, unknown>>(
      `select nickname, mobile_no, password_hash, status, mobile_push_code, mobile_night_push_code, push_agree_date
       from users where user_id = $1`,
      [userId],
    )
  )[0]

export const detail = async (token: string) => (await call('/user/detail', token)).body.user_info
