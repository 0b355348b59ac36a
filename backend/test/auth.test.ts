import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/users'
import { device, login, postJson, startTestBackend } from './helpers'

let backend: RunningBackend
let v2: string

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

const detail = (token: string) => postJson(`${v2}/user/detail`, { ...device, session: token }, { authorization: token })
const setStatus = (email: string, status: string) => postJson(`${v2}/test/users/status`, { email, status })

describe('POST /v2/auth/login', () => {
  it('[R7.15] answers access and refresh tokens that expire in 60 minutes', async () => {
    const before = Date.now()
    const { status, body } = await login(backend, 'demo@petshop.test')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token', 'token_expire_date', 'trace_id', 'user_id'])
    expect(body.user_id).toBe(DEMO_USERS.demo)
    expect(body.access_token).not.toBe(body.refresh_token)
    expect(body.token_expire_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const expiresIn = new Date(body.token_expire_date).getTime() - before
    expect(expiresIn).toBeGreaterThan(59 * 60_000)
    expect(expiresIn).toBeLessThanOrEqual(61 * 60_000)
    expect((await detail(body.access_token)).status).toBe(200)
  })

  it('takes the e-mail without regard to case', async () => {
    expect((await login(backend, 'Demo@PetShop.test')).status).toBe(200)
  })

  it('answers the same INVALID_CREDENTIALS for a wrong password, an unknown e-mail and a password-less member', async () => {
    const wrong = await login(backend, 'demo@petshop.test', 'Petshop123?')
    const unknown = await login(backend, 'nobody@petshop.test')
    const social = await login(backend, 'kakao.demo@petshop.test')
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ code: 'BAD_REQUEST', reason: 'INVALID_CREDENTIALS', field: 'password', message: expect.any(String) })
    expect(unknown).toMatchObject({ status: wrong.status, body: wrong.body })
    expect(social).toMatchObject({ status: wrong.status, body: wrong.body })
  })

  it('answers 403 BLACK_LISTED_USER to a blacklisted member, but only with the right password', async () => {
    const { status, body } = await login(backend, 'blacklist@petshop.test')
    expect(status).toBe(403)
    expect(body.code).toBe('BLACK_LISTED_USER')
    expect((await login(backend, 'blacklist@petshop.test', 'wrong-Pass1!')).body.reason).toBe('INVALID_CREDENTIALS')
  })

  it("answers 401 'already withdrawn user' to a withdrawn member", async () => {
    const { status, body } = await login(backend, 'withdrawn@petshop.test')
    expect(status).toBe(401)
    expect(body).toMatchObject({ code: 'UNAUTHORIZED', message: 'already withdrawn user' })
  })

  it('refuses a body that is not a sign-in form, naming the field', async () => {
    const { status, body } = await postJson(`${v2}/auth/login`, { email: 'not-an-email', password: DEMO_PASSWORD })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field: 'email' })
    const missing = await postJson(`${v2}/auth/login`, { email: 'demo@petshop.test' })
    expect(missing.body).toMatchObject({ field: 'password' })
  })
})

describe('POST /v2/auth/user', () => {
  it('[R7.15] answers a pair of its own in the same sign-in (tokens are stored hashed), with a fresh trace id', async () => {
    const { body: tokens } = await login(backend, 'demo@petshop.test')
    const { status, body } = await postJson(`${v2}/auth/user`, device, { authorization: tokens.access_token })
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token', 'token_expire_date', 'trace_id', 'user_id'])
    expect(body.user_id).toBe(DEMO_USERS.demo)
    expect(body.trace_id).not.toBe(tokens.trace_id)
    // Two holders never share a refresh token: the second one's rotation would look like a replay.
    expect(body.refresh_token).not.toBe(tokens.refresh_token)
    expect((await detail(body.access_token)).status).toBe(200)
    expect((await detail(tokens.access_token)).status).toBe(200)
    // Same family: a replay of the caller's rotated token ends the new pair too.
    const rotated = await postJson(`${v2}/auth/refresh`, { refresh_token: tokens.refresh_token, ...device })
    expect(rotated.status).toBe(200)
    expect((await postJson(`${v2}/auth/refresh`, { refresh_token: tokens.refresh_token, ...device })).status).toBe(401)
    expect((await detail(body.access_token)).status).toBe(401)
  })

  it('answers 401 without a live session', async () => {
    expect((await postJson(`${v2}/auth/user`, device)).status).toBe(401)
    expect((await postJson(`${v2}/auth/user`, device, { authorization: 'nope' })).body.code).toBe('UNAUTHORIZED')
  })
})

describe('POST /v2/auth/refresh', () => {
  it('[R7.15] rotates both tokens; the old refresh and access tokens die', async () => {
    const { body: first } = await login(backend, 'cat@petshop.test')
    const { status, body: second } = await postJson(`${v2}/auth/refresh`, { refresh_token: first.refresh_token, ...device })
    expect(status).toBe(200)
    expect(second.user_id).toBe(DEMO_USERS.cat)
    expect(second.access_token).not.toBe(first.access_token)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect((await detail(second.access_token)).status).toBe(200)
    expect((await detail(first.access_token)).status).toBe(401)

    const again = await postJson(`${v2}/auth/refresh`, { refresh_token: first.refresh_token, ...device })
    expect(again.status).toBe(401)
    expect(again.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' })
  })

  it('answers 401 TOKEN_INVALID for an unknown refresh token and 400 without one', async () => {
    expect((await postJson(`${v2}/auth/refresh`, { refresh_token: 'nope', ...device })).body.reason).toBe('TOKEN_INVALID')
    expect((await postJson(`${v2}/auth/refresh`, device)).status).toBe(400)
  })
})

describe('POST /v2/user/logout', () => {
  it('[R7.15] deletes the session and its refresh token; a second logout is still ok', async () => {
    const { body: tokens } = await login(backend, 'demo@petshop.test')
    const logout = () => postJson(`${v2}/user/logout`, { ...device, session: tokens.access_token }, { authorization: tokens.access_token })
    expect(await logout()).toMatchObject({ status: 200, body: { ok: true } })
    expect((await detail(tokens.access_token)).status).toBe(401)
    expect((await postJson(`${v2}/auth/refresh`, { refresh_token: tokens.refresh_token })).status).toBe(401)
    expect(await logout()).toMatchObject({ status: 200, body: { ok: true } })
  })
})

describe('test hooks', () => {
  it('expiring an access token makes /user/detail 401 while /auth/refresh still works', async () => {
    const { body: tokens } = await login(backend, 'demo@petshop.test')
    const expired = await postJson(`${v2}/test/tokens/expire`, { access_token: tokens.access_token })
    expect(expired).toMatchObject({ status: 200, body: { ok: true } })
    expect((await detail(tokens.access_token)).status).toBe(401)
    const refreshed = await postJson(`${v2}/auth/refresh`, { refresh_token: tokens.refresh_token, ...device })
    expect(refreshed.status).toBe(200)
    expect((await detail(refreshed.body.access_token)).status).toBe(200)
    expect((await postJson(`${v2}/test/tokens/expire`, { access_token: 'nope' })).status).toBe(404)
  })

  it("[R6.4] a withdrawn member's open session gets 200 with statusCode 401 inside user_info, and nothing else", async () => {
    const { body: tokens } = await login(backend, 'link@petshop.test')
    expect(await setStatus('link@petshop.test', 'WITHDRAWN')).toMatchObject({ status: 200, body: { status: 'WITHDRAWN' } })
    try {
      const { status, body } = await detail(tokens.access_token)
      expect(status).toBe(200)
      expect(body).toEqual({ user_info: { status_code: 401 } })
      const other = await postJson(`${v2}/pet/list`, {}, { authorization: tokens.access_token })
      expect(other).toMatchObject({ status: 401, body: { message: 'already withdrawn user' } })
      expect((await postJson(`${v2}/auth/refresh`, { refresh_token: tokens.refresh_token })).body.message).toBe('already withdrawn user')
    } finally {
      await setStatus('link@petshop.test', 'ACTIVE')
    }
  })

  it('a blacklisted member gets 403 BLACK_LISTED_USER on every authenticated call, and can still log out', async () => {
    const { body: tokens } = await login(backend, 'cat@petshop.test')
    await setStatus('cat@petshop.test', 'BLACKLISTED')
    try {
      const auth = { authorization: tokens.access_token }
      for (const path of ['/user/detail', '/auth/user', '/pet/list', '/animal/registered/count']) {
        const { status, body } = await postJson(`${v2}${path}`, { ...device, session: tokens.access_token }, auth)
        expect([path, status, body.code]).toEqual([path, 403, 'BLACK_LISTED_USER'])
      }
      expect((await postJson(`${v2}/auth/refresh`, { refresh_token: tokens.refresh_token })).status).toBe(403)
      expect((await postJson(`${v2}/user/logout`, device, auth)).body).toEqual({ ok: true })
    } finally {
      await setStatus('cat@petshop.test', 'ACTIVE')
    }
  })

  it('answers 404 for an unknown e-mail and 400 for an unknown status', async () => {
    expect((await setStatus('nobody@petshop.test', 'ACTIVE')).status).toBe(404)
    expect((await setStatus('demo@petshop.test', 'DELETED')).status).toBe(400)
  })

  it('turn faults on with them', async () => {
    const response = await fetch(`${backend.url}/bff/health`, { headers: { 'x-test-fault': 'status:503' } })
    expect(response.status).toBe(503)
  })
})
