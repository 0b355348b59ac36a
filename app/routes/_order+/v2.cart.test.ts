import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { fillCart, pickOptions, setStock, shopper, v2Call } from '../../../backend/test/commerce-helpers'
import { newEmailMember } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, experimentBrowser, formPost, signIn, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { action, loader } from './v2.cart'

/** `/v2/cart` (decision 010): the member's cart as V2 keeps it; every change a redirect with its toast. */
const live = liveBackendForFile()

type CartPage = {
  cart: {
    items: { cartItemId: number; optionId: number; quantity: number; selected: boolean }[]
    summary: { itemCount: number; total: number }
  }
  isGuest: boolean
}

async function memberWithCart(tag: string, skip: number) {
  const member = await newEmailMember(live.backend, tag)
  const { token } = await shopper(live.backend, member.userId)
  const options = await pickOptions(live.backend, { count: 2, skip, minStock: 20 })
  const ids = await fillCart(
    live.backend,
    token,
    options.map((o) => ({ option_id: o.option_id })),
  )
  const browser = new Browser()
  expect((await signIn(browser, member.email, member.password)).status).toBe(302)
  return { browser, token, options, ids }
}

const pageOf = async (browser: Browser) => {
  const answer = await visit(browser, loader, '/v2/cart')
  expect(answer.status).toBe(200)
  return { answer, page: (await answer.json()) as CartPage }
}
const storedCart = async (token: string) =>
  (await v2Call(live.backend, '/cart', token)).body as { items: { cart_item_id: number; quantity: number; selected: boolean }[] }

describe('the cart page (decision 010)', () => {
  test('a member sees the lines V2 keeps for her, never stored by a browser or a shared cache', async () => {
    const { browser, token, ids } = await memberWithCart('cartpage', 60)
    const { answer, page } = await pageOf(browser)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(page.isGuest).toBe(false)
    const stored = await storedCart(token)
    expect(page.cart.items.map((i) => i.cartItemId).sort()).toEqual(stored.items.map((i) => i.cart_item_id).sort())
    expect(page.cart.items.map((i) => i.cartItemId).sort()).toEqual([...ids].sort())
    expect(page.cart.summary.itemCount).toBe(2)
  })

  test('[R6.1] a guest gets her own (empty) cart page, not a sign-in redirect', async () => {
    const { answer, page } = await pageOf(new Browser())
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(page.isGuest).toBe(true)
    expect(page.cart.items).toEqual([])
  })
})

describe('changing the cart', () => {
  test('담기 adds the option, says 장바구니에 담았어요 and goes back where the shopper was', async () => {
    const { browser, token, options } = await memberWithCart('cartadd', 70)
    const [extra] = await pickOptions(live.backend, { count: 1, skip: 90, minStock: 20 })
    if (!extra) throw new Error('no option')
    const answer = await visit(
      browser,
      action,
      '/v2/cart',
      formPost({ intent: 'add', optionId: String(extra.option_id), quantity: '2', redirectTo: `/product/detail/${extra.product_id}` }),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/product/detail/${extra.product_id}`)
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.cart.added)
    const stored = await storedCart(token)
    expect(stored.items).toHaveLength(options.length + 1)
  })

  test('바로 구매 adds the option and goes straight to the order sheet', async () => {
    const { browser } = await memberWithCart('cartbuy', 100)
    const [extra] = await pickOptions(live.backend, { count: 1, skip: 110, minStock: 20 })
    const answer = await visit(browser, action, '/v2/cart', formPost({ intent: 'buy', optionId: String(extra?.option_id) }))
    expect(answer.headers.get('location')).toBe('/v2/order')
    expect((await pageOf(browser)).page.cart.items.map((i) => i.optionId)).toContain(extra?.option_id)
  })

  test('a new quantity is stored; 0, 100 or words are refused in Korean and change nothing', async () => {
    const { browser, token, ids } = await memberWithCart('cartqty', 120)
    const line = String(ids[0])
    const changed = await visit(browser, action, '/v2/cart', formPost({ intent: 'quantity', cartItemId: line, quantity: '3' }))
    expect(changed.headers.get('location')).toBe('/v2/cart')
    expect((await storedCart(token)).items.find((i) => i.cart_item_id === ids[0])?.quantity).toBe(3)
    for (const bad of ['0', '100', 'abc']) {
      const refused = await visit(browser, action, '/v2/cart', formPost({ intent: 'quantity', cartItemId: line, quantity: bad }))
      expect(refused.status).toBe(302)
      expect(refused.headers.get('location')).toBe('/v2/cart')
      expect((await toastOf(browser))?.message).toBe(SHOP_MSG.cart.errors.QUANTITY_INVALID)
    }
    expect((await storedCart(token)).items.find((i) => i.cart_item_id === ids[0])?.quantity).toBe(3)
  })

  test('more than the stock: V2’s refusal is told in Korean and the quantity stays', async () => {
    const { browser, token, ids, options } = await memberWithCart('cartstock', 130)
    const [first] = options
    if (!first) throw new Error('no option')
    await setStock(live.backend, first.option_id, 2)
    const refused = await visit(browser, action, '/v2/cart', formPost({ intent: 'quantity', cartItemId: String(ids[0]), quantity: '5' }))
    expect(refused.headers.get('location')).toBe('/v2/cart')
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.cart.errors.STOCK_EXCEEDED)
    expect((await storedCart(token)).items.find((i) => i.cart_item_id === ids[0])?.quantity).toBe(1)
  })

  test('삭제 takes the line out with its toast; 선택 해제 is kept', async () => {
    const { browser, token, ids } = await memberWithCart('cartremove', 140)
    await visit(browser, action, '/v2/cart', formPost({ intent: 'toggle', cartItemId: String(ids[1]), selected: 'false' }))
    expect((await storedCart(token)).items.find((i) => i.cart_item_id === ids[1])?.selected).toBe(false)
    const removed = await visit(browser, action, '/v2/cart', formPost({ intent: 'remove', cartItemId: String(ids[0]) }))
    expect(removed.headers.get('location')).toBe('/v2/cart')
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.cart.removed)
    expect((await storedCart(token)).items.map((i) => i.cart_item_id)).toEqual([ids[1]])
  })

  test('an unknown intent or a hostile redirectTo: a Korean toast, back on the shop’s own cart, nothing changed', async () => {
    const { browser, token } = await memberWithCart('carthostile', 150)
    const before = await storedCart(token)
    const answer = await visit(browser, action, '/v2/cart', formPost({ intent: 'explode', redirectTo: 'https://evil.test/x' }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/v2/cart')
    expect((await toastOf(browser))?.message).toBe(MSG.error.badRequest)
    expect(await storedCart(token)).toEqual(before)
  })
})

describe('cartFavoriteProduct (decision 059)', () => {
  type Extras = { extras: { favorites: { kind: string; products: { productId: number }[] } | null } }
  const favoritesOf = async (browser: Browser) => ((await pageOf(browser)).page as unknown as Extras).extras.favorites

  test('where on, the cart shows 찜한 상품, newest first; with none kept, the recently viewed; where off, neither', async () => {
    const { recentlyViewedHeader } = await import('~/session/preferences.server')
    const browser = await experimentBrowser('cartFavoriteProduct', 'on', 'wishcart')
    const member = await newEmailMember(live.backend, 'wishcart')
    expect((await signIn(browser, member.email, member.password)).status).toBe(302)
    browser.jar.store([(await recentlyViewedHeader([1021])).split(';')[0] ?? ''])
    expect(await favoritesOf(browser)).toEqual({ kind: 'recent', products: [expect.objectContaining({ productId: 1021 })] })

    await live.backend.db.query(
      `insert into wishlists (user_id, product_id, created_at) values ($1, 1022, now() - interval '1 minute'), ($1, 1023, now())`,
      [member.userId],
    )
    const wished = await favoritesOf(browser)
    expect(wished?.kind).toBe('wished')
    expect(wished?.products.map((p) => p.productId)).toEqual([1023, 1022])

    const off = await experimentBrowser('cartFavoriteProduct', 'off', 'wishcart')
    expect((await signIn(off, member.email, member.password)).status).toBe(302)
    expect(await favoritesOf(off)).toBeNull()
  })
})
