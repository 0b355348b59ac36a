import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { commitAuth, readAuth } from '~/session/auth.server'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, jsonPost, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberWithTokens, sessionsOf } from '../../../tests/fixtures/route-members'
import { action, loader } from './logout'

/** Spec §4's logout without JavaScript (R4.2): the server's steps in order, then where `next` says. */
const live = liveBackendForFile()

const APP = 'Mozilla/5.0 (Linux; Android 14; wv) Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)'

const signedIn = (tag: string, browser = new Browser()) => memberWithTokens(live.backend, tag, browser)

describe('POST /logout', () => {
  test('[R4.2] ends the V2 session, clears the session cookie, says 로그아웃했어요 and goes to next', async () => {
    const { browser, member, auth } = await signedIn('logoutok')
    expect(await sessionsOf(live.backend, member.userId)).toBe(1)
    const answer = await visit(browser, action, '/logout', formPost({ next: '/main/tab/4' }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/main/tab/4')
    expect(answer.headers.getSetCookie().some((c) => /^petshop_session=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true)
    expect(await readAuth(browser.jar.header())).toBeNull()
    expect((await toastOf(browser))?.message).toBe(MSG.auth.loggedOut)
    expect(await sessionsOf(live.backend, member.userId)).toBe(0)
    // The old access token is refused by V2 now.
    expect((await v2Call(live.backend, '/user/detail', auth.session, {})).status).toBe(401)
    // The sign-out event was sent for her (R4.2 step 4), after her session ended: V2 keeps it by the id it carries.
    const [event] = await live.backend.db.query<{ n: number }>(
      "select count(*)::int as n from event_logs where name = 'sign_out' and (data->>'user_id')::int = $1",
      [member.userId],
    )
    expect(event?.n).toBe(1)
  })

  test('[R4.2] [R4.3] with a token that counts as expired, only the refresh is called: the refresh token this browser held is retired', async () => {
    const { browser, member, auth } = await signedIn('logoutexpired')
    // Four minutes left: expired by the 5-minute margin (R4.3).
    const soon = new Date(Date.now() + 4 * 60_000).toISOString()
    const cookie = await commitAuth(
      { accessToken: auth.session, refreshToken: auth.refreshToken, tokenExpireDate: soon, traceId: 't' },
      member.userId,
      auth,
    )
    browser.jar.store([cookie])
    await visit(browser, action, '/logout', formPost({ next: '/' }))
    const [held] = await live.backend.db.query<{ n: number }>('select count(*)::int as n from sessions where refresh_token = $1', [
      auth.refreshToken,
    ])
    expect(held?.n).toBe(0)
    expect((await v2Call(live.backend, '/auth/refresh', null, { refresh_token: auth.refreshToken })).status).toBe(401)
    expect(await readAuth(browser.jar.header())).toBeNull()
  })

  test('[R2.7] after logout an auth page leads to the login page, and a next on another site leads home', async () => {
    const first = await signedIn('logoutnext')
    expect((await visit(first.browser, action, '/logout', formPost({ next: '/auth/signup/email' }))).headers.get('location')).toBe(
      '/auth/signin',
    )
    const second = await signedIn('logoutevil')
    expect((await visit(second.browser, action, '/logout', formPost({ next: '//evil.example' }))).headers.get('location')).toBe('/')
  })

  test('[R4.2] leaving always works: a body that is not a form only loses its next', async () => {
    const { browser, member } = await signedIn('logoutjson')
    const answer = await visit(browser, action, '/logout', jsonPost({ next: '/main/tab/4' }))
    expect(answer.headers.get('location')).toBe('/')
    expect(await readAuth(browser.jar.header())).toBeNull()
    expect(await sessionsOf(live.backend, member.userId)).toBe(0)
  })

  test('[R4.2] [R7.20] in the apps it goes through /logout-bridge, for the shell to sign out of Kakao and Naver', async () => {
    const { browser } = await signedIn('logoutapp', new Browser(APP))
    const answer = await visit(browser, action, '/logout', formPost({ next: '/main/tab/6' }))
    expect(answer.headers.get('location')).toBe('/logout-bridge?next=%2Fmain%2Ftab%2F6')
    expect(await readAuth(browser.jar.header())).toBeNull()
  })

  test("a post from another site arrives without the member's SameSite=Lax cookie: it ends no one's session", async () => {
    // The cross-site refusal itself is server/security.ts's (sameOriginWrites, 403); here the route alone.
    const { member } = await signedIn('logoutforged')
    const stranger = new Browser()
    const answer = await visit(stranger, action, '/logout', {
      ...formPost({ next: '/' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    })
    expect(answer.status).toBe(302)
    expect(await sessionsOf(live.backend, member.userId)).toBe(1)
  })
})

test('GET /logout changes nothing and goes home', async () => {
  const { browser, member } = await signedIn('logoutget')
  const answer = await visit(browser, loader, '/logout')
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe('/')
  expect(answer.headers.getSetCookie()).toEqual([])
  expect((await readAuth(browser.jar.header()))?.userId).toBe(member.userId)
  expect(await sessionsOf(live.backend, member.userId)).toBe(1)
})
