import { describe, expect, test } from 'vitest'
import { users } from '~/backends/user.server'
import * as PUSH_MSG from '~/domain/messages.push'
import { showsPushSheet } from '~/domain/push'
import { requestContext } from '~/session/context.server'
import { flashStorage } from '~/session/cookies.server'
import { memberState } from '~/session/member.server'
import { readPushDeclined } from '~/session/push-sheet.server'
import { newEmailMember } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, loadContext, signIn, visit } from '../../../tests/fixtures/route-browser'
import { action as pushAction } from './my.push'

/** Decision 050: a refusal of push keeps the half-sheet quiet 30 days; a guest's 알림 받기 is answered. */
const live = liveBackendForFile()

const post = (browser: Browser, path: string, fields: Record<string, string>) => visit(browser, pushAction, path, formPost(fields))

async function signedIn(tag: string) {
  const member = await newEmailMember(live.backend, tag)
  const browser = new Browser()
  expect((await signIn(browser, member.email, member.password)).status).toBe(302)
  return browser
}

/** What the shell would decide for this browser on `/my?openPushHalfModal=y` (root.tsx's inputs). */
async function sheetShows(browser: Browser) {
  const request = browser.request('/my?openPushHalfModal=y')
  const ctx = await requestContext(request, loadContext().context)
  users.forget(ctx)
  const { member } = await memberState(ctx)
  return showsPushSheet(new URL(request.url).searchParams, {
    declined: [await readPushDeclined(request), member?.pushSheetDeclinedAt],
    now: new Date(),
    memberPush: member?.push.mobilePushCode ?? null,
    isGuest: member === null,
  })
}

/** The same member's session on a browser that does not have this one's refusal cookie. */
function anotherDevice(browser: Browser): Browser {
  const other = new Browser()
  const cookies = (browser.jar.header() ?? '').split('; ').filter((c) => c !== '' && !c.startsWith('pd_push_declined'))
  other.jar.store(cookies.map((c) => `${c}; Path=/`))
  return other
}

const toastOf = async (browser: Browser) =>
  (await flashStorage().getSession(browser.jar.header())).get('toast') as
    | { message: string; action?: { label: string; href: string } }
    | undefined

describe('a refusal of push keeps the half-sheet closed (decision 050)', () => {
  test('turning 혜택 알림 off in 내 정보: the next 마이 does not open 혜택 알림 받기, on this device or another', async () => {
    const browser = await signedIn('pushoff')
    await post(browser, '/my/push', { intent: 'push', agree: 'true', redirectTo: '/my/information' })
    await post(browser, '/my/push', { intent: 'push', agree: 'false', redirectTo: '/my/information' })
    expect(await sheetShows(browser)).toBe(false)
    // The same member on a browser without the cookie: V2 remembers.
    const other = anotherDevice(browser)
    expect(other.jar.header()).not.toContain('pd_push_declined')
    expect(await sheetShows(other)).toBe(false)
  })

  test('다음에 할게요 is kept by V2 for a member, so another device keeps quiet too', async () => {
    const browser = await signedIn('pushlater')
    expect(await sheetShows(browser)).toBe(true)
    await post(browser, '/my/push', { intent: 'later', redirectTo: '/my?openPushHalfModal=y' })
    expect(await sheetShows(browser)).toBe(false)
    const other = anotherDevice(browser)
    expect(await sheetShows(other)).toBe(false)
  })

  test('a guest’s 다음에 할게요 is kept by the device’s cookie', async () => {
    const guest = new Browser()
    expect(await sheetShows(guest)).toBe(true)
    const answer = await post(guest, '/my/push', { intent: 'later', redirectTo: '/main/tab/2?openPushHalfModal=y' })
    expect(answer.headers.get('location')).toBe('/main/tab/2')
    expect(await sheetShows(guest)).toBe(false)
  })
})

describe('a guest’s 알림 받기 is answered (decision 050)', () => {
  test('the sheet closes with a toast that says why, and 로그인 comes back to the sheet; nothing is refused', async () => {
    const guest = new Browser()
    const answer = await post(guest, '/my/push', { intent: 'consent', redirectTo: '/main/tab/2?openPushHalfModal=y' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/main/tab/2')
    const toast = await toastOf(guest)
    expect(toast?.message).toBe(PUSH_MSG.guestSignIn)
    expect(toast?.action?.label).toBe('로그인')
    expect(toast?.action?.href).toContain(`next=${encodeURIComponent('/main/tab/2?openPushHalfModal=y')}`)
    expect(guest.jar.header()).not.toContain('pd_push_declined')
  })
})
