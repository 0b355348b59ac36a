import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { generateSeed } from '../seed'
import { DEMO_USERS } from '../seed/users'
import { v2Call } from './commerce-helpers'
import { fetchJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
const bff = (path: string, token?: string) => fetchJson(`${backend.url}/bff${path}`, { headers: token ? { authorization: token } : {} })

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('events (BFF)', () => {
  it('gives every home banner that links to /event/{id} an event page of that id, with the banner’s title and picture', async () => {
    const banners = await backend.db.query<{ banner_id: number; link_url: string; title: string; image_key: string }>(
      `select banner_id, link_url, title, image_key from banners where link_url like '/event/%' order by banner_id`,
    )
    expect(banners.map((b) => b.banner_id)).toEqual([3, 4, 5, 7, 9, 13, 14, 16, 19])
    for (const banner of banners) {
      const { status, body } = await bff(`/event/detail?eventId=${banner.link_url.slice('/event/'.length)}`)
      expect(status, banner.link_url).toBe(200)
      expect(body).toMatchObject({
        eventId: banner.banner_id,
        path: banner.link_url,
        title: banner.title,
        imageUrl: `/cdn/banners/${banner.image_key}.svg`,
        status: 'ONGOING',
      })
      expect(body.products.length).toBeGreaterThanOrEqual(4)
    }
  })

  it('left every row seeded before the events as it was (banners, coupons, products)', async () => {
    const seed = await generateSeed()
    const banners = await backend.db.query('select banner_id, link_url, title from banners order by banner_id')
    expect(banners).toEqual(seed.banners.map(({ banner_id, link_url, title }) => ({ banner_id, link_url, title })))
    // The commerce seed's nine downloadable templates and the sign-up coupon (template 10, migration
    // 21, issued at sign-up); membership's own benefits (migration 11) are never downloadable and are
    // not the events' to change.
    const templates = await backend.db.query<{ id: number }>(
      'select coupon_template_id as id from coupon_templates where coupon_template_id < 1000 order by 1',
    )
    expect(templates.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('lists ongoing and ended events for a group, both animals’ events included', async () => {
    const dog = await bff('/event/list?status=ONGOING&productGroup1Id=1')
    expect(dog.status).toBe(200)
    expect(dog.body.events.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/event/3', '/event/4', '/event/app']))
    expect(
      dog.body.events.every((e: { productGroup1Id: number | null; status: string }) => e.productGroup1Id !== 2 && e.status === 'ONGOING'),
    ).toBe(true)
    const ended = await bff('/event/list?status=ENDED')
    expect(ended.body.events.map((e: { eventId: number }) => e.eventId)).toEqual([103, 105, 104])
    expect(ended.body.events.every((e: { status: string }) => e.status === 'ENDED')).toBe(true)
    expect((await bff('/event/list?status=SOON')).status).toBe(400)
    expect((await bff('/event/list?productGroup1Id=3')).status).toBe(400)
  })

  it('finds the app event by its name and answers 404 for unknown ids and names', async () => {
    const app = await bff('/event/detail?eventId=app')
    expect(app.body).toMatchObject({ eventId: 101, path: '/event/app', imageUrl: '/cdn/events/101.svg', link: { url: '/welcome-deal/1' } })
    for (const key of ['999', '0', '-1', 'nope', 'APP', '1.5', '99999999999', '']) {
      expect((await bff(`/event/detail?eventId=${encodeURIComponent(key)}`)).status, key).toBe(404)
    }
  })

  it('shows the coupon with the member’s download state, and an ended event’s coupon as no longer available', async () => {
    const guest = await bff('/event/detail?eventId=3')
    expect(guest.body.coupon).toMatchObject({ couponTemplateId: 5, title: '강아지 용품 5,000원 할인', available: true, downloaded: null })
    const demo = await signIn(backend, DEMO_USERS.demo)
    expect((await bff('/event/detail?eventId=3', demo)).body.coupon.downloaded).toBe(true)
    const member = await signIn(backend, 70)
    expect((await bff('/event/detail?eventId=3', member)).body.coupon.downloaded).toBe(false)
    expect((await v2Call(backend, '/coupon/download', member, { coupon_template_id: 5 })).status).toBe(200)
    expect((await bff('/event/detail?eventId=3', member)).body.coupon.downloaded).toBe(true)
    const ended = await bff('/event/detail?eventId=103')
    expect(ended.body).toMatchObject({ status: 'ENDED', coupon: { couponTemplateId: 8, available: false } })
  })
})
