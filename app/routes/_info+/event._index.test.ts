import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader } from './event._index'

/** `/event`: ongoing (or ended) promotions for the shopper's animal, those for both included. */
const live = liveBackendForFile()

type Page = { status: string; group: number; events: { eventId: number; status: string; productGroup1Id: number | null }[] }

/** The stored events of that state for the animal, in the list's order. */
async function stored(state: 'ONGOING' | 'ENDED', group: 1 | 2) {
  const period = state === 'ONGOING' ? 'starts_at <= now() and ends_at > now()' : 'ends_at <= now()'
  const order = state === 'ONGOING' ? 'starts_at desc, event_id' : 'ends_at desc, event_id'
  const rows = await live.backend.db.query<{ event_id: number }>(
    `select event_id from events where ${period} and (product_group1_id is null or product_group1_id = $1) order by ${order} limit 50`,
    [group],
  )
  return rows.map((r) => r.event_id)
}

describe('the event list', () => {
  test('by default the ongoing events for dogs (the default choice) and for both, as stored; private', async () => {
    const answer = await visit(new Browser(), loader, '/event')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const page = (await answer.json()) as Page
    expect(page).toMatchObject({ status: 'ONGOING', group: 1 })
    const expected = await stored('ONGOING', 1)
    expect(expected.length).toBeGreaterThan(0)
    expect(page.events.map((e) => e.eventId)).toEqual(expected)
    expect(page.events.every((e) => e.status === 'ONGOING' && e.productGroup1Id !== 2)).toBe(true)
  })

  test('status=ended&group=2: the cats’ ended events, most recently ended first', async () => {
    const page = (await (await visit(new Browser(), loader, '/event?status=ended&group=2')).json()) as Page
    expect(page).toMatchObject({ status: 'ENDED', group: 2 })
    const ended = await stored('ENDED', 2)
    expect(ended.length).toBeGreaterThan(0)
    expect(page.events.map((e) => e.eventId)).toEqual(ended)
    expect(page.events.every((e) => e.status === 'ENDED' && e.productGroup1Id !== 1)).toBe(true)
  })

  test('an unknown status or group is the ongoing list of the default animal, never a 5xx', async () => {
    const answer = await visit(new Browser(), loader, '/event?status=%27;drop&group=9')
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as Page).events.map((e) => e.eventId)).toEqual(await stored('ONGOING', 1))
  })

  test('a member gets the same list, kept private to them', async () => {
    const { browser } = await memberBrowser(live.backend, 'eventlist')
    const answer = await visit(browser, loader, '/event?group=2')
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(((await answer.json()) as Page).events.map((e) => e.eventId)).toEqual(await stored('ONGOING', 2))
  })
})
