import { describe, expect, test } from 'vitest'
import { readDismissed } from '~/session/preferences.server'
import { readPushDeclined } from '~/session/push-sheet.server'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, visit } from '../../../tests/fixtures/route-browser'
import { signedInShopper } from '../../../tests/fixtures/route-members'
import { action, loader } from './preferences.dismiss'

/** Closing a promotion for a week, or the push half-sheet for 30 days (decision 050), without JavaScript. */
const live = liveBackendForFile()

const dismissedOf = (browser: Browser) => readDismissed(browser.request('/'))

describe('closing a promotion', () => {
  test('the app banner is closed on this device and the shopper goes back where she was', async () => {
    const browser = new Browser()
    const answer = await visit(browser, action, '/preferences/dismiss', formPost({ name: 'appBanner', redirectTo: '/category/11' }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/category/11')
    expect(answer.headers.get('set-cookie')).toMatch(/Max-Age=604800/)
    expect(await dismissedOf(browser)).toEqual(['appBanner'])
    await visit(browser, action, '/preferences/dismiss', formPost({ name: 'signupToast' }))
    expect(await dismissedOf(browser)).toEqual(['appBanner', 'signupToast'])
  })

  test('an unknown name or a redirect off the shop closes nothing and stays on the shop', async () => {
    const browser = new Browser()
    const answer = await visit(browser, action, '/preferences/dismiss', formPost({ name: 'everything', redirectTo: 'https://evil.test/' }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/')
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await dismissedOf(browser)).toEqual([])
  })

  test('a member’s 다음에 할게요 on the push half-sheet is kept by V2 as well as on the device (decision 050)', async () => {
    const { browser, member } = await signedInShopper(live.backend, 'dismisspush')
    const answer = await visit(browser, action, '/preferences/dismiss', formPost({ name: 'pushSheet', redirectTo: '/my' }))
    expect(answer.headers.get('location')).toBe('/my')
    expect(await readPushDeclined(browser.request('/'))).not.toBeNull()
    const [row] = await live.backend.db.query<{ declined: boolean }>(
      'select push_sheet_declined_at is not null as declined from users where user_id = $1',
      [member.userId],
    )
    expect(row?.declined).toBe(true)
  })

  test('opening the address leads home', async () => {
    const answer = (await loader()) as Response
    expect(answer.headers.get('location')).toBe('/')
  })
})
