import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/users'
import { device, fetchJson, postJson, startTestBackend } from './helpers'
import { authorizeUrl, exchange, formsOf, pkcePair, providerToken, submit } from './oauth-client'

let backend: RunningBackend
let v2: string
let offsetMs = 0

beforeAll(async () => {
  // Test hooks: the SMS outbox, where the certification keys are read.
  backend = await startTestBackend({ now: () => new Date(Date.now() + offsetMs), testHooks: true })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

const socialLogin = (provider: string, token: string) =>
  postJson(`${v2}/auth/social/login`, { provider, provider_access_token: token, ...device })

/** A new Kakao account made on the consent page, and its provider token. */
async function newKakaoAccount(email: string, nickname: string): Promise<string> {
  const { verifier, challenge } = pkcePair()
  const page = await (await fetch(authorizeUrl(backend, 'kakao', { code_challenge: challenge }))).text()
  const form = formsOf(page).find((f) => f.fields.decision === 'new')
  if (!form) throw new Error('no new-account form')
  const answer = await submit(backend, form, { email, nickname })
  const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? ''
  const token = await exchange(backend, 'kakao', { code, code_verifier: verifier })
  return ((await token.json()) as { access_token: string }).access_token
}

async function certifiedNumber(mobile: string): Promise<string> {
  await postJson(`${v2}/user/certification/send`, { mobile_no: mobile, purpose: 'SIGNUP' })
  return (await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobile}`)).body.messages[0].certificationKey
}

describe('POST /v2/auth/social/login', () => {
  it('signs in the member linked to the provider account (Kakao, Naver)', async () => {
    const kakao = await socialLogin('KAKAO', await providerToken(backend, 'kakao', 'kakao.demo@petshop.test'))
    expect(kakao.status).toBe(200)
    expect(kakao.body).toMatchObject({ user_id: DEMO_USERS.kakao, access_token: expect.any(String), refresh_token: expect.any(String) })
    const naver = await socialLogin('NAVER', await providerToken(backend, 'naver', 'naver.demo@petshop.test'))
    expect(naver.body.user_id).toBe(DEMO_USERS.naver)
  })

  it('answers 401 TOKEN_INVALID for an unknown token or one of another provider', async () => {
    expect((await socialLogin('KAKAO', 'nope')).body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' })
    const kakaoToken = await providerToken(backend, 'kakao', 'kakao.demo@petshop.test')
    expect((await socialLogin('NAVER', kakaoToken)).status).toBe(401)
    expect((await socialLogin('GOOGLE', kakaoToken)).body).toMatchObject({ reason: 'INVALID_FORMAT', field: 'provider' })
  })

  it('answers 404 SOCIAL_NOT_REGISTERED with a sign-up token for an account without a member', async () => {
    const { status, body } = await socialLogin('KAKAO', await providerToken(backend, 'kakao', 'kakao.new@petshop.test'))
    expect(status).toBe(404)
    expect(body).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'SOCIAL_NOT_REGISTERED',
      signup_token: expect.any(String),
      email: 'kakao.new@petshop.test',
    })
  })

  it("answers 409 EMAIL_REGISTERED with a link token when the e-mail is a member's without this provider", async () => {
    const { status, body } = await socialLogin('KAKAO', await providerToken(backend, 'kakao', 'link@petshop.test'))
    expect(status).toBe(409)
    expect(body).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'EMAIL_REGISTERED',
      link_token: expect.any(String),
      email: 'link@petshop.test',
    })
  })

  it('refuses the token of a code that was replayed (the provider revoked it)', async () => {
    const { verifier, challenge } = pkcePair()
    const page = await (await fetch(authorizeUrl(backend, 'kakao', { code_challenge: challenge }))).text()
    const form = formsOf(page).find((f) => f.html.includes('kakao.demo@petshop.test'))
    if (!form) throw new Error('no account')
    const code = new URL((await submit(backend, form)).headers.get('location') ?? '').searchParams.get('code') ?? ''
    const first = (await (await exchange(backend, 'kakao', { code, code_verifier: verifier })).json()) as { access_token: string }
    expect((await exchange(backend, 'kakao', { code, code_verifier: verifier })).status).toBe(400)
    expect((await socialLogin('KAKAO', first.access_token)).status).toBe(401)
  })
})

describe('POST /v2/user/signup/social', () => {
  it('creates a member with the provider e-mail and no password; the provider then signs them in', async () => {
    const providerAccess = await newKakaoAccount('social.new@petshop.test', '소셜신규')
    const { body: refused } = await socialLogin('KAKAO', providerAccess)
    const form = {
      signup_token: refused.signup_token,
      name: '소셜회원',
      nickname: '소셜회원1',
      mobile_no: '01077770001',
      certification_key: await certifiedNumber('01077770001'),
      invite_code: '',
      marketing_agree: true,
      ...device,
    }
    expect((await postJson(`${v2}/user/signup/social`, { ...form, nickname: '코코언니' })).body.reason).toBe('NICKNAME_TAKEN')
    // The refused form spent the key (decision 042): the corrected one asks for a new key.
    expect((await postJson(`${v2}/user/signup/social`, form)).body.reason).toBe('CERTIFICATION_USED')
    form.certification_key = await certifiedNumber('01077770001')
    const { status, body } = await postJson(`${v2}/user/signup/social`, form)
    expect(status).toBe(200)
    const [user] = await backend.db.query<{ email: string; password_hash: string | null; signup_channel: string }>(
      'select email, password_hash, signup_channel from users where user_id = $1',
      [body.user_id],
    )
    expect(user).toEqual({ email: 'social.new@petshop.test', password_hash: null, signup_channel: 'KAKAO' })
    expect((await socialLogin('KAKAO', providerAccess)).body.user_id).toBe(body.user_id)
    // The sign-up token is spent.
    expect((await postJson(`${v2}/user/signup/social`, { ...form, nickname: '소셜회원2' })).body.reason).toBe('TOKEN_INVALID')
  })

  it('answers 401 TOKEN_INVALID for a sign-up token older than 30 minutes or an unknown one', async () => {
    const { body: refused } = await socialLogin('KAKAO', await newKakaoAccount('social.late@petshop.test', '늦은가입'))
    const form = {
      signup_token: refused.signup_token,
      name: '늦은회원',
      nickname: '늦은회원',
      mobile_no: '01077770002',
      certification_key: await certifiedNumber('01077770002'),
      marketing_agree: false,
    }
    offsetMs += 31 * 60_000
    try {
      const late = await postJson(`${v2}/user/signup/social`, form)
      expect(late).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' } })
      expect((await postJson(`${v2}/user/signup/social`, { ...form, signup_token: 'nope' })).status).toBe(401)
    } finally {
      offsetMs -= 31 * 60_000
    }
  })
})

describe('POST /v2/user/link/social', () => {
  it('links the provider to the member with that e-mail once the password is right', async () => {
    const providerAccess = await providerToken(backend, 'kakao', 'link@petshop.test')
    const { body: conflict } = await socialLogin('KAKAO', providerAccess)
    const link = (password: string) => postJson(`${v2}/user/link/social`, { link_token: conflict.link_token, password, ...device })
    expect((await link('Wrong123!')).body).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_CREDENTIALS', field: 'password' })
    const linked = await link(DEMO_PASSWORD)
    expect(linked).toMatchObject({ status: 200, body: { user_id: DEMO_USERS.link } })
    expect((await socialLogin('KAKAO', providerAccess)).body.user_id).toBe(DEMO_USERS.link)
    expect((await link(DEMO_PASSWORD)).body.reason).toBe('TOKEN_INVALID')
  })

  it('lets a link token survive only 5 wrong passwords', async () => {
    const { body: conflict } = await socialLogin('KAKAO', await newKakaoAccount('demo@petshop.test', '데모카카오'))
    expect(conflict.reason).toBe('EMAIL_REGISTERED')
    const link = (password: string) => postJson(`${v2}/user/link/social`, { link_token: conflict.link_token, password })
    for (let i = 0; i < 5; i++) expect((await link('Wrong123!')).body.reason).toBe('INVALID_CREDENTIALS')
    expect((await link(DEMO_PASSWORD)).body.reason).toBe('TOKEN_INVALID')
  })
})
