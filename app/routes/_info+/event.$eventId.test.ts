import { describe, expect, test } from 'vitest'
import * as INFO_MSG from '~/domain/messages.info'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { action, loader } from './event.$eventId'

/** `/event/{id}`: a promotion and its coupon; 쿠폰 받기 takes the event's own coupon, once. */
const live = liveBackendForFile()
const M = INFO_MSG.event

type Detail = {
  event: { eventId: number; title: string; status: string; coupon: { couponTemplateId: number; downloaded: boolean | null } | null }
}

let made = 0
/** An event of this file's own, ongoing or ended, with a fresh coupon or none. */
async function event({ ended = false, coupon = true } = {}) {
  const n = ++made
  const [template] = coupon
    ? await live.backend.db.query<{ coupon_template_id: number }>(
        `insert into coupon_templates (title, type, discount_value) values ($1, 'AMOUNT', 2000) returning coupon_template_id`,
        [`이벤트 쿠폰 ${n}`],
      )
    : [undefined]
  const [row] = await live.backend.db.query<{ event_id: number }>(
    `insert into events (event_id, title, subtitle, description, image_url, starts_at, ends_at, coupon_template_id)
     select coalesce(max(event_id), 0) + 1, $1, '부제', '설명', '/img/event.png', now() - interval '10 days',
            now() + ($2 || ' days')::interval, $3 from events returning event_id`,
    [`테스트 이벤트 ${n}`, ended ? '-1' : '10', template?.coupon_template_id ?? null],
  )
  return { id: String(row?.event_id), title: `테스트 이벤트 ${n}`, templateId: template?.coupon_template_id ?? null }
}

const open = (browser: Browser, id: string) => visit(browser, loader, `/event/${id}`, {}, { eventId: id })
const take = (browser: Browser, id: string) => visit(browser, action, `/event/${id}`, formPost({ couponTemplateId: '1' }), { eventId: id })
const couponsOf = (userId: number) =>
  live.backend.db.query<{ coupon_template_id: number }>('select coupon_template_id from coupons where user_id = $1', [userId])

describe('an event page', () => {
  test('a guest sees the stored event and its coupon, private', async () => {
    const made = await event()
    const answer = await open(new Browser(), made.id)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const { event: shown } = (await answer.json()) as Detail
    expect(shown).toMatchObject({ eventId: Number(made.id), title: made.title, status: 'ONGOING' })
    expect(shown.coupon).toMatchObject({ couponTemplateId: made.templateId, downloaded: null })
  })

  test('an unknown id or a malformed key is the 404, never a 5xx', async () => {
    for (const id of ['999999999', 'DROP TABLE', '0', '-1']) expect((await open(new Browser(), id)).status, id).toBe(404)
  })
})

describe('쿠폰 받기', () => {
  test('takes the event’s own coupon (not one named by the form), with its toast, then shows it taken', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'eventtake')
    const made = await event()
    const answer = await take(browser, made.id)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/event/${made.id}`)
    expect(await toastOf(browser)).toEqual({ message: M.coupon.done, tone: 'success' })
    expect((await couponsOf(member.userId)).map((c) => c.coupon_template_id)).toEqual([made.templateId])
    expect(((await (await open(browser, made.id)).json()) as Detail).event.coupon?.downloaded).toBe(true)
  })

  test('a second time: 이미 받은 쿠폰이에요, still one coupon', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'eventtwice')
    const made = await event()
    await take(browser, made.id)
    await take(browser, made.id)
    expect(await toastOf(browser)).toEqual({ message: MEMBERSHIP_MSG.coupons.errors.ALREADY_DOWNLOADED, tone: 'error' })
    expect(await couponsOf(member.userId)).toHaveLength(1)
  })

  test('an ended event or one without a coupon: 쿠폰 발급이 끝났어요, nothing issued', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'eventnone')
    for (const made of [await event({ ended: true }), await event({ coupon: false })]) {
      await take(browser, made.id)
      expect(await toastOf(browser), made.id).toEqual({ message: M.coupon.unavailable, tone: 'error' })
    }
    expect(await couponsOf(member.userId)).toEqual([])
  })

  test('a guest is sent to sign-in; an unknown event is the 404; nothing issued', async () => {
    const made = await event()
    expect((await take(new Browser(), made.id)).headers.get('location')).toBe(signInFor(`/event/${made.id}`))
    const { browser, member } = await memberBrowser(live.backend, 'eventunknown')
    expect((await take(browser, '999999999')).status).toBe(404)
    expect(await couponsOf(member.userId)).toEqual([])
  })
})
