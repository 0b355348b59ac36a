import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { shellCookie } from '~/session/cookies.server'
import { Browser, jsonPost, visit } from '../../../tests/fixtures/route-browser'
import { action, loader } from './api.native.shell'

/**
 * The bridge's APP_VERSION and EXPERIMENT reports, kept in the signed shell cookie (decision 034).
 * No backend call: the route reads and writes only that cookie.
 */
const app = (version: string) => `Mozilla/5.0 (Linux; Android 14; wv) Chrome/126.0 Mobile Safari/537.36 PetshopApp/${version} (Android)`

const report = (browser: Browser, body: unknown) => visit(browser, action, '/api/native/shell', jsonPost(body))

const kept = async (browser: Browser) => shellCookie().parse(browser.jar.header())

describe('in the app', () => {
  test('[R7.20] a reported version is kept over the user agent’s and answered, never stored by a cache', async () => {
    const browser = new Browser(app('3.1.8'))
    const answer = await report(browser, { appVersion: '3.2.0' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(await answer.json()).toEqual({ applied: [], error: null, appVersion: '3.2.0' })
    expect(await kept(browser)).toEqual({ appVersion: '3.2.0' })
  })

  test("the shell's experiments: only spec §9's on/off flags are applied, next to the version already kept", async () => {
    const browser = new Browser(app('3.1.8'))
    await report(browser, { appVersion: '3.2.0' })
    const answer = await report(browser, { experiments: { communityVisible: 'off', welcomeDeal: 'on', priceExperiment: 'B', bogus: 'on' } })
    expect(await answer.json()).toEqual({ applied: ['communityVisible', 'welcomeDeal'], error: null, appVersion: '3.2.0' })
    expect(await kept(browser)).toEqual({ appVersion: '3.2.0', experiments: { communityVisible: 'off', welcomeDeal: 'on' } })
  })

  test('an app older than 2.8.6 may not send experiments: refused by name, and nothing of it kept', async () => {
    const browser = new Browser(app('2.8.5'))
    const answer = await report(browser, { experiments: { communityVisible: 'off' } })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ applied: [], error: 'UNSUPPORTED_APP_VERSION' })
    expect(await kept(browser)).toEqual({})
  })

  test('a bad report (a version that is not x.y.z, an extra key, not JSON) is the Korean 400 and changes nothing kept', async () => {
    const browser = new Browser(app('3.1.8'))
    await report(browser, { appVersion: '3.2.0' })
    for (const body of [{ appVersion: 'latest' }, { appVersion: '3.3.0', experiments: {} }, 'appVersion=3.3.0']) {
      const answer = await report(browser, body)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ error: 'BAD_REQUEST', message: MSG.error.badRequest })
      expect(answer.headers.getSetCookie()).toEqual([])
    }
    expect(await kept(browser)).toEqual({ appVersion: '3.2.0' })
  })
})

test('a browser that is not the app is refused with the Korean 403 and gets no cookie', async () => {
  const browser = new Browser()
  const answer = await report(browser, { appVersion: '3.2.0' })
  expect(answer.status).toBe(403)
  expect(await answer.json()).toEqual({ error: 'NOT_AN_APP', message: MSG.error.forbidden })
  expect(await kept(browser)).toBeNull()
})

test('a GET is the Korean 405', async () => {
  const answer = await visit(new Browser(app('3.1.8')), loader, '/api/native/shell')
  expect(answer.status).toBe(405)
  expect(await answer.json()).toEqual({ error: 'BAD_REQUEST', message: MSG.error.badRequest })
})
