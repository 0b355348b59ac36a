import { describe, expect, test } from 'vitest'
import * as VET_MSG from '~/domain/messages.vet'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { bookingReady, memberBrowser } from '../../../tests/fixtures/route-members'
import { action, loader } from './booking.new'

/** R2.2 (tests/e2e/vet.spec.ts): book a slot of a clinic for one's own pet; refusals keep the form. */
const live = liveBackendForFile()
const E = VET_MSG.errors

type Refused = { result: { error: Record<string, string[] | null> } }
const bookingsOf = (userId: number) =>
  live.backend.db.query<{ clinic_id: number; pet_id: number; reason: string; status: string }>(
    'select clinic_id, pet_id, reason, status from vet_bookings where user_id = $1',
    [userId],
  )

describe('the new booking page', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/booking/new?clinicId=1')
    expect(answer.headers.get('location')).toBe(signInFor('/booking/new?clinicId=1'))
  })

  test('a member without pets registers one first and comes back, told why', async () => {
    const { browser } = await memberBrowser(live.backend, 'booknopet')
    const answer = await visit(browser, loader, '/booking/new?clinicId=1')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/pet/register?next=${encodeURIComponent('/booking/new?clinicId=1')}`)
    expect((await toastOf(browser))?.message).toBe(VET_MSG.booking.noPets)
  })

  test('with a clinic and date: the member’s pets, the clinic and its free slots; never stored', async () => {
    const { browser, form } = await bookingReady(live.backend, 'bookload')
    const answer = await visit(browser, loader, `/booking/new?clinicId=${form.clinicId}&date=${form.date}&time=${form.time}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as {
      pets: { petId: number; name: string; isMain: boolean }[]
      clinic: { clinicId: number } | null
      slots: { date: string; slots: { time: string; available: boolean }[] } | null
      time: string | null
    }
    expect(page.pets).toEqual([expect.objectContaining({ petId: Number(form.petId), name: '코코', isMain: true })])
    expect(page.clinic?.clinicId).toBe(Number(form.clinicId))
    expect(page.slots?.date).toBe(form.date)
    expect(page.slots?.slots.find((s) => s.time === form.time)?.available).toBe(true)
    expect(page.time).toBe(form.time)
    const unknown = (await (await visit(browser, loader, '/booking/new?clinicId=99999999')).json()) as typeof page
    expect(unknown.clinic).toBeNull()
    expect(unknown.slots).toBeNull()
  })
})

describe('booking a slot', () => {
  test('the booking is stored for the pet, the page of the booking says so', async () => {
    const { browser, member, form } = await bookingReady(live.backend, 'bookmake')
    const answer = await visit(browser, action, '/booking/new', formPost(form))
    expect(answer.status).toBe(302)
    const [stored] = await live.backend.db.query<{ booking_id: number }>('select booking_id from vet_bookings where user_id = $1', [
      member.userId,
    ])
    expect(answer.headers.get('location')).toBe(`/booking/${stored?.booking_id}`)
    expect((await toastOf(browser))?.message).toBe(VET_MSG.booking.booked)
    expect(await bookingsOf(member.userId)).toEqual([
      { clinic_id: Number(form.clinicId), pet_id: Number(form.petId), reason: 'CHECKUP', status: 'BOOKED' },
    ])
  })

  test('a slot someone else holds: 409, the Korean reason under 시간, nothing stored', async () => {
    const first = await bookingReady(live.backend, 'bookfirst')
    await visit(first.browser, action, '/booking/new', formPost(first.form))
    const { browser, member, form } = await bookingReady(live.backend, 'booksecond')
    const answer = await visit(browser, action, '/booking/new', formPost({ ...form, time: first.form.time }))
    expect(answer.status).toBe(409)
    expect(((await answer.json()) as Refused).result.error.time).toEqual([E.slotTaken])
    expect(await bookingsOf(member.userId)).toEqual([])
  })

  test('another member’s pet is refused under 반려동물, nothing stored', async () => {
    const theirs = await bookingReady(live.backend, 'bookpetowner')
    const { browser, member, form } = await bookingReady(live.backend, 'bookpetthief')
    const answer = await visit(browser, action, '/booking/new', formPost({ ...form, petId: theirs.form.petId }))
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Refused).result.error.petId).toEqual([E.petNotFound])
    expect(await bookingsOf(member.userId)).toEqual([])
    expect(await bookingsOf(theirs.member.userId)).toEqual([])
  })

  test('기타 without a note and a malformed time: the form’s Korean errors, nothing stored', async () => {
    const { browser, member, form } = await bookingReady(live.backend, 'bookbad')
    const answer = await visit(browser, action, '/booking/new', formPost({ ...form, reason: 'OTHER', memo: ' ', time: '25:99' }))
    expect(answer.status).toBe(400)
    const { error } = ((await answer.json()) as Refused).result
    expect(error.memo).toEqual([E.memoRequired])
    expect(error.time).toEqual([E.timeRequired])
    expect(await bookingsOf(member.userId)).toEqual([])
  })
})
