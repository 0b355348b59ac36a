import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { readAuth } from '~/session/auth.server'
import { pendingSocialCookie } from '~/session/cookies.server'
import { DEMO_USERS } from '../../../backend/seed/users'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { providerReturn, sessionsOf } from '../../../tests/fixtures/route-members'
import { loader as signinPage } from './auth.signin'
import { loader } from './auth.signin_.callback.$provider'

/**
 * The providers' way back (R2.1): the state in the browser's cookie must match, the stand-in
 * provider's code is exchanged with the PKCE verifier, and V2 answers a member, a sign-up or a link.
 */
const live = liveBackendForFile()

const callback = (browser: Browser, path: string) => visit(browser, loader, path, {}, { provider: path.split('/')[4]?.split('?')[0] ?? '' })

/** What /auth/signin shows after a refused callback sent the shopper there. */
const signinError = async (browser: Browser, location: string) =>
  ((await (await visit(browser, signinPage, location)).json()) as { error: string | null }).error

/** A consent answered by the stand-in, with its `state` replaced: a forged or someone else's callback. */
function withState(path: string, state: string | null) {
  const url = new URL(path, 'http://shop.test')
  if (state === null) url.searchParams.delete('state')
  else url.searchParams.set('state', state)
  return `${url.pathname}${url.search}`
}

describe('a good round trip signs the linked member in', () => {
  test('[R2.1] Kakao: the member linked to the account is signed in, sent to next, and the transaction cookie is cleared', async () => {
    const browser = new Browser()
    const before = await sessionsOf(live.backend, DEMO_USERS.kakao)
    const back = await providerReturn(live.backend, browser, 'kakao', { account: 'kakao.demo@petshop.test' }, '/main/tab/3')
    const answer = await callback(browser, back)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/main/tab/3')
    expect((await readAuth(browser.jar.header()))?.userId).toBe(DEMO_USERS.kakao)
    expect(answer.headers.getSetCookie().some((c) => /^pd_oauth=;/.test(c))).toBe(true)
    expect(await sessionsOf(live.backend, DEMO_USERS.kakao)).toBe(before + 1)
  })

  test('[R2.1] Apple: the form_post answer (handed to the route as a GET) signs the Apple member in', async () => {
    const browser = new Browser()
    const back = await providerReturn(live.backend, browser, 'apple', { account: 'apple.demo@privaterelay.appleid.com' })
    expect(new URL(back, 'http://shop.test').searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    const answer = await callback(browser, back)
    expect(answer.headers.get('location')).toBe('/my')
    expect((await readAuth(browser.jar.header()))?.userId).toBe(DEMO_USERS.apple)
  })

  test('[R2.1] the same callback replayed after the sign-in is refused: its transaction is spent', async () => {
    const browser = new Browser()
    const back = await providerReturn(live.backend, browser, 'naver', { account: 'naver.demo@petshop.test' })
    expect((await callback(browser, back)).headers.get('location')).toBe('/my')
    const sessions = await sessionsOf(live.backend, DEMO_USERS.naver)
    const replayed = await callback(browser, back)
    expect(replayed.headers.get('location')).toBe('/auth/signin?error=social')
    expect(await sessionsOf(live.backend, DEMO_USERS.naver)).toBe(sessions)
  })
})

describe('a callback that does not match the transaction is refused in Korean and signs no one in', () => {
  test('a forged state: back to /auth/signin with 소셜 로그인을 완료하지 못했어요, no session cookie, no session at V2', async () => {
    const browser = new Browser()
    const back = await providerReturn(live.backend, browser, 'kakao', { account: 'kakao.demo@petshop.test' })
    const before = await sessionsOf(live.backend, DEMO_USERS.kakao)
    const answer = await callback(browser, withState(back, 'forged-state'))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/auth/signin?error=social')
    expect(await readAuth(browser.jar.header())).toBeNull()
    expect(await sessionsOf(live.backend, DEMO_USERS.kakao)).toBe(before)
    expect(await signinError(browser, '/auth/signin?error=social')).toBe(MSG.auth.socialRefused)
  })

  test('a missing state is refused the same way', async () => {
    const browser = new Browser()
    const back = await providerReturn(live.backend, browser, 'kakao', { account: 'kakao.demo@petshop.test' })
    const answer = await callback(browser, withState(back, null))
    expect(answer.headers.get('location')).toBe('/auth/signin?error=social')
    expect(await readAuth(browser.jar.header())).toBeNull()
  })

  test('a callback on a browser that started no sign-in (a stolen code and state) is refused', async () => {
    const back = await providerReturn(live.backend, new Browser(), 'kakao', { account: 'kakao.demo@petshop.test' })
    const other = new Browser()
    expect((await callback(other, back)).headers.get('location')).toBe('/auth/signin?error=social')
    expect(await readAuth(other.jar.header())).toBeNull()
  })

  test("a Kakao transaction's answer brought to the Naver callback is refused", async () => {
    const browser = new Browser()
    const back = await providerReturn(live.backend, browser, 'kakao', { account: 'kakao.demo@petshop.test' })
    const answer = await callback(browser, back.replace('/callback/kakao', '/callback/naver'))
    expect(answer.headers.get('location')).toBe('/auth/signin?error=social')
    expect(await readAuth(browser.jar.header())).toBeNull()
  })

  test('cancelled at the provider (error=access_denied with the right state): back with 소셜 로그인을 취소했어요', async () => {
    const browser = new Browser()
    const back = await providerReturn(live.backend, browser, 'naver', { account: 'naver.demo@petshop.test' })
    const url = new URL(back, 'http://shop.test')
    const denied = `${url.pathname}?error=access_denied&state=${url.searchParams.get('state')}`
    const answer = await callback(browser, denied)
    expect(answer.headers.get('location')).toBe('/auth/signin?error=denied')
    expect(await readAuth(browser.jar.header())).toBeNull()
    expect(await signinError(browser, '/auth/signin?error=denied')).toBe(MSG.auth.socialDenied)
  })

  test('an unknown provider is not found (404, never a 5xx)', async () => {
    const answer = await callback(new Browser(), '/auth/signin/callback/facebook?code=x&state=y')
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ code: 'NOT_FOUND', message: MSG.error.notFound })
  })
})

describe('an account V2 does not know yet', () => {
  test('[R2.1] a new Kakao account goes on to /auth/signup/kakao with its e-mail kept for 30 minutes, signed in as no one', async () => {
    const browser = new Browser()
    const email = `cbnew${process.pid}@petshop.test`
    const back = await providerReturn(live.backend, browser, 'kakao', { newAccount: { email, nickname: '새카카오' } }, '/main/tab/3')
    const answer = await callback(browser, back)
    expect(answer.headers.get('location')).toBe('/auth/signup/kakao')
    expect(await readAuth(browser.jar.header())).toBeNull()
    const pending = await pendingSocialCookie().parse(browser.jar.header())
    expect(pending).toMatchObject({ provider: 'kakao', kind: 'signup', email, next: '/main/tab/3', token: expect.any(String) })
    const [row] = await live.backend.db.query<{ n: number }>('select count(*)::int as n from users where email = $1', [email])
    expect(row?.n).toBe(0)
  })

  test("[R2.1] a Kakao account whose e-mail is a member's goes on to /auth/account/link", async () => {
    const browser = new Browser()
    const back = await providerReturn(live.backend, browser, 'kakao', { account: 'link@petshop.test' })
    const answer = await callback(browser, back)
    expect(answer.headers.get('location')).toBe('/auth/account/link')
    expect(await pendingSocialCookie().parse(browser.jar.header())).toMatchObject({ kind: 'link', email: 'link@petshop.test' })
    expect(await readAuth(browser.jar.header())).toBeNull()
  })
})
