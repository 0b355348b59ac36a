import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { VISIT_EVENT } from '~/domain/visit'
import { readAuth } from '~/session/auth.server'
import { liveBackendForFile } from '../../tests/fixtures/live-backend'
import { Browser, jsonPost, visit } from '../../tests/fixtures/route-browser'
import { memberBrowser } from '../../tests/fixtures/route-members'
import { action, loader } from './api.events.visit'

/** Spec §4's first-render visit event, passed on to V2's POST /event/logging (§7) with the session. */
const live = liveBackendForFile()

const send = (browser: Browser, body: unknown) => visit(browser, action, '/api/events/visit', jsonPost(body))

/** The visit events V2 keeps for this member (by the session's user). */
const visitsOf = (userId: number) =>
  live.backend.db.query<{ data: unknown }>('select data from event_logs where name = $1 and user_id = $2 order by event_id', [
    VISIT_EVENT,
    userId,
  ])

describe('a member', () => {
  test('[R3.13] a product page visit is passed on to V2 (202) with the spec §3 data, never stored by a cache', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'visitok')
    const answer = await send(browser, { page: 'product_detail', productId: 12, productGroup1Id: 2 })
    expect(answer.status).toBe(202)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect((await visitsOf(member.userId)).map((row) => row.data)).toEqual([
      { page: 'product_detail', product_id: 12, product_group1_id: 2, product_group1_name: 'cat' },
    ])
  })

  test('a bad body (an unknown page, a product id that is not a positive integer, not JSON) is a Korean 400 and sends nothing', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'visitbad')
    for (const body of [
      { page: 'checkout', productId: null, productGroup1Id: 1 },
      { page: 'home_tab', productId: -3, productGroup1Id: 1 },
      { page: 'home_tab', productId: null, productGroup1Id: 3 },
      'page=home_tab',
    ]) {
      const answer = await send(browser, body)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ ok: false, code: 'BAD_REQUEST', message: MSG.error.badRequest })
    }
    expect(await visitsOf(member.userId)).toEqual([])
    expect((await readAuth(browser.jar.header()))?.userId).toBe(member.userId)
  })
})

test('[R4.12] a guest has no session, so nothing is sent: 204', async () => {
  const before = await live.backend.db.query<{ n: number }>('select count(*)::int as n from event_logs where name = $1', [VISIT_EVENT])
  const answer = await send(new Browser(), { page: 'home_tab', productId: null, productGroup1Id: 1 })
  expect(answer.status).toBe(204)
  const after = await live.backend.db.query<{ n: number }>('select count(*)::int as n from event_logs where name = $1', [VISIT_EVENT])
  expect(after[0]?.n).toBe(before[0]?.n)
})

test('a GET is the Korean 405 that names POST', async () => {
  const answer = await visit(new Browser(), loader, '/api/events/visit')
  expect(answer.status).toBe(405)
  expect(answer.headers.get('allow')).toBe('POST')
  expect(await answer.json()).toEqual({ ok: false, code: 'BAD_REQUEST', message: MSG.error.badRequest })
})
