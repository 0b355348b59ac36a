import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, signInFor, visit } from '../../../tests/fixtures/route-browser'
import { bookingReady, memberBrowser } from '../../../tests/fixtures/route-members'
import { headers, loader } from './booking._index'
import { action as bookAction } from './booking.new'

/** `/booking`: the member's own bookings, upcoming soonest first and past (tests/e2e/vet.spec.ts, R2.2). */
const live = liveBackendForFile()

type Listed = { upcoming: { bookingId: number; time: string; state: string }[]; past: { bookingId: number; state: string }[] }

describe('my bookings', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/booking')
    expect(answer.headers.get('location')).toBe(signInFor('/booking'))
  })

  test('a member without bookings has none, and the page is never stored (decision 026)', async () => {
    const { browser } = await memberBrowser(live.backend, 'booklistnone')
    const answer = await visit(browser, loader, '/booking')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    expect(await answer.json()).toEqual({ upcoming: [], past: [] })
  })

  test('the member’s upcoming bookings soonest first, a cancelled one among the past; not another member’s', async () => {
    const { browser, member, form, freeTimes } = await bookingReady(live.backend, 'booklist')
    const later = freeTimes[freeTimes.length - 1] as string
    const cancelled = freeTimes[0] as string
    for (const time of [later, form.time, cancelled]) await visit(browser, bookAction, '/booking/new', formPost({ ...form, time }))
    const other = await bookingReady(live.backend, 'booklistother')
    await visit(other.browser, bookAction, '/booking/new', formPost(other.form))
    const stored = await live.backend.db.query<{ booking_id: number }>(
      'select booking_id from vet_bookings where user_id = $1 order by slot_at',
      [member.userId],
    )
    expect(stored).toHaveLength(3)
    const [first, second, third] = stored.map((b) => b.booking_id)
    await live.backend.db.query(`update vet_bookings set status = 'CANCELLED', cancelled_at = now() where booking_id = $1`, [second])
    const page = (await (await visit(browser, loader, '/booking')).json()) as Listed
    expect(page.upcoming.map((b) => [b.bookingId, b.time])).toEqual([
      [first, form.time],
      [third, later],
    ])
    expect(page.past.map((b) => [b.bookingId, b.state])).toEqual([[second, 'CANCELLED']])
  })
})
