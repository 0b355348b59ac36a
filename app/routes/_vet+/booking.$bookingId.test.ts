import { describe, expect, test } from 'vitest'
import * as VET_MSG from '~/domain/messages.vet'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { bookingReady } from '../../../tests/fixtures/route-members'
import { action, loader } from './booking.$bookingId'
import { action as bookAction } from './booking.new'

/** `/booking/{id}`: one of the member's bookings; while upcoming, change its time or cancel it (R2.2). */
const live = liveBackendForFile()
const E = VET_MSG.errors

async function booked(tag: string) {
  const ready = await bookingReady(live.backend, tag)
  const answer = await visit(ready.browser, bookAction, '/booking/new', formPost(ready.form))
  const bookingId = (answer.headers.get('location') ?? '').replace('/booking/', '')
  expect(bookingId).toMatch(/^\d+$/)
  return { ...ready, bookingId }
}

const stored = async (bookingId: string) =>
  (
    await live.backend.db.query<{ status: string; time: string }>(
      `select status, to_char(slot_at at time zone 'Asia/Seoul', 'HH24:MI') as time from vet_bookings where booking_id = $1`,
      [Number(bookingId)],
    )
  )[0]
const open = (browser: Browser, id: string, query = '') => visit(browser, loader, `/booking/${id}${query}`, {}, { bookingId: id })
const post = (browser: Browser, id: string, fields: Record<string, string>) =>
  visit(browser, action, `/booking/${id}`, formPost(fields), { bookingId: id })

type Page = { booking: { bookingId: number; time: string; state: string; pet: { name: string } }; slots: { date: string } | null }

describe('a booking’s page', () => {
  test('the member’s own booking with its day’s slots; never stored', async () => {
    const { browser, bookingId, form } = await booked('bookdetail')
    const answer = await open(browser, bookingId)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as Page
    expect(page.booking).toMatchObject({ bookingId: Number(bookingId), time: form.time, state: 'UPCOMING', pet: { name: '코코' } })
    expect(page.slots?.date).toBe(form.date)
  })

  test('a guest is sent to sign-in; another member’s, an unknown and a malformed id are the 404', async () => {
    const { bookingId } = await booked('bookdetailowner')
    expect((await open(new Browser(), bookingId)).headers.get('location')).toBe(signInFor(`/booking/${bookingId}`))
    const other = await bookingReady(live.backend, 'bookdetailother')
    for (const id of [bookingId, '99999999', 'abc']) expect((await open(other.browser, id)).status, id).toBe(404)
  })
})

describe('changing and cancelling a booking', () => {
  test('변경: the new time is stored and the toast says so', async () => {
    const { browser, bookingId, form, freeTimes } = await booked('bookchange')
    const time = freeTimes[0] as string
    const answer = await post(browser, bookingId, { date: form.date, time })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/booking/${bookingId}`)
    expect((await toastOf(browser))?.message).toBe(VET_MSG.booking.changed)
    expect(await stored(bookingId)).toEqual({ status: 'BOOKED', time })
  })

  test('a malformed time: the Korean error under 시간, the booking unchanged', async () => {
    const { browser, bookingId, form } = await booked('bookchangebad')
    const answer = await post(browser, bookingId, { date: form.date, time: '7pm' })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { result: { error: Record<string, string[]> } }).result.error.time).toEqual([E.timeRequired])
    expect(await stored(bookingId)).toEqual({ status: 'BOOKED', time: form.time })
  })

  test('취소: the booking is cancelled and the toast says so', async () => {
    const { browser, bookingId } = await booked('bookcancel')
    const answer = await post(browser, bookingId, { intent: 'cancel' })
    expect(answer.headers.get('location')).toBe(`/booking/${bookingId}`)
    expect((await toastOf(browser))?.message).toBe(VET_MSG.booking.cancelled)
    expect((await stored(bookingId))?.status).toBe('CANCELLED')
  })

  test('another member can neither cancel nor move it: the 404, nothing changed', async () => {
    const { bookingId, form, freeTimes } = await booked('bookvictim')
    const other = await bookingReady(live.backend, 'bookthief')
    expect((await post(other.browser, bookingId, { intent: 'cancel' })).status).toBe(404)
    expect((await post(other.browser, bookingId, { date: form.date, time: freeTimes[0] as string })).status).toBe(404)
    expect(await stored(bookingId)).toEqual({ status: 'BOOKED', time: form.time })
  })
})
