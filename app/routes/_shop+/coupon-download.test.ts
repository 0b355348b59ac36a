import { describe, expect, test } from 'vitest'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { action, loader } from './coupon-download'

/** /coupon-download: coupons anyone may take, a member's own by status; 받기 takes one, once. */
const live = liveBackendForFile()
const C = MEMBERSHIP_MSG.coupons

type Page = {
  templates: { couponTemplateId: number; title: string; remaining: number | null; downloaded: boolean; expired: boolean }[]
  mine: { title: string }[] | null
  tab: string
}

let made = 0
/** A downloadable coupon of this test's own: `quantity` of them, ended when `ended`. */
async function template(quantity: number | null = null, ended = false): Promise<{ id: number; title: string }> {
  const title = `테스트 쿠폰 ${++made}`
  const [row] = await live.backend.db.query<{ coupon_template_id: number }>(
    `insert into coupon_templates (title, type, discount_value, total_quantity, expires_at)
     values ($1, 'AMOUNT', 1000, $2, now() + ($3 || ' days')::interval) returning coupon_template_id`,
    [title, quantity, ended ? '-1' : '30'],
  )
  return { id: row?.coupon_template_id as number, title }
}

const couponsOf = (userId: number, templateId: number) =>
  live.backend.db.query('select coupon_id from coupons where user_id = $1 and coupon_template_id = $2', [userId, templateId])
const take = (browser: Browser, id: number | string) =>
  visit(browser, action, '/coupon-download', formPost({ couponTemplateId: String(id) }))

describe('the coupon page', () => {
  test('a guest sees the downloadable coupons, no own coupons, and the answer is only private', async () => {
    const offered = await template(5)
    const answer = await visit(new Browser(), loader, '/coupon-download?tab=nonsense')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const page = (await answer.json()) as Page
    expect(page.tab).toBe('available')
    expect(page.mine).toBeNull()
    expect(page.templates.find((t) => t.couponTemplateId === offered.id)).toMatchObject({
      title: offered.title,
      remaining: 5,
      downloaded: false,
      expired: false,
    })
  })

  test('a member’s page lists their coupons by tab and is never stored (decision 026)', async () => {
    const { browser } = await memberBrowser(live.backend, 'cpnlist')
    const offered = await template()
    await take(browser, offered.id)
    const answer = await visit(browser, loader, '/coupon-download')
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as Page
    expect(page.mine?.map((c) => c.title)).toContain(offered.title)
    expect(page.templates.find((t) => t.couponTemplateId === offered.id)?.downloaded).toBe(true)
    const used = (await (await visit(browser, loader, '/coupon-download?tab=used')).json()) as Page
    expect(used.tab).toBe('used')
    expect(used.mine).toEqual([])
  })
})

describe('받기', () => {
  test('takes the coupon once, with its toast, and the remaining count goes down', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'cpntake')
    const offered = await template(3)
    const answer = await take(browser, offered.id)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/coupon-download')
    expect(await toastOf(browser)).toEqual({ message: C.got, tone: 'success' })
    expect(await couponsOf(member.userId, offered.id)).toHaveLength(1)
    const page = (await (await visit(new Browser(), loader, '/coupon-download')).json()) as Page
    expect(page.templates.find((t) => t.couponTemplateId === offered.id)?.remaining).toBe(2)
  })

  test('a second 받기: 이미 받은 쿠폰이에요, still one coupon', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'cpntwice')
    const offered = await template()
    await take(browser, offered.id)
    await take(browser, offered.id)
    expect(await toastOf(browser)).toEqual({ message: C.errors.ALREADY_DOWNLOADED, tone: 'error' })
    expect(await couponsOf(member.userId, offered.id)).toHaveLength(1)
  })

  test('sold out and ended coupons are refused with their reasons, nothing issued', async () => {
    const first = await memberBrowser(live.backend, 'cpnfirst')
    const { browser, member } = await memberBrowser(live.backend, 'cpnlate')
    const single = await template(1)
    await take(first.browser, single.id)
    await take(browser, single.id)
    expect((await toastOf(browser))?.message).toBe(C.errors.COUPON_EXHAUSTED)
    const ended = await template(null, true)
    await take(browser, ended.id)
    expect((await toastOf(browser))?.message).toBe(C.errors.COUPON_EXPIRED)
    expect(await couponsOf(member.userId, single.id)).toHaveLength(0)
    expect(await couponsOf(member.userId, ended.id)).toHaveLength(0)
  })

  test('an unknown, hidden or malformed id: 받을 수 있는 쿠폰이 아니에요, nothing issued', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'cpnbad')
    for (const id of ['999999', '1', 'abc', '-1']) {
      const answer = await take(browser, id)
      expect(answer.status, id).toBe(302)
      expect(await toastOf(browser), id).toEqual({ message: C.notFound, tone: 'error' })
    }
    // Template 1 is the invite coupon: never downloadable.
    expect(await couponsOf(member.userId, 1)).toHaveLength(0)
  })

  test('a guest is sent to sign-in and nothing is issued', async () => {
    const offered = await template()
    const answer = await take(new Browser(), offered.id)
    expect(answer.headers.get('location')).toBe(signInFor('/coupon-download'))
    expect(await live.backend.db.query('select 1 from coupons where coupon_template_id = $1', [offered.id])).toEqual([])
  })
})
