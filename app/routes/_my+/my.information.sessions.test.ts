import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, test } from 'vitest'
import handleRequest, { handleDataRequest } from '~/entry.server'
import { newEmailMember, postJson } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, loadContext, signIn } from '../../../tests/fixtures/route-browser'
import { action as apiLogin } from '../_auth+/api.auth.login'
import { action as apiRefresh } from '../_auth+/api.auth.refresh'
import { action as apiUser } from '../_auth+/api.auth.user'
import { action as nativeSession } from '../_auth+/api.native.session'
import { loader as signinPage } from '../_auth+/auth.signin'
import { loader as logoutBridge } from '../_auth+/logout-bridge'
import { loader as information } from './my.information._index'
import { action as changePassword } from './my.information.password'
import { action as endOthers } from './my.information.sessions'

/**
 * 다른 기기에서 로그아웃 and a password change through the shop's own routes, against the embedded
 * V2 (decision 041): every pair of tokens is a row of /my/information, pressing it ends every pair
 * but the one of the page that pressed, and a device signed out that way meets the login page.
 */
const live = liveBackendForFile()

const APP = 'Mozilla/5.0 (Linux; Android 14; wv) Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1'
const SIGNED_OUT_NOTICE = '다른 기기에서 로그아웃되었어요. 다시 로그인해 주세요.'

type Route = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<Response>

/** A route's loader or action, run for this browser as the host would: its answer, returned or thrown. */
async function visit(browser: Browser, route: unknown, path: string, init: RequestInit = {}) {
  const { context, setCookies } = loadContext()
  const request = browser.request(path, init)
  const answer = await (route as Route)({ request, params: {}, context }).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown
    throw thrown
  })
  browser.keep(answer, setCookies)
  return { answer, request, context, setCookies }
}

/** A shell's JSON call to the auth proxy, its own session as Authorization (spec §7). */
const shellCall = (bearer: string, body: Record<string, unknown>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: bearer },
  body: JSON.stringify(body),
})

/** The e-mail sign-in form, as a person sends it (honeypot included). */
async function signInByForm(browser: Browser, email: string, password: string) {
  expect((await signIn(browser, email, password)).status).toBe(302)
  expect(browser.jar.find('petshop_session')).toBeTruthy()
}

type Rows = { sessions: { id: string; device: string; current: boolean }[] }
const rowsOf = async (browser: Browser) => {
  const { answer } = await visit(browser, information, '/my/information')
  expect(answer.status).toBe(200)
  return ((await answer.json()) as Rows).sessions
}

/** The app signs in natively, signs its web view in, and a thief with the app's access token mints a pair. */
async function appWebViewAndThief() {
  const member = await newEmailMember(live.backend, 'routes')
  const app = (
    await postJson(`${live.v2}/auth/login`, {
      email: member.email,
      password: member.password,
      mobile_device_id: 'app-device',
      mobile_os_code: 'A',
    })
  ).body as { access_token: string; refresh_token: string }
  const webView = new Browser(APP)
  const signedIn = await visit(
    webView,
    apiLogin,
    '/api/auth/login',
    shellCall(app.access_token, { mobileDeviceId: 'app-device', mobileOsCode: 'A' }),
  )
  expect(signedIn.answer.status).toBe(200)
  const thief = new Browser(IPHONE)
  const minted = await visit(
    thief,
    apiUser,
    '/api/auth/user',
    shellCall(app.access_token, { mobileDeviceId: 'thief-phone', mobileOsCode: 'I' }),
  )
  expect(minted.answer.status).toBe(200)
  const stolen = ((await minted.answer.json()) as { data: { accessToken: string; refreshToken: string } }).data
  return { member, app, webView, thief, stolen }
}

describe('sessions are what the list shows', () => {
  test('/my/information lists the pair minted with the app’s token through /api/auth/user, with the device it named', async () => {
    const { webView } = await appWebViewAndThief()
    const rows = await rowsOf(webView)
    expect(rows).toHaveLength(3)
    expect(rows.filter((row) => row.current).map((row) => row.device)).toEqual(['안드로이드 · 앱'])
    expect(
      rows
        .filter((row) => !row.current)
        .map((row) => row.device)
        .sort(),
    ).toEqual(['아이폰 · 앱', '안드로이드 · 앱'])
  })

  test('a web view the app signs in through the bridge (/api/native/session) is a row of its own too', async () => {
    const { app, webView } = await appWebViewAndThief()
    const other = new Browser(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 PetshopApp/3.1.8 (iOS)',
    )
    const updated = await visit(other, nativeSession, '/api/native/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        accessToken: app.access_token,
        refreshToken: app.refresh_token,
        tokenExpireDate: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    })
    expect(updated.answer.status).toBe(200)
    const rows = await rowsOf(webView)
    expect(rows).toHaveLength(4)
    expect(rows.filter((row) => row.device === '아이폰 · 앱')).toHaveLength(2)
    expect((await rowsOf(other)).filter((row) => row.current).map((row) => row.device)).toEqual(['아이폰 · 앱'])
  })

  test("the finding's steps through the routes: after 다른 기기에서 로그아웃 and a new password in the web view, /api/auth/user and /api/auth/refresh refuse the thief's pair", async () => {
    const { member, webView, thief, stolen } = await appWebViewAndThief()

    const pressed = await visit(webView, endOthers, '/my/information/sessions', formPost({ intent: 'end-others' }))
    expect(pressed.answer.status).toBe(302)
    expect(pressed.answer.headers.get('location')).toBe('/my/information')
    const changed = await visit(
      webView,
      changePassword,
      '/my/information/password',
      formPost({ currentPassword: member.password, password: 'Newpass2@', passwordConfirm: 'Newpass2@' }),
    )
    expect(changed.answer.status).toBe(302)

    const user = await visit(
      thief,
      apiUser,
      '/api/auth/user',
      shellCall(stolen.accessToken, { mobileDeviceId: 'thief-phone', mobileOsCode: 'I' }),
    )
    expect(user.answer.status).toBe(401)
    expect(await user.answer.json()).toMatchObject({ data: null, error: { code: 'UNAUTHORIZED' } })
    const refreshed = await visit(
      thief,
      apiRefresh,
      '/api/auth/refresh',
      shellCall(stolen.accessToken, { mobileDeviceId: 'thief-phone', mobileOsCode: 'I', refreshToken: stolen.refreshToken }),
    )
    expect(refreshed.answer.status).toBe(401)
    expect(await refreshed.answer.json()).toMatchObject({ data: null, error: { code: 'UNAUTHORIZED' } })
    // The web view that pressed is signed in still, and is the one row left.
    expect((await rowsOf(webView)).map((row) => [row.device, row.current])).toEqual([['안드로이드 · 앱', true]])
  })
})

describe('a device signed out elsewhere meets the login page', () => {
  /** Two browsers of one member; the laptop presses 다른 기기에서 로그아웃. */
  async function phoneSignedOutByLaptop(phoneAgent: string) {
    const member = await newEmailMember(live.backend, 'signedout')
    const laptop = new Browser()
    await signInByForm(laptop, member.email, member.password)
    const phone = new Browser(phoneAgent)
    if (phoneAgent === APP) {
      // The app signs its web view in with its own session (spec §7).
      const app = (
        await postJson(`${live.v2}/auth/login`, {
          email: member.email,
          password: member.password,
          mobile_device_id: 'app',
          mobile_os_code: 'A',
        })
      ).body as { access_token: string }
      await visit(phone, apiLogin, '/api/auth/login', shellCall(app.access_token, { mobileDeviceId: 'app', mobileOsCode: 'A' }))
    } else {
      await signInByForm(phone, member.email, member.password)
    }
    // Seen as the member a moment ago (its detail is cached): the laptop's row and its own (and the app's).
    expect(await rowsOf(phone)).toHaveLength(phoneAgent === APP ? 3 : 2)
    await visit(laptop, endOthers, '/my/information/sessions', formPost({ intent: 'end-others' }))
    return { phone, laptop }
  }

  test('without JavaScript the page is a redirect to the login page, which says why; the session cookie is cleared', async () => {
    const { phone, laptop } = await phoneSignedOutByLaptop(IPHONE)
    const { answer, request, context, setCookies } = await visit(phone, information, '/my/information')
    // V2 refused the access token and the refresh token: the cookie goes with this very answer.
    expect(setCookies.some((cookie) => /^petshop_session=;/.test(cookie))).toBe(true)
    expect(phone.jar.find('petshop_session')).toBeUndefined()
    // The document Remix would render from that answer is the login page instead.
    const page = await handleRequest(request, answer.status, new Headers(), {} as EntryContext, context)
    expect(page.status).toBe(302)
    const login = page.headers.get('location') ?? ''
    expect(login).toBe('/auth/signin?authRoute=true&fromReact=true&next=%2Fmy%2Finformation')
    phone.keep(page)
    const shown = await visit(phone, signinPage, login)
    expect(shown.answer.status).toBe(200)
    expect(await shown.answer.json()).toMatchObject({ next: '/my/information', notice: SIGNED_OUT_NOTICE })
    // The laptop that pressed stays signed in.
    expect(await rowsOf(laptop)).toHaveLength(1)
  })

  test("with JavaScript a loader's data request gets Remix's redirect to the login page, and the notice", async () => {
    const { phone } = await phoneSignedOutByLaptop(IPHONE)
    const { answer, request, context } = await visit(phone, information, '/my/information?_data=routes%2F_my%2B%2Fmy.information._index')
    const data = await handleDataRequest(answer, { request, params: {}, context })
    expect(data.status).toBe(302)
    const login = data.headers.get('location') ?? ''
    expect(login).toBe('/auth/signin?authRoute=true&fromReact=true&next=%2Fmy%2Finformation')
    phone.keep(data)
    expect(phone.jar.find('petshop_session')).toBeUndefined()
    expect(await (await visit(phone, signinPage, login)).answer.json()).toMatchObject({ notice: SIGNED_OUT_NOTICE })
  })

  test('in the app the web view leaves by /logout-bridge (the shell signs out of Kakao and Naver, shows the notice as its toast), then the login page', async () => {
    const { phone } = await phoneSignedOutByLaptop(APP)
    const { answer, request, context } = await visit(phone, information, '/my/information')
    const page = await handleRequest(request, answer.status, new Headers(), {} as EntryContext, context)
    expect(page.status).toBe(302)
    const bridge = page.headers.get('location') ?? ''
    expect(bridge).toBe(`/logout-bridge?next=${encodeURIComponent('/auth/signin?authRoute=true&fromReact=true&next=%2Fmy%2Finformation')}`)
    phone.keep(page)
    expect(phone.jar.find('petshop_session')).toBeUndefined()
    expect(phone.jar.find('petshop_flash')).toBeTruthy()
    const next = (await (await visit(phone, logoutBridge, bridge)).answer.json()) as { next: string }
    expect(next.next).toBe('/auth/signin?authRoute=true&fromReact=true&next=%2Fmy%2Finformation')
  })

  test('a live session is not touched: the page answers as it would', async () => {
    const member = await newEmailMember(live.backend, 'alive')
    const phone = new Browser(IPHONE)
    await signInByForm(phone, member.email, member.password)
    const { answer, request, context } = await visit(phone, information, '/my/information?_data=routes%2F_my%2B%2Fmy.information._index')
    expect(await handleDataRequest(answer, { request, params: {}, context })).toBe(answer)
    expect(phone.jar.find('petshop_session')).toBeTruthy()
  })
})
