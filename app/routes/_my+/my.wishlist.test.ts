import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { decodePendingEvents, PENDING_EVENTS_COOKIE } from '~/domain/tracking'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signIn, signInFor, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { action, headers, loader } from './my.wishlist'
import { loader as pending } from './my.wishlist_.pending'

/** 찜 (decision 059): the heart's POST, the guest's way back through sign-in and 찜한 상품. */
const live = liveBackendForFile()

const P1 = 1011
const P2 = 1012
const kept = async (userId: number) =>
  (
    await live.backend.db.query<{ product_id: number }>('select product_id from wishlists where user_id = $1 order by created_at desc', [
      userId,
    ])
  ).map((row) => row.product_id)
const heart = (browser: Browser, fields: Record<string, string>) => visit(browser, action, '/my/wishlist', formPost(fields))
const trackedOf = (browser: Browser) =>
  decodePendingEvents(
    (browser.jar.header() ?? '')
      .split('; ')
      .find((c) => c.startsWith(`${PENDING_EVENTS_COOKIE}=`))
      ?.slice(PENDING_EVENTS_COOKIE.length + 1) ?? null,
  )

type Page = {
  list: { products: { productId: number; isEntirelySoldout: boolean; lowestOptionDiscountApplyPrice: number }[]; totalCount: number }
  pages: number
}

describe('찜', () => {
  test('without JavaScript: 찜 goes back to the page with a toast and the add_to_wishlist event; pressed again, let go', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'wishplain')
    const back = '/category/1?sort=new'
    const added = await heart(browser, { productId: String(P1), intent: 'add', back })
    expect(added.status).toBe(302)
    expect(added.headers.get('location')).toBe(back)
    expect((await toastOf(browser))?.message).toBe(MSG.wishlist.added)
    expect(await kept(member.userId)).toEqual([P1])
    const events = trackedOf(browser)
    expect(events.map((e) => e.name)).toEqual(['add_to_wishlist'])
    expect(events[0]?.props).toMatchObject({ productId: P1, brandName: expect.any(String), discountApplyPrice: expect.any(Number) })

    const removed = await heart(browser, { productId: String(P1), intent: 'remove', back })
    expect(removed.headers.get('location')).toBe(back)
    expect((await toastOf(browser))?.message).toBe(MSG.wishlist.removed)
    expect(await kept(member.userId)).toEqual([])
  })

  test('with JavaScript the island gets the new state and the product’s count', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'wishisland')
    const answer = await heart(browser, { productId: String(P2), intent: 'add', back: '/', js: '1' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true, wished: true, wishCount: expect.any(Number) })
    const off = await heart(browser, { productId: String(P2), intent: 'remove', back: '/', js: '1' })
    expect(await off.json()).toMatchObject({ ok: true, wished: false })
    expect(await kept(member.userId)).toEqual([])
  })

  test('a product that does not exist or a malformed form: a Korean message, nothing stored, never a 5xx', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'wishbad')
    const unknown = await heart(browser, { productId: '99999999', intent: 'add', back: '/main/tab/2' })
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('location')).toBe('/main/tab/2')
    expect(await toastOf(browser)).toEqual({ message: MSG.wishlist.notFound, tone: 'error' })
    const island = await heart(browser, { productId: '99999999', intent: 'add', js: '1' })
    expect(island.status).toBe(400)
    expect(await island.json()).toEqual({ ok: false, message: MSG.wishlist.notFound })
    for (const fields of [{ productId: 'abc', intent: 'add' }, { productId: String(P1), intent: 'toggle' }, {}] as Record<
      string,
      string
    >[]) {
      const answer = await heart(browser, { ...fields, js: '1' })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ ok: false, message: MSG.wishlist.notFound })
    }
    expect(await kept(member.userId)).toEqual([])
  })

  test('a guest is sent to sign in and comes back with the product 찜-ed, once; a hostile back stays on the shop', async () => {
    const browser = new Browser()
    const back = `/product/detail/${P1}`
    const press = await heart(browser, { productId: String(P1), intent: 'add', back })
    expect(signInNext(press)).toBe('/my/wishlist/pending')
    const { newEmailMember } = await import('../../../backend/test/helpers')
    const member = await newEmailMember(live.backend, 'wishguest')
    expect(await kept(member.userId)).toEqual([])
    const signedIn = await signIn(browser, member.email, member.password, '/my/wishlist/pending')
    expect(signedIn.headers.get('location')).toBe('/my/wishlist/pending')
    const returned = await visit(browser, pending, '/my/wishlist/pending')
    expect(returned.headers.get('location')).toBe(back)
    expect((await toastOf(browser))?.message).toBe(MSG.wishlist.added)
    expect(await kept(member.userId)).toEqual([P1])
    // The 찜 waited once: the way again leads to the list, nothing more stored.
    expect((await visit(browser, pending, '/my/wishlist/pending')).headers.get('location')).toBe('/my/wishlist')
    expect(await kept(member.userId)).toEqual([P1])

    expect(signInNext(await heart(new Browser(), { productId: String(P1), intent: 'add', back: 'https://evil.test/' }))).toBe(
      '/my/wishlist/pending',
    )
    // 찜 해제 by a guest (a page from before a sign-out) only asks to sign in, back to the page.
    expect(signInNext(await heart(new Browser(), { productId: String(P1), intent: 'remove', back }))).toBe(back)
    // A guest without a pending 찜 is only asked to sign in.
    expect((await visit(new Browser(), pending, '/my/wishlist/pending')).headers.get('location')).toBe(signInFor('/my/wishlist/pending'))
  })

  test('찜한 상품: a guest signs in first; a member sees her products newest first, sold out marked, never stored', async () => {
    expect((await visit(new Browser(), loader, '/my/wishlist')).headers.get('location')).toBe(signInFor('/my/wishlist'))
    const { browser, member } = await memberBrowser(live.backend, 'wishlist')
    const empty = await visit(browser, loader, '/my/wishlist')
    expect(empty.status).toBe(200)
    expect(((await empty.json()) as Page).list.totalCount).toBe(0)

    await live.backend.db.query('update products set is_entirely_soldout = true where product_id = $1', [P2])
    try {
      await heart(browser, { productId: String(P1), intent: 'add', back: '/' })
      await new Promise((resolve) => setTimeout(resolve, 5))
      await heart(browser, { productId: String(P2), intent: 'add', back: '/' })
      const answer = await visit(browser, loader, '/my/wishlist')
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
      expect(headers).toBeDefined()
      const { list } = (await answer.json()) as Page
      expect(list.products.map((p) => [p.productId, p.isEntirelySoldout])).toEqual([
        [P2, true],
        [P1, false],
      ])
      expect(list.products[1]?.lowestOptionDiscountApplyPrice).toBeGreaterThan(0)
      // Past the last page: the last page.
      expect((await visit(browser, loader, '/my/wishlist?page=3')).headers.get('location')).toBe('/my/wishlist')
    } finally {
      await live.backend.db.query('update products set is_entirely_soldout = false where product_id = $1', [P2])
    }
    expect(member.userId).toBeGreaterThan(0)
  })
})
