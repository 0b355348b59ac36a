import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { postForm, startTestBackend } from './helpers'
import { authorizeUrl, chooseAccount, codeFor, exchange, formsOf, pkcePair, REDIRECT, submit } from './oauth-client'

let backend: RunningBackend
let offsetMs = 0

beforeAll(async () => {
  backend = await startTestBackend({ now: () => new Date(Date.now() + offsetMs) })
})
afterAll(() => backend.close())

describe('GET /oauth/{provider}/authorize', () => {
  it("renders a Korean consent page without script that lists the provider's accounts", async () => {
    const response = await fetch(authorizeUrl(backend, 'kakao'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await response.text()
    expect(html).toContain('<html lang="ko">')
    expect(html).toContain('카카오 계정으로 로그인')
    expect(html).toContain('이 계정으로 계속')
    for (const email of ['kakao.demo@petshop.test', 'kakao.new@petshop.test', 'link@petshop.test']) expect(html).toContain(email)
    expect(html).not.toContain('naver.demo@petshop.test')
    expect(html).not.toMatch(/<script|<link|src=/i)
    const forms = formsOf(html)
    expect(forms.map((f) => f.fields.decision)).toEqual(['account', 'account', 'account', 'new', 'cancel'])
    expect(forms[0]?.action).toBe('/oauth/kakao/authorize')
    expect(forms[0]?.fields).toMatchObject({
      client_id: 'petshop-kakao',
      redirect_uri: REDIRECT,
      state: 'state-123',
      consent: expect.any(String),
    })
  })

  it('renders a 400 error page, never a redirect, for a missing or wrong parameter', async () => {
    const bad: Record<string, string | undefined>[] = [
      { client_id: 'petshop-naver' },
      { client_id: undefined },
      { state: undefined },
      { code_challenge: undefined },
      { code_challenge: 'short' },
      { code_challenge_method: 'plain' },
      { code_challenge_method: undefined },
      { response_type: 'token' },
      { redirect_uri: 'javascript:alert(1)' },
      { redirect_uri: '/relative/callback' },
      { redirect_uri: 'http://127.0.0.1:3000/cb#fragment' },
      { redirect_uri: undefined },
    ]
    for (const overrides of bad) {
      const response = await fetch(authorizeUrl(backend, 'kakao', overrides), { redirect: 'manual' })
      expect([JSON.stringify(overrides), response.status, response.headers.get('location')]).toEqual([JSON.stringify(overrides), 400, null])
      expect(await response.text()).toContain('로그인할 수 없어요')
    }
    expect((await fetch(authorizeUrl(backend, 'apple', { response_mode: 'query' }))).status).toBe(400)
    expect((await fetch(`${backend.url}/oauth/google/authorize`)).status).toBe(404)
  })

  it('escapes what it echoes', async () => {
    const html = await (await fetch(authorizeUrl(backend, 'naver', { state: '"><script>alert(1)</script>' }))).text()
    expect(html).not.toContain('<script>')
    expect(formsOf(html)[0]?.fields.state).toBe('"><script>alert(1)</script>')
  })
})

describe('POST /oauth/{provider}/authorize', () => {
  it('redirects to redirect_uri with code and state for Kakao and Naver', async () => {
    for (const [provider, email] of [
      ['kakao', 'kakao.demo@petshop.test'],
      ['naver', 'naver.demo@petshop.test'],
    ] as const) {
      const answer = await chooseAccount(backend, provider, email, { state: 'xyz/=&1' })
      expect(answer.status).toBe(302)
      const location = new URL(answer.headers.get('location') ?? '')
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
      expect(location.searchParams.get('state')).toBe('xyz/=&1')
      expect(location.searchParams.get('code')).toMatch(/^[\w-]{40,}$/)
    }
  })

  it('answers Apple with a page whose visible 계속 button posts code, state and, the first time only, user', async () => {
    const first = await chooseAccount(backend, 'apple', 'apple.demo@privaterelay.appleid.com')
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(html).not.toContain('<script')
    const [form] = formsOf(html)
    expect(form?.action).toBe(REDIRECT)
    expect(form?.html).toContain('계속</button>')
    expect(form?.fields).toMatchObject({ code: expect.any(String), state: 'state-123' })
    expect(JSON.parse(form?.fields.user ?? '')).toEqual({
      email: 'apple.demo@privaterelay.appleid.com',
      name: { firstName: '애플데모', lastName: '' },
    })
    const [again] = formsOf(await (await chooseAccount(backend, 'apple', 'apple.demo@privaterelay.appleid.com')).text())
    expect(again?.fields.user).toBeUndefined()
  })

  it('answers 취소 with error=access_denied and the state', async () => {
    const page = await (await fetch(authorizeUrl(backend, 'kakao'))).text()
    const cancel = formsOf(page).find((f) => f.fields.decision === 'cancel')
    if (!cancel) throw new Error('no cancel form')
    const answer = await submit(backend, cancel)
    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get('location') ?? '')
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'access_denied', state: 'state-123' })
  })

  it('creates a provider account with the new-account form; a taken e-mail re-renders the page', async () => {
    const page = await (await fetch(authorizeUrl(backend, 'naver'))).text()
    const form = formsOf(page).find((f) => f.fields.decision === 'new')
    if (!form) throw new Error('no new-account form')
    const created = await submit(backend, form, { email: 'fresh.naver@petshop.test', nickname: '새네이버' })
    expect(created.status).toBe(302)
    expect(await (await fetch(authorizeUrl(backend, 'naver'))).text()).toContain('fresh.naver@petshop.test')
    const taken = await submit(backend, form, { email: 'naver.demo@petshop.test', nickname: '또네이버' })
    expect(taken.status).toBe(400)
    expect(await taken.text()).toContain('이미 있는 계정이에요')
    const invalid = await submit(backend, form, { email: 'not-an-email', nickname: '닉' })
    expect(invalid.status).toBe(400)
  })

  it('refuses a consent form it did not render (changed redirect_uri or no signature)', async () => {
    const page = await (await fetch(authorizeUrl(backend, 'kakao'))).text()
    const [form] = formsOf(page)
    if (!form) throw new Error('no form')
    const changed = await submit(backend, form, { redirect_uri: 'https://evil.example/cb' })
    expect([changed.status, changed.headers.get('location')]).toEqual([400, null])
    const unsigned = await submit(backend, form, { consent: '' })
    expect(unsigned.status).toBe(400)
  })
})

describe('POST /oauth/{provider}/token', () => {
  const kakaoCode = async (challenge: string) => codeFor(backend, 'kakao', 'kakao.demo@petshop.test', challenge)

  it('trades a code and the right verifier for a bearer token', async () => {
    const { verifier, challenge } = pkcePair()
    const answer = await exchange(backend, 'kakao', { code: await kakaoCode(challenge), code_verifier: verifier })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: expect.any(Number) })
  })

  it('answers invalid_grant for a wrong verifier, a reused code, another redirect_uri or client, and an old code', async () => {
    const invalidGrant = async (response: Response) => {
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'invalid_grant' })
    }
    const wrong = pkcePair()
    const { verifier, challenge } = pkcePair()
    await invalidGrant(await exchange(backend, 'kakao', { code: await kakaoCode(challenge), code_verifier: wrong.verifier }))

    const code = await kakaoCode(challenge)
    expect((await exchange(backend, 'kakao', { code, code_verifier: verifier })).status).toBe(200)
    await invalidGrant(await exchange(backend, 'kakao', { code, code_verifier: verifier }))

    await invalidGrant(
      await exchange(backend, 'kakao', { code: await kakaoCode(challenge), code_verifier: verifier, redirect_uri: `${REDIRECT}/other` }),
    )
    // Another provider's endpoint does not take a Kakao code.
    await invalidGrant(await exchange(backend, 'naver', { code: await kakaoCode(challenge), code_verifier: verifier }))

    const old = await kakaoCode(challenge)
    offsetMs += 5 * 60_000 + 1000
    await invalidGrant(await exchange(backend, 'kakao', { code: old, code_verifier: verifier }))
  })

  it('answers invalid_request, invalid_client and unsupported_grant_type to malformed calls', async () => {
    const url = `${backend.url}/oauth/kakao/token`
    expect(await (await postForm(url, { grant_type: 'password' })).json()).toEqual({ error: 'unsupported_grant_type' })
    expect(await (await postForm(url, { grant_type: 'authorization_code' })).json()).toEqual({ error: 'invalid_request' })
    const { verifier } = pkcePair()
    const wrongClient = await exchange(backend, 'kakao', { code: 'x', code_verifier: verifier, client_id: 'someone-else' })
    expect(wrongClient.status).toBe(401)
    expect(await wrongClient.json()).toEqual({ error: 'invalid_client' })
  })
})
