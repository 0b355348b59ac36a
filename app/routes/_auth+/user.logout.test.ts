import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { readAuth } from '~/session/auth.server'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, jsonPost, visit } from '../../../tests/fixtures/route-browser'
import { memberWithTokens, sessionsOf } from '../../../tests/fixtures/route-members'
import { action, loader } from './user.logout'

/** Spec §7 POST /user/logout for the shells (R7.15): JSON only, the session as `Authorization`. */
const live = liveBackendForFile()

/** A shell's call: JSON, with its own session as `Authorization` when it has one. */
const shellLogout = (browser: Browser, bearer: string, body: unknown = { mobileOsCode: 'A' }) =>
  visit(browser, action, '/user/logout', jsonPost(body, { authorization: `Bearer ${bearer}` }))

/** A member signed in through the shop, with the access token V2 gave her. */
async function signedIn(tag: string) {
  const { browser, member, auth } = await memberWithTokens(live.backend, tag)
  return { browser, member, token: auth.session }
}

describe('POST /user/logout', () => {
  test('[R7.15] ends the V2 session the shell names and this web view’s cookie: { data: { ok: true } }', async () => {
    const { browser, member, token } = await signedIn('shelllogout')
    const answer = await shellLogout(browser, token)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ data: { ok: true }, error: null })
    expect(answer.headers.getSetCookie().some((c) => /^petshop_session=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true)
    expect(await readAuth(browser.jar.header())).toBeNull()
    expect(await sessionsOf(live.backend, member.userId)).toBe(0)
    expect((await v2Call(live.backend, '/user/detail', token, {})).status).toBe(401)
  })

  test('[R7.15] a session V2 no longer knows still signs the shell out: the failure is not shown', async () => {
    const { browser } = await signedIn('shellstale')
    const answer = await shellLogout(browser, 'not-a-session')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ data: { ok: true }, error: null })
    expect(await readAuth(browser.jar.header())).toBeNull()
  })

  test('a bad body is the Korean 400 and ends nothing', async () => {
    const { browser, member, token } = await signedIn('shellbad')
    const answer = await shellLogout(browser, token, { mobileOsCode: 'Z' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ data: null, error: { code: 'BAD_REQUEST', message: MSG.error.badRequest } })
    expect(await sessionsOf(live.backend, member.userId)).toBe(1)
    expect((await readAuth(browser.jar.header()))?.userId).toBe(member.userId)
  })

  test('a form post (what another site’s page can send without asking) is the Korean 415 and ends nothing', async () => {
    const { browser, member } = await signedIn('shellform')
    const answer = await visit(browser, action, '/user/logout', formPost({ mobileOsCode: 'A' }))
    expect(answer.status).toBe(415)
    expect(await answer.json()).toEqual({ data: null, error: { code: 'BAD_REQUEST', message: MSG.error.badRequest } })
    expect(await sessionsOf(live.backend, member.userId)).toBe(1)
    expect((await readAuth(browser.jar.header()))?.userId).toBe(member.userId)
  })
})

test('a GET is the Korean 405', async () => {
  const answer = await visit(new Browser(), loader, '/user/logout')
  expect(answer.status).toBe(405)
  expect(await answer.json()).toEqual({ data: null, error: { code: 'BAD_REQUEST', message: MSG.error.badRequest } })
})
