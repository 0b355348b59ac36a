import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { RESTOCK_RULES } from '~/domain/restock'
import { postJson } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInFor, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader as myPage } from './my._index'
import { action as noticeAction, loader as noticeLoader } from './my.notifications'
import { action, loader } from './my.restock'

/** 재입고 알림 and 알림 (decision 063): the forms with and without JavaScript, and the pages. */
const live = liveBackendForFile()

type Pick = { option_id: number; product_id: number }
const stock = (optionId: number, value: number) => postJson(`${live.v2}/test/products/stock`, { option_id: optionId, stock: value })
async function soldOut(count: number, skip: number): Promise<Pick[]> {
  const picks = await live.backend.db.query<Pick>(
    'select distinct on (product_id) option_id, product_id from product_options order by product_id, sort offset $1 limit $2',
    [skip, count],
  )
  for (const pick of picks) await stock(pick.option_id, 0)
  return picks
}
const waiting = async (userId: number) =>
  (
    await live.backend.db.query<{ option_id: number }>(
      `select option_id from restock_requests where user_id = $1 and status = 'WAITING' order by option_id`,
      [userId],
    )
  ).map((row) => row.option_id)
const ask = (browser: Browser, fields: Record<string, string>) => visit(browser, action, '/my/restock', formPost(fields))
const request = (pick: Pick, extra: Record<string, string> = {}) => ({
  intent: 'request',
  productId: String(pick.product_id),
  optionId: String(pick.option_id),
  ...extra,
})

type RestockPage = { list: { requests: { requestId: number; optionId: number; status: string }[] } }
type NoticePage = { list: { notifications: { notificationId: number; read: boolean; link: string }[]; unreadCount: number } }

describe('재입고 알림', () => {
  test('without JavaScript: 신청 goes back to the product with a toast; 취소 on /my/restock; a malformed form stores nothing', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'restockplain')
    const [pick] = await soldOut(1, 200)
    if (!pick) throw new Error('no option')
    const back = `/product/detail/${pick.product_id}`
    const asked = await ask(browser, request(pick, { back }))
    expect(asked.status).toBe(302)
    expect(asked.headers.get('location')).toBe(back)
    expect((await toastOf(browser))?.message).toBe(MSG.restock.requested)
    expect(await waiting(member.userId)).toEqual([pick.option_id])

    const page = await visit(browser, loader, '/my/restock')
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const { list } = (await page.json()) as RestockPage
    expect(list.requests).toEqual([expect.objectContaining({ optionId: pick.option_id, status: 'WAITING' })])

    const cancelled = await ask(browser, { intent: 'cancel', requestId: String(list.requests[0]?.requestId) })
    expect(cancelled.headers.get('location')).toBe('/my/restock')
    expect((await toastOf(browser))?.message).toBe(MSG.restock.cancelled)
    expect(await waiting(member.userId)).toEqual([])

    for (const fields of [{ intent: 'request', productId: 'x' }, { intent: 'toggle' }, {}] as Record<string, string>[]) {
      const answer = await ask(browser, { ...fields, back })
      expect(answer.status).toBe(302)
      expect((await toastOf(browser))?.tone).toBe('error')
    }
    expect(await waiting(member.userId)).toEqual([])
  })

  test('with JavaScript the island gets JSON; the 11th product is refused in Korean with nothing stored', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'restockisland')
    const picks = await soldOut(RESTOCK_RULES.maxProducts + 1, 220)
    for (const pick of picks.slice(0, RESTOCK_RULES.maxProducts)) {
      const answer = await ask(browser, request(pick, { js: '1' }))
      expect(await answer.json()).toEqual({ ok: true, message: MSG.restock.requested })
    }
    const last = picks.at(-1)
    if (!last) throw new Error('no option')
    const eleventh = await ask(browser, request(last, { js: '1' }))
    expect(eleventh.status).toBe(400)
    expect(await eleventh.json()).toEqual({ ok: false, message: MSG.restock.full(RESTOCK_RULES.maxProducts) })
    expect(await waiting(member.userId)).toHaveLength(RESTOCK_RULES.maxProducts)
    expect(await waiting(member.userId)).not.toContain(last.option_id)
  })

  test('a guest is sent to sign in and back to the product; /my/restock asks to sign in', async () => {
    const [pick] = await soldOut(1, 240)
    if (!pick) throw new Error('no option')
    const back = `/product/detail/${pick.product_id}`
    expect(signInNext(await ask(new Browser(), request(pick, { back })))).toBe(back)
    expect(signInNext(await ask(new Browser(), request(pick, { back: 'https://evil.test/' })))).toBe('/my/restock')
    expect((await visit(new Browser(), loader, '/my/restock')).headers.get('location')).toBe(signInFor('/my/restock'))
  })
})

describe('알림', () => {
  test('back in stock: a notice, counted on my page; opening it reads it and follows its link; 모두 읽음', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'notices')
    const picks = await soldOut(2, 260)
    for (const pick of picks) await ask(browser, request(pick))
    for (const pick of picks) await stock(pick.option_id, 5)

    const my = await visit(browser, myPage, '/my')
    expect(((await my.json()) as { unread: number }).unread).toBe(2)
    const page = (await (await visit(browser, noticeLoader, '/my/notifications')).json()) as NoticePage
    expect(page.list.unreadCount).toBe(2)
    const [newest] = page.list.notifications
    if (!newest) throw new Error('no notice')
    expect(newest.link).toMatch(/^\/product\/detail\/\d+$/)

    const opened = await visit(
      browser,
      noticeAction,
      '/my/notifications',
      formPost({ intent: 'open', notificationId: String(newest.notificationId) }),
    )
    expect(opened.headers.get('location')).toBe(newest.link)
    const after = (await (await visit(browser, noticeLoader, '/my/notifications')).json()) as NoticePage
    expect(after.list.notifications.map((n) => n.read)).toEqual([true, false])

    // Another member's notice is not found, and stays unread for its owner.
    const other = await memberBrowser(live.backend, 'noticeother')
    const stranger = await visit(
      other.browser,
      noticeAction,
      '/my/notifications',
      formPost({ intent: 'open', notificationId: String(after.list.notifications[1]?.notificationId) }),
    )
    expect(stranger.headers.get('location')).toBe('/my/notifications')
    expect(await toastOf(other.browser)).toEqual({ message: MSG.notifications.notFound, tone: 'error' })

    const all = await visit(browser, noticeAction, '/my/notifications', formPost({ intent: 'read-all' }))
    expect(all.headers.get('location')).toBe('/my/notifications')
    expect((await toastOf(browser))?.message).toBe(MSG.notifications.readAllDone)
    expect(((await (await visit(browser, myPage, '/my')).json()) as { unread: number }).unread).toBe(0)
    expect(member.userId).toBeGreaterThan(0)
  })
})
