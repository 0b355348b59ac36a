import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { device, login, postJson, signupKey, startTestBackend } from './helpers'
import { authorizeUrl, exchange, formsOf, pkcePair, submit } from './oauth-client'

/**
 * Decision 042 (a certification key answers once): one key sent to one's own number used to
 * check any number of e-mails, because a refused sign-up never spent it. Now a sign-up refused
 * after its key was checked spends the key for any other form; the same form again (a
 * double-click, or 가입하기 again after a slow answer) is the same submission, not a second use.
 */

let backend: RunningBackend
let v2: string

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

let numbers = 0
const freshNumber = () => `0104100${String(++numbers).padStart(4, '0')}`

const sentKey = (mobileNo: string) => signupKey(backend, mobileNo)

const signup = (form: Record<string, unknown>, headers: Record<string, string> = {}) => postJson(`${v2}/user/signup/email`, form, headers)

/** A valid sign-up form with a fresh number and its key. */
async function signupForm(overrides: Record<string, unknown> = {}) {
  const mobile = freshNumber()
  return {
    email: `once${numbers}@petshop.test`,
    password: 'Oncepass47!',
    name: '한번만',
    nickname: `한번만${numbers}`,
    mobile_no: mobile,
    certification_key: await sentKey(mobile),
    marketing_agree: false,
    ...device,
    ...overrides,
  }
}

const membersWith = async (email: string) =>
  (await backend.db.query<{ n: number }>('select count(*)::int as n from users where lower(email) = lower($1)', [email]))[0]?.n

const refusal = (answer: { status: number; body: Record<string, unknown> }) => ({
  status: answer.status,
  reason: answer.body.reason,
  field: answer.body.field,
  message: answer.body.message,
})

describe('a certification key answers once (decision 042)', () => {
  it('the finding’s loop: one key and many e-mails get one informative answer, then the same “get a new key” for members and strangers', async () => {
    // As in the finding: a made-up invite code, so a stranger's e-mail heard about the code and a member's about the e-mail.
    const form = await signupForm({ invite_code: 'NOPE2PET7K' })
    const emails = ['demo@petshop.test', 'nobody41a@petshop.test', 'cat@petshop.test', 'nobody41b@petshop.test', 'link@petshop.test']
    const answers = []
    for (const email of emails) answers.push(refusal(await signup({ ...form, email })))
    // The invite code is checked before the e-mail: the one informative answer says nothing about membership.
    expect(answers[0]).toMatchObject({ status: 400, reason: 'INVITE_CODE_INVALID', field: 'invite_code' })
    const spent = { status: 400, reason: 'CERTIFICATION_USED', field: 'certification_key', message: expect.stringMatching(/다시 받아/) }
    for (const answer of answers.slice(1)) expect(answer).toEqual(spent)
    // Member or not, the later answers are the same answer.
    expect(new Set(answers.slice(1).map((a) => JSON.stringify(a))).size).toBe(1)
    // With a real code too: the first e-mail is answered, every other one hears the key is spent.
    const valid = await signupForm({ invite_code: 'HANA2PET7K' })
    expect(refusal(await signup({ ...valid, email: 'nobody41c@petshop.test', nickname: '코코언니' }))).toMatchObject({
      reason: 'NICKNAME_TAKEN',
    })
    for (const email of ['demo@petshop.test', 'nobody41d@petshop.test'])
      expect(refusal(await signup({ ...valid, email, nickname: '코코언니' }))).toEqual(spent)
  })

  it('whether an e-mail, number or nickname is taken is answered only when the rest of the form is valid', async () => {
    const form = await signupForm({ email: 'demo@petshop.test', nickname: '코코언니', invite_code: 'NOPE2PET7K' })
    expect(refusal(await signup(form))).toMatchObject({ reason: 'INVITE_CODE_INVALID', field: 'invite_code' })
    const fixed = await signupForm({ email: 'demo@petshop.test', invite_code: 'HANA2PET7K' })
    expect(refusal(await signup(fixed))).toMatchObject({ reason: 'EMAIL_REGISTERED', field: 'email' })
  })

  it('a refused sign-up spends the key: the corrected form needs a new key, and with one it signs up', async () => {
    const form = await signupForm({ nickname: '코코언니' })
    expect(refusal(await signup(form))).toMatchObject({ reason: 'NICKNAME_TAKEN' })
    const corrected = { ...form, nickname: `고침${numbers}` }
    expect(refusal(await signup(corrected))).toMatchObject({ reason: 'CERTIFICATION_USED', field: 'certification_key' })
    expect(await membersWith(form.email)).toBe(0)
    const again = await signup({ ...corrected, certification_key: await sentKey(form.mobile_no) })
    expect(again.status).toBe(200)
    expect(await membersWith(form.email)).toBe(1)
  })

  it('the same refused form again is the same submission: it hears the same answer, not that the key is spent', async () => {
    const form = await signupForm({ email: 'cat@petshop.test' })
    const first = refusal(await signup(form))
    expect(first).toMatchObject({ reason: 'EMAIL_REGISTERED', field: 'email' })
    expect(refusal(await signup(form))).toEqual(first)
  })

  it('a member’s key is spent by the sign-up it made: another form with it is refused, and signs nobody in', async () => {
    const form = await signupForm()
    expect((await signup(form)).status).toBe(200)
    const other = await signup({ ...form, email: 'again41@petshop.test', nickname: `다시${numbers}` })
    expect(refusal(other)).toMatchObject({ reason: 'CERTIFICATION_USED' })
    expect(await membersWith('again41@petshop.test')).toBe(0)
  })
})

describe('the same 가입하기 twice still ends signed in (decision 019)', () => {
  it('a double-click: both posts at once answer tokens of the one member the form made', async () => {
    const form = await signupForm()
    const [a, b] = await Promise.all([signup(form), signup(form)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.body.user_id).toBe(a.body.user_id)
    expect(b.body.access_token).toEqual(expect.any(String))
    expect(await membersWith(form.email)).toBe(1)
    // The second answer's session works: the browser keeps only that one.
    expect((await postJson(`${v2}/user/detail`, device, { authorization: b.body.access_token })).status).toBe(200)
  })

  it('pressed again after the first answer: signed in as the member made, with one member and one sign-up coupon', async () => {
    const form = await signupForm()
    const first = await signup(form)
    expect(first.status).toBe(200)
    const again = await signup(form)
    expect(again.status).toBe(200)
    expect(again.body.user_id).toBe(first.body.user_id)
    expect(await membersWith(form.email)).toBe(1)
    const [coupons] = await backend.db.query<{ n: number }>(`select count(*)::int as n from coupons where user_id = $1`, [
      first.body.user_id,
    ])
    expect(coupons?.n).toBe(1)
  })

  it('pressed again after a slow answer (the shop gave up, no member made): the same form makes the member', async () => {
    const form = await signupForm()
    expect((await signup(form, { 'x-request-timeout-ms': '2' })).status).toBe(504)
    expect(await membersWith(form.email)).toBe(0)
    expect((await signup(form)).status).toBe(200)
    expect((await login(backend, form.email, form.password)).status).toBe(200)
  })

  it('the same key and form with another password is not the same submission: nobody is signed in', async () => {
    const form = await signupForm()
    expect((await signup(form)).status).toBe(200)
    const guess = await signup({ ...form, password: 'Otherpass58!' })
    expect(guess.status).toBe(400)
    expect(guess.body).not.toHaveProperty('access_token')
    expect(refusal(guess)).toMatchObject({ reason: 'CERTIFICATION_USED' })
  })

  it('a social sign-up sent twice signs in the one member it made', async () => {
    const mobile = freshNumber()
    const email = `kakao41.${numbers}@petshop.test`
    const login = await postJson(`${v2}/auth/social/login`, {
      provider: 'KAKAO',
      provider_access_token: await newKakaoAccount(email, '카카오41'),
      ...device,
    })
    expect(login.status).toBe(404)
    const form = {
      signup_token: login.body.signup_token,
      name: '카카오',
      nickname: `카카오${numbers}`,
      mobile_no: mobile,
      certification_key: await sentKey(mobile),
      marketing_agree: false,
      ...device,
    }
    const first = await postJson(`${v2}/user/signup/social`, form)
    expect(first.status).toBe(200)
    const again = await postJson(`${v2}/user/signup/social`, form)
    expect(again.status).toBe(200)
    expect(again.body.user_id).toBe(first.body.user_id)
    expect(await membersWith(email)).toBe(1)
    // Another form with the spent token and key is refused.
    const other = await postJson(`${v2}/user/signup/social`, { ...form, nickname: `다른${numbers}` })
    expect(other.status).toBeGreaterThanOrEqual(400)
    expect(other.body).not.toHaveProperty('access_token')
  })
})

/** A new Kakao account made on the stand-in's consent page, and its provider token. */
async function newKakaoAccount(email: string, nickname: string): Promise<string> {
  const { verifier, challenge } = pkcePair()
  const page = await (await fetch(authorizeUrl(backend, 'kakao', { code_challenge: challenge }))).text()
  const consent = formsOf(page).find((f) => f.fields.decision === 'new')
  if (!consent) throw new Error('no new-account form')
  const answer = await submit(backend, consent, { email, nickname })
  const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? ''
  const token = await exchange(backend, 'kakao', { code, code_verifier: verifier })
  return ((await token.json()) as { access_token: string }).access_token
}
