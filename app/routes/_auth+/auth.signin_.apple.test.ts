import { describe, expect, test } from 'vitest'
import { getEnv } from '~/config.server'
import * as MSG from '~/domain/messages'
import { readAuth } from '~/session/auth.server'
import { oauthCookie } from '~/session/cookies.server'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, honeypotFields, visit, withEnv } from '../../../tests/fixtures/route-browser'
import { action, loader } from './auth.signin_.apple'
import { loader as callback } from './auth.signin_.callback.$provider'

/**
 * The Apple button when Apple's JS SDK is in the page (R2.20): offered only when the shop is
 * configured with Apple's own authorize page; the SDK gets the same transaction as the redirect flow.
 */
liveBackendForFile()

const APPLE_SDK = { APPLE_AUTHORIZE_URL: 'https://appleid.apple.com/auth/authorize' }

const tap = async (browser: Browser, fields: Record<string, string>) =>
  visit(browser, action, '/auth/signin/apple', formPost({ ...(await honeypotFields()), ...fields }))

/** The transaction cookie lives under /auth (Path=/auth): read it as the callback's request carries it. */
const CALLBACK = 'http://shop.test/auth/signin/callback/apple'

type Init = { init: { clientId: string; scope: string; redirectURI: string; state: string; usePopup: boolean } }

describe('with the stand-in Apple (no SDK)', () => {
  test('the SDK start is not found, in Korean, and starts no transaction', async () => {
    const browser = new Browser()
    const answer = await tap(browser, { next: '/my' })
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ error: 'NOT_FOUND', message: MSG.error.notFound })
    expect(await oauthCookie().parse(browser.jar.header(CALLBACK))).toBeNull()
  })
})

describe("with Apple's own authorize page configured", () => {
  test('[R2.20] the tap hands the SDK its settings and keeps the same state, with the next page, in the transaction cookie', async () => {
    await withEnv(APPLE_SDK, async () => {
      const browser = new Browser()
      const answer = await tap(browser, { next: '/main/tab/3' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      const { init } = (await answer.json()) as Init
      expect(init).toEqual({
        clientId: 'petshop-apple',
        scope: 'name email',
        redirectURI: `${getEnv().PUBLIC_URL}/auth/signin/callback/apple`,
        state: expect.stringMatching(/^[\w-]{32}$/),
        usePopup: false,
      })
      expect(await oauthCookie().parse(browser.jar.header(CALLBACK))).toMatchObject({
        provider: 'apple',
        state: init.state,
        next: '/main/tab/3',
      })
    })
  })

  test('[R2.20] a next on another site is kept as home', async () => {
    await withEnv(APPLE_SDK, async () => {
      const browser = new Browser()
      await tap(browser, { next: 'https://evil.example/steal' })
      expect(await oauthCookie().parse(browser.jar.header(CALLBACK))).toMatchObject({ provider: 'apple', next: '/' })
    })
  })

  test("[R2.20] the SDK's transaction binds the callback: an answer with another state is refused and signs no one in", async () => {
    await withEnv(APPLE_SDK, async () => {
      const browser = new Browser()
      const { init } = (await (await tap(browser, { next: '/my' })).json()) as Init
      const answer = await visit(browser, callback, `/auth/signin/callback/apple?code=c0de&state=${init.state}x`, {}, { provider: 'apple' })
      expect(answer.headers.get('location')).toBe('/auth/signin?error=social')
      expect(await readAuth(browser.jar.header())).toBeNull()
    })
  })

  test('a form a bot filled in (the honeypot trap) is refused with the Korean 400 and starts nothing', async () => {
    await withEnv(APPLE_SDK, async () => {
      const browser = new Browser()
      const fields = await honeypotFields()
      const trap = Object.keys(fields).find((name) => fields[name] === '') ?? ''
      const answer = await tap(browser, { next: '/my', [trap]: 'bot@spam.example' })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ code: 'BAD_REQUEST', message: MSG.error.spam })
      expect(await oauthCookie().parse(browser.jar.header(CALLBACK))).toBeNull()
    })
  })
})

test('a GET goes to the login page', async () => {
  const answer = await visit(new Browser(), loader, '/auth/signin/apple')
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe('/auth/signin')
})
