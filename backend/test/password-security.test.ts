import { scryptSync } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { currentPasswordCost, hashPassword, needsRehash, verifyPassword } from '../auth/passwords'
import { type RunningBackend, startBackend } from '../index'
import { DEMO_PASSWORD } from '../seed/users'
import { device, login, postJson, signupKey, startTestBackend } from './helpers'

/**
 * docs/security.md, the second review, findings 2 (V2 part) and 11: passwords are checked against a list of common ones,
 * stored with scrypt at N=2^17, old hashes are replaced at sign-in, and every password check of an
 * account is throttled with a growing back-off that no client address can dodge.
 */

let backend: RunningBackend
let v2: string
/** The backend's clock runs this far ahead of the real one: tests move it instead of sleeping. */
let offsetMs = 0

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true, now: () => new Date(Date.now() + offsetMs) })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

let members = 0
/** A member of its own with `stored` as the password hash (made by the test, any format). */
async function memberWithHash(stored: string): Promise<{ userId: number; email: string }> {
  const n = ++members
  const email = `pwsec${n}@petshop.test`
  const [row] = await backend.db.query<{ user_id: number }>(
    `insert into users (email, password_hash, signup_channel, name, nickname, mobile_no, invite_code)
     values ($1, $2, 'EMAIL', '보안회원', $3, $4, $5) returning user_id`,
    [email, stored, `보안회원${n}`, `0107700${String(n).padStart(4, '0')}`, `PWSEC${n}`],
  )
  if (!row) throw new Error('no member')
  return { userId: row.user_id, email }
}

/** The format every hash had before N=2^17: `scrypt$salt$hash` at node's default N=2^14. */
function oldFormatHash(password: string): string {
  const salt = '00112233445566778899aabbccddeeff'
  return `scrypt$${salt}$${scryptSync(password, Buffer.from(salt, 'hex'), 64).toString('hex')}`
}

const hashOf = async (userId: number) =>
  (await backend.db.query<{ password_hash: string }>('select password_hash from users where user_id = $1', [userId]))[0]?.password_hash

let numbers = 0
const freshNumber = () => `0107800${String(++numbers).padStart(4, '0')}`

describe('password storage (finding 11)', () => {
  // The suites run at a cheaper cost (PASSWORD_SCRYPT_LOG_N, decision 036); these tests are of the real one.
  beforeAll(() => {
    vi.stubEnv('PASSWORD_SCRYPT_LOG_N', '')
  })
  afterAll(() => {
    vi.unstubAllEnvs()
  })

  it('the real cost is N=2^17 without PASSWORD_SCRYPT_LOG_N; the variable lowers it only within 2^10…2^17, and a bad value stops the backend', () => {
    expect(currentPasswordCost()).toEqual({ logN: 17, r: 8, p: 1 })
    vi.stubEnv('PASSWORD_SCRYPT_LOG_N', '12')
    expect(currentPasswordCost()).toEqual({ logN: 12, r: 8, p: 1 })
    for (const bad of ['9', '18', '12.5', 'fast']) {
      vi.stubEnv('PASSWORD_SCRYPT_LOG_N', bad)
      expect(() => currentPasswordCost()).toThrow(/PASSWORD_SCRYPT_LOG_N/)
    }
    vi.stubEnv('PASSWORD_SCRYPT_LOG_N', '')
  })

  it('a hash is never replaced by a weaker one: at a lowered cost an N=2^17 hash stays, an N=2^14 one is raised', () => {
    vi.stubEnv('PASSWORD_SCRYPT_LOG_N', '15')
    expect(needsRehash(`scrypt$17$8$1$${'a'.repeat(32)}$${'b'.repeat(128)}`)).toBe(false)
    expect(needsRehash(`scrypt$14$8$1$${'a'.repeat(32)}$${'b'.repeat(128)}`)).toBe(true)
    vi.stubEnv('PASSWORD_SCRYPT_LOG_N', '')
    expect(needsRehash(`scrypt$15$8$1$${'a'.repeat(32)}$${'b'.repeat(128)}`)).toBe(true)
  })

  it('a new hash carries its cost: scrypt N=2^17, r=8, p=1', async () => {
    const stored = await hashPassword('Tteokbokki7!')
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/)
    expect(await verifyPassword('Tteokbokki7!', stored)).toBe(true)
    expect(await verifyPassword('Tteokbokki8!', stored)).toBe(false)
  })

  it('an old-format hash (N=2^14) still signs in, and is replaced by an N=2^17 hash at that sign-in', async () => {
    const { userId, email } = await memberWithHash(oldFormatHash('Gimbap2024!'))
    expect((await login(backend, email, 'Wrongpass1!')).body.reason).toBe('INVALID_CREDENTIALS')
    expect(await hashOf(userId)).toMatch(/^scrypt\$[0-9a-f]{32}\$/)
    expect((await login(backend, email, 'Gimbap2024!')).status).toBe(200)
    const rehashed = await hashOf(userId)
    expect(rehashed).toMatch(/^scrypt\$17\$8\$1\$/)
    // The new hash is of the same password.
    expect((await login(backend, email, 'Gimbap2024!')).status).toBe(200)
    expect(await hashOf(userId)).toBe(rehashed)
  })

  it('a common password that fits the rule is refused at sign-up in Korean, and nothing is stored', async () => {
    for (const password of ['P@ssw0rd', 'Password1!', 'qwerty123!', '!Iloveyou1']) {
      const mobile = freshNumber()
      const form = {
        email: `common${numbers}@petshop.test`,
        password,
        name: '흔한비번',
        nickname: `흔한비번${numbers}`,
        mobile_no: mobile,
        certification_key: await signupKey(backend, mobile),
        marketing_agree: false,
        ...device,
      }
      const { status, body } = await postJson(`${v2}/user/signup/email`, form)
      expect([password, status, body.code, body.reason, body.field, body.message]).toEqual([
        password,
        400,
        'BAD_REQUEST',
        'INVALID_FORMAT',
        'password',
        '너무 흔한 비밀번호예요. 다른 비밀번호를 입력해 주세요.',
      ])
      expect(await backend.db.query('select 1 from users where email = $1', [form.email])).toEqual([])
    }
  })

  it('a common password is refused at password change and at reset; the password stays', async () => {
    const { userId, email } = await memberWithHash(await hashPassword('Gochujang9!'))
    const token = (await login(backend, email, 'Gochujang9!')).body.access_token
    const before = await hashOf(userId)
    const change = await postJson(
      `${v2}/user/password/update`,
      { current_password: 'Gochujang9!', new_password: 'PASSWORD1!', ...device },
      { authorization: token },
    )
    expect(change.body).toMatchObject({
      reason: 'INVALID_FORMAT',
      field: 'new_password',
      message: '너무 흔한 비밀번호예요. 다른 비밀번호를 입력해 주세요.',
    })
    const reset = await postJson(`${v2}/user/password/reset`, {
      email,
      mobile_no: '01077000000',
      certification_key: '12345',
      password: 'Qwerty123!',
    })
    expect(reset.body).toMatchObject({
      reason: 'INVALID_FORMAT',
      field: 'password',
      message: '너무 흔한 비밀번호예요. 다른 비밀번호를 입력해 주세요.',
    })
    expect(await hashOf(userId)).toBe(before)
  })

  it('the seeded demo password is not a common one', async () => {
    expect((await login(backend, 'demo@petshop.test', DEMO_PASSWORD)).status).toBe(200)
  })
})

describe('per-account throttling (finding 2, V2)', () => {
  const wrongLogin = (email: string, ip: string) =>
    postJson(`${v2}/auth/login`, { email, password: 'Wrongpass1!', ...device }, { 'x-forwarded-for': ip, 'x-client-ip': ip })

  it('after 5 wrong passwords the account is refused 1 s, 2 s, 4 s… whatever the client address, in Korean; success resets', async () => {
    const { email } = await memberWithHash(await hashPassword('Naengmyeon5!'))
    for (let i = 1; i <= 5; i++) expect((await wrongLogin(email, `203.0.113.${i}`)).body.reason).toBe('INVALID_CREDENTIALS')
    // The sixth try, from yet another address and with the right password, is refused unchecked.
    const refused = await postJson(`${v2}/auth/login`, { email, password: 'Naengmyeon5!', ...device }, { 'x-client-ip': '198.51.100.7' })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retry_after: 1 })
    expect(refused.body.message).toBe('비밀번호를 여러 번 잘못 입력했어요. 1초 후에 다시 시도해 주세요.')

    offsetMs += 1_100
    expect((await wrongLogin(email, '203.0.113.9')).body.reason).toBe('INVALID_CREDENTIALS')
    expect((await wrongLogin(email, '203.0.113.10')).body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retry_after: 2 })
    offsetMs += 2_100
    expect((await wrongLogin(email, '203.0.113.11')).body.reason).toBe('INVALID_CREDENTIALS')
    expect((await wrongLogin(email, '203.0.113.12')).body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retry_after: 4 })

    // The right password once the wait is over signs in and forgets the failures.
    offsetMs += 4_100
    expect((await login(backend, email, 'Naengmyeon5!')).status).toBe(200)
    for (let i = 1; i <= 4; i++) expect((await wrongLogin(email, '203.0.113.20')).body.reason).toBe('INVALID_CREDENTIALS')
    expect((await login(backend, email, 'Naengmyeon5!')).status).toBe(200)
  })

  it('a day without tries forgets the failures; the rows of unknown e-mails do not pile up', async () => {
    const { email } = await memberWithHash(await hashPassword('Hotteok55!'))
    const stranger = `stranger${Date.now()}@petshop.test`
    for (let i = 0; i < 4; i++) {
      await wrongLogin(email, '203.0.113.80')
      await wrongLogin(stranger, '203.0.113.80')
    }
    offsetMs += 24 * 60 * 60 * 1000 + 1000
    // Four failures yesterday, four today: still under five in a row, so none waits.
    for (let i = 0; i < 4; i++) expect((await wrongLogin(email, '203.0.113.81')).body.reason).toBe('INVALID_CREDENTIALS')
    expect(await backend.db.query('select 1 from password_throttle where key = $1', [`email:${stranger}`])).toEqual([])
  })

  it('the back-off is capped at 15 minutes', async () => {
    const { email } = await memberWithHash(await hashPassword('Bibimbap33!'))
    let last = 0
    for (let i = 0; i < 40; i++) {
      const answer = await wrongLogin(email, '203.0.113.30')
      if (answer.status === 429) {
        last = answer.body.retry_after
        offsetMs += last * 1000 + 100
      }
    }
    expect(last).toBe(900)
  })

  it('parallel wrong passwords cannot slip past the limit', async () => {
    const { email } = await memberWithHash(await hashPassword('Japchae44!'))
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => wrongLogin(email, `192.0.2.${i}`)))
    const checked = answers.filter((a) => a.body.reason === 'INVALID_CREDENTIALS').length
    expect(checked).toBe(5)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7)
    expect(answers.every((a) => a.status < 500)).toBe(true)
  })

  it('an unknown e-mail is throttled the same way, so the refusal tells nothing about membership', async () => {
    const email = `nobody${Date.now()}@petshop.test`
    for (let i = 0; i < 5; i++) expect((await wrongLogin(email, '203.0.113.40')).body.reason).toBe('INVALID_CREDENTIALS')
    expect((await wrongLogin(email, '203.0.113.41')).body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retry_after: 1 })
  })

  it('the count lives in the database: a restarted backend still refuses the account', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'throttle-'))
    // A stopped clock: on a loaded machine the restart outlasted the first back-off (1 s) in CI.
    const stopped = new Date(Date.now() + offsetMs)
    const clock = () => stopped
    let first: RunningBackend | undefined = await startBackend({ dataDir, now: clock })
    try {
      const url = `${first.url}/v2/auth/login`
      for (let i = 0; i < 5; i++) await postJson(url, { email: 'cat@petshop.test', password: 'Wrongpass1!', ...device })
      await first.close()
      first = undefined
      const second = await startBackend({ dataDir, now: clock })
      try {
        const refused = await postJson(`${second.url}/v2/auth/login`, { email: 'cat@petshop.test', password: DEMO_PASSWORD, ...device })
        expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } })
      } finally {
        await second.close()
      }
    } finally {
      await first?.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('re-authentication (password change) and withdrawal share the account’s count with sign-in', async () => {
    const { userId, email } = await memberWithHash(await hashPassword('Kimchijjigae1!'))
    const token = (await login(backend, email, 'Kimchijjigae1!')).body.access_token
    const call = (path: string, body: Record<string, unknown>) => postJson(`${v2}${path}`, { ...body, ...device }, { authorization: token })
    for (let i = 0; i < 3; i++) {
      expect((await call('/user/password/update', { current_password: 'Wrongpass1!', new_password: 'Newkimchi77!' })).body.reason).toBe(
        'PASSWORD_MISMATCH',
      )
    }
    expect((await call('/user/withdraw', { reason: 'PRICE', password: 'Wrongpass1!' })).body.reason).toBe('PASSWORD_MISMATCH')
    expect((await wrongLogin(email, '203.0.113.60')).body.reason).toBe('INVALID_CREDENTIALS')
    const refused = await call('/user/withdraw', { reason: 'PRICE', password: 'Kimchijjigae1!' })
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', retry_after: 1 } })
    expect((await backend.db.query<{ status: string }>('select status from users where user_id = $1', [userId]))[0]?.status).toBe('ACTIVE')
  })

  it('linking a social account checks the password under the same throttle', async () => {
    const { email } = await memberWithHash(await hashPassword('Tteokguk12!'))
    for (let i = 0; i < 5; i++) await wrongLogin(email, '203.0.113.70')
    // A link token for this member (as /auth/social/login issues one for a provider account with its e-mail).
    const [account] = await backend.db.query<{ social_account_id: number }>(
      `insert into social_accounts (provider, provider_user_id, email, nickname) values ('NAVER', $1, $2, '연결') returning social_account_id`,
      [`nv-throttle-${members}`, email],
    )
    const [owner] = await backend.db.query<{ user_id: number }>('select user_id from users where email = $1', [email])
    await backend.db.query(
      `insert into account_tokens (token, kind, social_account_id, user_id, expires_at) values ($1, 'LINK', $2, $3, $4)`,
      [`link-throttle-${members}`, account?.social_account_id, owner?.user_id, new Date(Date.now() + offsetMs + 600_000).toISOString()],
    )
    const linked = await postJson(`${v2}/user/link/social`, { link_token: `link-throttle-${members}`, password: 'Tteokguk12!', ...device })
    expect(linked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } })
  })
})
