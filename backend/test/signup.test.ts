import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../accounts/signup'
import { HttpError } from '../http/errors'
import type { RunningBackend } from '../index'
import { DEMO_PASSWORD } from '../seed/users'
import { device, fetchJson, login, postJson, startTestBackend } from './helpers'

let backend: RunningBackend
let v2: string
/** The backend's clock runs this far ahead of the real one. */
let offsetMs = 0

beforeAll(async () => {
  // Test hooks: the SMS outbox, where the certification keys are read.
  backend = await startTestBackend({ now: () => new Date(Date.now() + offsetMs), testHooks: true })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

let numbers = 0
/** A fresh number per test, so send limits and keys never cross tests. */
const freshNumber = () => `0109000${String(++numbers).padStart(4, '0')}`

const send = (mobile_no: string, purpose = 'SIGNUP') => postJson(`${v2}/user/certification/send`, { mobile_no, purpose })
const verify = (mobile_no: string, certification_key: string) =>
  postJson(`${v2}/user/certification/verify`, { mobile_no, certification_key })

async function outbox(mobileNo: string) {
  return fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)
}

/** Sends a key and reads it back from the outbox, as the development shop does. */
async function sentKey(mobileNo: string, purpose = 'SIGNUP'): Promise<string> {
  expect(await send(mobileNo, purpose)).toMatchObject({ status: 200, body: { expires_in: 180 } })
  return (await outbox(mobileNo)).body.messages[0].certificationKey
}

describe('certification', () => {
  it('sends a 5-digit key to the outbox (camelCase, newest first) and verifies it', async () => {
    const mobile = freshNumber()
    const first = await sentKey(mobile)
    const second = await sentKey(mobile)
    expect(second).toMatch(/^\d{5}$/)
    const { status, body } = await outbox(mobile)
    expect(status).toBe(200)
    expect(body.messages).toHaveLength(2)
    expect(body.messages[0]).toEqual({
      mobileNo: mobile,
      text: expect.stringContaining(second),
      certificationKey: second,
      sentAt: expect.any(String),
    })
    expect(body.messages[1].certificationKey).toBe(first)
    // The new key replaced the old one.
    if (first !== second) expect((await verify(mobile, first)).body.reason).toBe('CERTIFICATION_INVALID')
    expect(await verify(mobile, second)).toMatchObject({ status: 200, body: { verified: true } })
  })

  it('answers CERTIFICATION_INVALID for a wrong key, and the fifth wrong try kills the key', async () => {
    const mobile = freshNumber()
    const key = await sentKey(mobile)
    const wrong = key === '00000' ? '11111' : '00000'
    for (let i = 1; i <= 4; i++) {
      const { status, body } = await verify(mobile, wrong)
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 'BAD_REQUEST', reason: 'CERTIFICATION_INVALID', field: 'certification_key' })
    }
    expect((await verify(mobile, wrong)).body.reason).toBe('CERTIFICATION_EXPIRED')
    expect((await verify(mobile, key)).body.reason).toBe('CERTIFICATION_EXPIRED')
  })

  it('answers CERTIFICATION_EXPIRED after 180 s, and CERTIFICATION_REQUIRED when nothing was sent', async () => {
    const mobile = freshNumber()
    const key = await sentKey(mobile)
    offsetMs += 181_000
    expect((await verify(mobile, key)).body.reason).toBe('CERTIFICATION_EXPIRED')
    expect((await verify(freshNumber(), '12345')).body.reason).toBe('CERTIFICATION_REQUIRED')
  })

  it('answers 429 TOO_MANY_REQUESTS with retry_after to the sixth send in an hour', async () => {
    const mobile = freshNumber()
    for (let i = 0; i < 5; i++) expect((await send(mobile)).status).toBe(200)
    const refused = await send(mobile)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    expect(refused.body.retry_after).toBeGreaterThan(3500)
    expect(refused.body.retry_after).toBeLessThanOrEqual(3600)
    // Other numbers are not affected; an hour later this one may send again.
    expect((await send(freshNumber())).status).toBe(200)
    offsetMs += 3_601_000
    expect((await send(mobile)).status).toBe(200)
  })

  it('[R5.2] [R5.5] refuses 050 safe numbers, malformed numbers and keys longer than 5 digits', async () => {
    const safe = await send('05012345678')
    expect(safe.status).toBe(400)
    expect(safe.body).toMatchObject({ reason: 'INVALID_FORMAT', field: 'mobile_no', message: expect.stringContaining('안심번호') })
    for (const mobile of ['010123456', '010123456789', '010-1234-5678', '02123456789']) {
      expect((await send(mobile)).body).toMatchObject({ field: 'mobile_no' })
    }
    expect((await send('01012345678', 'LOGIN')).body).toMatchObject({ field: 'purpose' })
    expect((await verify(freshNumber(), '123456')).body).toMatchObject({ field: 'certification_key' })
    expect((await verify(freshNumber(), '')).body).toMatchObject({ field: 'certification_key' })
  })
})

/** A valid e-mail sign-up form for a fresh number with a verified key. */
async function signupForm(overrides: Record<string, unknown> = {}) {
  // The key goes to the number the form will carry: sign-up checks it before anything else.
  const mobile = typeof overrides.mobile_no === 'string' ? overrides.mobile_no : freshNumber()
  const key = await sentKey(mobile)
  const n = numbers
  return {
    email: `new${n}@petshop.test`,
    // Not a common password: `Newpass1!` is one, stripped of its `!`.
    password: 'Newpass12!',
    name: '새회원',
    nickname: `새회원${n}`,
    mobile_no: mobile,
    certification_key: key,
    marketing_agree: false,
    ...device,
    ...overrides,
  }
}

const signup = (form: Record<string, unknown>) => postJson(`${v2}/user/signup/email`, form)

describe('POST /v2/user/signup/email', () => {
  it('creates a member, signs them in and consumes the key', async () => {
    const form = await signupForm({ invite_code: 'hana2pet7k', marketing_agree: true })
    const { status, body } = await signup(form)
    expect(status).toBe(200)
    expect(body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), user_id: expect.any(Number) })
    const me = await postJson(`${v2}/user/detail`, device, { authorization: body.access_token })
    expect(me.body.user_info).toMatchObject({
      username: form.email,
      nickname: form.nickname,
      mobile_no: form.mobile_no,
      top_animal_info: null,
    })
    // The invite code gave a 5,000 won coupon; every sign-up gets the banner's first-purchase coupon (decision 027).
    expect(me.body.user_total).toMatchObject({ coupon_count: 2, cat_cnt: 0, dog_cnt: 0 })
    const [row] = await backend.db.query<{ invite_code: string; marketing_agree: boolean; signup_channel: string }>(
      'select invite_code, marketing_agree, signup_channel from users where user_id = $1',
      [body.user_id],
    )
    expect(row).toEqual({
      invite_code: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/),
      marketing_agree: true,
      signup_channel: 'EMAIL',
    })
    // 마케팅 정보 수신 is dated and turns the benefit pushes on, dated the same (decision 049).
    expect(me.body.user_info).toMatchObject({
      mobile_push_code: 'Y',
      push_agree_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    })
    const [dated] = await backend.db.query<{ at: Date | null }>('select marketing_agree_at as at from users where user_id = $1', [
      body.user_id,
    ])
    expect(dated?.at).toBeInstanceOf(Date)
    expect((await login(backend, form.email, form.password)).status).toBe(200)
    // The key is used up: it is refused before anything is said about the number, as spent (decision 042).
    const again = await signup({ ...form, email: 'again@petshop.test', nickname: '다시가입', mobile_no: form.mobile_no })
    expect(again.body.reason).toBe('CERTIFICATION_USED')
  })

  it('without 마케팅 정보 수신 the benefit pushes stay off and nothing is dated (decision 049)', async () => {
    const { body } = await signup(await signupForm({ marketing_agree: false }))
    const me = await postJson(`${v2}/user/detail`, device, { authorization: body.access_token })
    expect(me.body.user_info).toMatchObject({ mobile_push_code: 'N', push_agree_date: null })
    const [row] = await backend.db.query<{ at: Date | null }>('select marketing_agree_at as at from users where user_id = $1', [
      body.user_id,
    ])
    expect(row?.at).toBeNull()
  })

  it('answers EMAIL_REGISTERED, MOBILE_REGISTERED and NICKNAME_TAKEN on their fields', async () => {
    // A member's number gets no sign-up key (decision 026): MOBILE_REGISTERED is for a number
    // that became a member's after its key was sent.
    const taken = await signupForm()
    const other = await signup(await signupForm())
    expect(other.status).toBe(200)
    await backend.db.query('update users set mobile_no = $1 where user_id = $2', [taken.mobile_no, other.body.user_id])
    const cases: [Record<string, unknown>, string, string][] = [
      [await signupForm({ email: 'demo@petshop.test' }), 'EMAIL_REGISTERED', 'email'],
      [await signupForm({ email: 'DEMO@petshop.test' }), 'EMAIL_REGISTERED', 'email'],
      [taken, 'MOBILE_REGISTERED', 'mobile_no'],
      [await signupForm({ nickname: '코코언니' }), 'NICKNAME_TAKEN', 'nickname'],
    ]
    for (const [form, reason, field] of cases) {
      const { status, body } = await signup(form)
      expect([reason, status, body.code, body.reason, body.field]).toEqual([reason, 400, 'BAD_REQUEST', reason, field])
      expect(body.message).toMatch(/[가-힣]/)
    }
  })

  it('answers CERTIFICATION_INVALID, CERTIFICATION_REQUIRED and INVITE_CODE_INVALID', async () => {
    const form = await signupForm()
    const wrongKey = form.certification_key === '00000' ? '11111' : '00000'
    expect((await signup({ ...form, certification_key: wrongKey })).body).toMatchObject({
      reason: 'CERTIFICATION_INVALID',
      field: 'certification_key',
    })
    expect((await signup({ ...form, mobile_no: freshNumber() })).body.reason).toBe('CERTIFICATION_REQUIRED')
    expect((await signup({ ...form, invite_code: 'PET99999' })).body).toMatchObject({ reason: 'INVITE_CODE_INVALID', field: 'invite_code' })
    // A key sent to find an account does not sign anyone up.
    const mobile = freshNumber()
    const findKey = await sentKey(mobile, 'FIND')
    expect((await signup({ ...form, mobile_no: mobile, certification_key: findKey })).body.reason).toBe('CERTIFICATION_REQUIRED')
    // A wrong key or another number did not spend the key; the refused invite code did (decision 042):
    // the form without it needs a new key.
    expect((await signup(form)).body.reason).toBe('CERTIFICATION_USED')
    expect((await signup({ ...form, certification_key: await sentKey(form.mobile_no) })).status).toBe(200)
  })

  it('[R5.1] [R5.2] [R5.3] [R5.4] [R5.6] validates every field on the server', async () => {
    const form = await signupForm()
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.c' }, 'email'],
      [{ email: 'no-at-sign' }, 'email'],
      [{ email: undefined }, 'email'],
      [{ mobile_no: '05012345678' }, 'mobile_no'],
      [{ nickname: 'a' }, 'nickname'],
      [{ nickname: '닉네임!' }, 'nickname'],
      [{ nickname: 'abcdefghijklmnopq' }, 'nickname'],
      [{ password: 'Password12' }, 'password'],
      [{ password: 'Pass1!' }, 'password'],
      [{ password: '12345678!' }, 'password'],
      [{ password: 'Password!!' }, 'password'],
      [{ password: 'Password1!Password1!x' }, 'password'],
      [{ name: '' }, 'name'],
      [{ name: '가'.repeat(21) }, 'name'],
      [{ marketing_agree: 'yes' }, 'marketing_agree'],
    ]
    for (const [overrides, field] of cases) {
      const { status, body } = await signup({ ...form, ...overrides })
      expect([JSON.stringify(overrides), status, body.reason, body.field]).toEqual([
        JSON.stringify(overrides),
        400,
        'INVALID_FORMAT',
        field,
      ])
    }
    expect((await signup({ ...form, mobile_no: '05012345678' })).body.message).toContain('안심번호')
    // Korean, English and digits, 2–16 characters, are all fine; so is a 20-character name.
    expect((await signup({ ...form, nickname: '멍멍Dog2', name: '가'.repeat(20) })).status).toBe(200)
  })
})

describe('the shop’s deadline (X-Request-Timeout-Ms)', () => {
  it('a sign-up that could only finish after the shop stopped waiting makes no member and keeps the key', async () => {
    const form = await signupForm()
    // 2 ms: the password hash alone takes longer, so the deadline (a margin sooner) has passed at commit.
    const late = await postJson(`${v2}/user/signup/email`, form, { 'x-request-timeout-ms': '2' })
    expect(late.status).toBe(504)
    expect(late.body).toMatchObject({ code: 'TIMEOUT' })
    expect(late.body.message).toMatch(/[가-힣]/)
    const [count] = await backend.db.query<{ n: number }>('select count(*)::int as n from users where lower(email) = lower($1)', [
      form.email,
    ])
    expect(count?.n).toBe(0)
    // Nothing was used up: the same form, with time to spare, makes the member.
    const inTime = await postJson(`${v2}/user/signup/email`, form, { 'x-request-timeout-ms': '10000' })
    expect(inTime.status).toBe(200)
    expect((await login(backend, form.email, form.password)).status).toBe(200)
  })

  it('a sign-up already past its deadline when its turn comes is refused before the costly hash: an overloaded backend spends nothing on it', async () => {
    const form = await signupForm()
    let hashed = 0
    const member = {
      email: form.email,
      passwordHash: async () => {
        hashed++
        return 'never stored'
      },
      password: form.password,
      joinType: 'EMAIL' as const,
      name: form.name,
      nickname: form.nickname,
      mobileNo: form.mobile_no,
      certificationKey: form.certification_key,
      inviteCode: undefined,
      marketingAgree: false,
    }
    const refused = await createMember({ db: backend.db, now: () => new Date() }, member, device, { deadline: Date.now() - 1 }).catch(
      (error) => error,
    )
    expect(refused).toBeInstanceOf(HttpError)
    expect((refused as HttpError).code).toBe('TIMEOUT')
    expect(hashed).toBe(0)
  })

  it('a header that is no whole number of milliseconds sets no deadline', async () => {
    const form = await signupForm()
    expect((await postJson(`${v2}/user/signup/email`, form, { 'x-request-timeout-ms': '-5' })).status).toBe(200)
  })
})

describe('finding the account', () => {
  it('POST /v2/user/find/email answers the masked e-mail, the date and the join type', async () => {
    const key = await sentKey('01012345678', 'FIND')
    const { status, body } = await postJson(`${v2}/user/find/email`, { name: '김하늘', mobile_no: '01012345678', certification_key: key })
    expect(status).toBe(200)
    expect(body).toEqual({ email_masked: 'de**@petshop.test', created_at: '2024-03-15T02:30:00.000Z', join_type: 'EMAIL' })
    const other = await sentKey('01012345678', 'FIND')
    const missing = await postJson(`${v2}/user/find/email`, { name: '홍길동', mobile_no: '01012345678', certification_key: other })
    expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  it('POST /v2/user/password/reset sets a new password; the old one and old sessions stop working', async () => {
    const { body: session } = await login(backend, 'cat@petshop.test')
    const key = await sentKey('01023456789', 'FIND')
    const form = { email: 'cat@petshop.test', mobile_no: '01023456789', certification_key: key, password: 'Changed12#' }
    expect((await postJson(`${v2}/user/password/reset`, { ...form, password: 'short' })).body.field).toBe('password')
    expect((await postJson(`${v2}/user/password/reset`, { ...form, email: 'demo@petshop.test' })).status).toBe(404)
    expect(await postJson(`${v2}/user/password/reset`, form)).toMatchObject({ status: 200, body: { ok: true } })
    expect((await login(backend, 'cat@petshop.test', 'Changed12#')).status).toBe(200)
    expect((await login(backend, 'cat@petshop.test', DEMO_PASSWORD)).body.reason).toBe('INVALID_CREDENTIALS')
    expect((await postJson(`${v2}/user/detail`, device, { authorization: session.access_token })).status).toBe(401)
    // The key was used up.
    expect((await postJson(`${v2}/user/password/reset`, form)).body.reason).toBe('CERTIFICATION_REQUIRED')
  })
})
