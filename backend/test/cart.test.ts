import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { pickOptions, setStock, v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('guest cart', () => {
  it('starts empty, gets an id on the first add, adds the same option to its line and sums the selected lines', async () => {
    const empty = await call('/cart', null)
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({
      guest_cart_id: null,
      items: [],
      summary: {
        item_count: 0,
        selected_count: 0,
        price_total: 0,
        discount_total: 0,
        product_total: 0,
        shipping_fee: 0,
        free_shipping_over: 30000,
        total: 0,
      },
    })
    const [a, b] = await pickOptions(backend, { count: 2, maxPrice: 9000 })
    if (!a || !b) throw new Error('no options')
    const first = await call('/cart/item/add', null, { option_id: a.option_id, quantity: 1 })
    expect(first.status).toBe(200)
    const guest = first.body.guest_cart_id as string
    expect(guest).toMatch(/^gc_/)
    const again = await call('/cart/item/add', null, { option_id: a.option_id, quantity: 2, guest_cart_id: guest })
    expect(again.body.items).toHaveLength(1)
    const line = again.body.items[0]
    expect(line).toMatchObject({
      option_id: a.option_id,
      quantity: 3,
      unit_price: a.price,
      unit_discount_apply_price: a.discount_apply_price,
      selected: true,
      sold_out: false,
      deal_id: null,
    })
    expect(line.line_price).toBe(a.price * 3)
    expect(line.line_discount_apply_price).toBe(a.discount_apply_price * 3)
    expect(line.max_quantity).toBe(Math.min(10, a.stock))
    expect(line.product).toMatchObject({ product_id: a.product_id, product_group1_id: 1, image_url: `/cdn/products/${a.product_id}.svg` })
    const two = await call('/cart/item/add', null, { option_id: b.option_id, quantity: 1, guest_cart_id: guest })
    const productTotal = a.discount_apply_price * 3 + b.discount_apply_price
    const priceTotal = a.price * 3 + b.price
    const fee = productTotal < 30000 ? 3000 : 0
    expect(two.body.items.map((i: { option_id: number }) => i.option_id)).toEqual([b.option_id, a.option_id])
    expect(two.body.summary).toEqual({
      item_count: 2,
      selected_count: 2,
      price_total: priceTotal,
      discount_total: priceTotal - productTotal,
      product_total: productTotal,
      shipping_fee: fee,
      free_shipping_over: 30000,
      total: productTotal + fee,
    })
    // Deselecting a line takes it out of the sums; nothing selected costs no shipping.
    const lineB = two.body.items[0].cart_item_id
    const deselected = await call('/cart/item/update', null, { cart_item_id: lineB, selected: false, guest_cart_id: guest })
    expect(deselected.body.summary).toMatchObject({ selected_count: 1, product_total: a.discount_apply_price * 3 })
    const none = await call('/cart/select-all', null, { selected: false, guest_cart_id: guest })
    expect(none.body.summary).toMatchObject({ item_count: 2, selected_count: 0, product_total: 0, shipping_fee: 0, total: 0 })
    const all = await call('/cart/select-all', null, { selected: true, guest_cart_id: guest })
    expect(all.body.summary.selected_count).toBe(2)
    const removed = await call('/cart/item/remove', null, { cart_item_ids: [lineB], guest_cart_id: guest })
    expect(removed.body.items).toHaveLength(1)
    // An unknown guest id is an empty cart without an id (the shop drops its cookie).
    expect((await call('/cart', null, { guest_cart_id: 'gc_unknown' })).body).toMatchObject({ guest_cart_id: null, items: [] })
  })

  it('charges shipping below 30,000 won and none from it', async () => {
    const [cheap] = await pickOptions(backend, { skip: 5, maxPrice: 5000 })
    if (!cheap) throw new Error('no option')
    const one = await call('/cart/item/add', null, { option_id: cheap.option_id, quantity: 1 })
    expect(one.body.summary).toMatchObject({ shipping_fee: 3000, total: cheap.discount_apply_price + 3000 })
    const [option] = await backend.db.query<{ option_id: number; discount_apply_price: number }>(
      `select option_id, po.discount_apply_price from product_options po join products p using (product_id)
        where po.discount_apply_price between 30000 and 60000 and po.stock > 2 and p.sell_limit_status_code is null limit 1`,
    )
    if (!option) throw new Error('no option')
    const cart = await call('/cart/item/add', null, { option_id: option.option_id, quantity: 1, guest_cart_id: one.body.guest_cart_id })
    expect(cart.body.summary).toMatchObject({ shipping_fee: 0, total: cheap.discount_apply_price + option.discount_apply_price })
  })
})

describe('/cart/item/add errors', () => {
  it('refuses bad quantities, unknown options, sold-out options and too many', async () => {
    const [a] = await pickOptions(backend, { skip: 10, minStock: 12 })
    if (!a) throw new Error('no option')
    for (const quantity of [0, 100, 1.5, '2', null]) {
      const answer = await call('/cart/item/add', null, { option_id: a.option_id, quantity })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('BAD_REQUEST')
    }
    expect((await call('/cart/item/add', null, { option_id: 99_999_999, quantity: 1 })).status).toBe(404)
    const tooMany = await call('/cart/item/add', null, { option_id: a.option_id, quantity: 11 })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({ code: 'ADD_CART_ITEM_ERROR', reason: 'STOCK_EXCEEDED', max_quantity: 10 })
    expect(tooMany.body.message).toMatch(/수량/)

    const [low] = await pickOptions(backend, { skip: 11 })
    if (!low) throw new Error('no option')
    await setStock(backend, low.option_id, 3)
    const cart = await call('/cart/item/add', null, { option_id: low.option_id, quantity: 2 })
    const more = await call('/cart/item/add', null, { option_id: low.option_id, quantity: 2, guest_cart_id: cart.body.guest_cart_id })
    expect(more.body).toMatchObject({ code: 'ADD_CART_ITEM_ERROR', reason: 'STOCK_EXCEEDED', max_quantity: 3 })
    // Nothing changed.
    expect((await call('/cart', null, { guest_cart_id: cart.body.guest_cart_id })).body.items[0].quantity).toBe(2)

    const soldOut = (await backend.db.query<{ option_id: number }>('select option_id from product_options where stock = 0 limit 1'))[0]
    const out = await call('/cart/item/add', null, { option_id: soldOut?.option_id, quantity: 1 })
    expect(out.body).toMatchObject({ code: 'ADD_CART_ITEM_ERROR', reason: 'SOLD_OUT' })
  })

  it('holds at most 50 lines', async () => {
    const options = await pickOptions(backend, { count: 51, minStock: 1, skip: 100 })
    const token = await signIn(backend, 40)
    const [{ cart_id } = { cart_id: 0 }] = await backend.db.query<{ cart_id: number }>(
      'insert into carts (user_id) values (40) returning cart_id',
    )
    for (const o of options.slice(0, 50)) {
      await backend.db.query('insert into cart_items (cart_id, option_id, quantity) values ($1, $2, 1)', [cart_id, o.option_id])
    }
    const full = await call('/cart/item/add', token, { option_id: options[50]?.option_id, quantity: 1 })
    expect(full.body).toMatchObject({ code: 'ADD_CART_ITEM_ERROR', reason: 'CART_FULL' })
    // The same option again still adds to its line.
    expect((await call('/cart/item/add', token, { option_id: options[0]?.option_id, quantity: 1 })).status).toBe(200)
  })

  it('takes a welcome deal only for an eligible member or a guest, one per cart, quantity 1', async () => {
    const [deal] = await backend.db.query<{ deal_id: number; option_id: number; deal_price: number }>(
      'select deal_id, option_id, deal_price from welcome_deals where product_group1_id = 1 order by sort',
    )
    const [other] = await backend.db.query<{ deal_id: number; option_id: number }>(
      'select deal_id, option_id from welcome_deals where product_group1_id = 2 order by sort',
    )
    if (!deal || !other) throw new Error('no deals')
    const demo = await signIn(backend, DEMO_USERS.demo)
    expect((await call('/cart/item/add', demo, { option_id: deal.option_id, quantity: 1, deal_id: deal.deal_id })).body).toMatchObject({
      code: 'ADD_CART_ITEM_ERROR',
      reason: 'DEAL_NOT_ELIGIBLE',
    })
    const cat = await signIn(backend, DEMO_USERS.cat)
    expect((await call('/cart/item/add', cat, { option_id: deal.option_id, quantity: 2, deal_id: deal.deal_id })).body).toMatchObject({
      reason: 'STOCK_EXCEEDED',
      max_quantity: 1,
    })
    expect((await call('/cart/item/add', cat, { option_id: other.option_id, quantity: 1, deal_id: deal.deal_id })).status).toBe(404)
    expect((await call('/cart/item/add', cat, { option_id: deal.option_id, quantity: 1, deal_id: 99_999 })).status).toBe(404)
    const added = await call('/cart/item/add', cat, { option_id: deal.option_id, quantity: 1, deal_id: deal.deal_id })
    expect(added.status).toBe(200)
    expect(added.body.guest_cart_id).toBeNull()
    expect(added.body.items[0]).toMatchObject({ deal_id: deal.deal_id, unit_discount_apply_price: deal.deal_price, max_quantity: 1 })
    expect((await call('/cart/item/add', cat, { option_id: other.option_id, quantity: 1, deal_id: other.deal_id })).body).toMatchObject({
      reason: 'DEAL_LIMIT',
    })
    expect((await call('/cart/item/update', cat, { cart_item_id: added.body.items[0].cart_item_id, quantity: 2 })).body).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'STOCK_EXCEEDED',
      max_quantity: 1,
    })
    // The same option without the deal is a line of its own at the option's price.
    const plain = await call('/cart/item/add', cat, { option_id: deal.option_id, quantity: 1 })
    expect(plain.body.items).toHaveLength(2)
    // A guest may hold a deal (checked again at checkout).
    expect((await call('/cart/item/add', null, { option_id: deal.option_id, quantity: 1, deal_id: deal.deal_id })).status).toBe(200)
  })
})

describe('member cart', () => {
  it('needs a valid session when one is sent, and merge needs one', async () => {
    expect((await call('/cart', 'not-a-token')).status).toBe(401)
    expect((await call('/cart/merge', null, { guest_cart_id: 'gc_x' })).status).toBe(401)
  })

  it('updates within the maximum, shows sold-out lines outside the sums, and hides other carts’ lines', async () => {
    const [a, b] = await pickOptions(backend, { count: 2, skip: 20, minStock: 20 })
    if (!a || !b) throw new Error('no options')
    const token = await signIn(backend, 41)
    await call('/cart/item/add', token, { option_id: a.option_id, quantity: 1 })
    const cart = await call('/cart/item/add', token, { option_id: b.option_id, quantity: 2 })
    const lineA = cart.body.items.find((i: { option_id: number }) => i.option_id === a.option_id).cart_item_id
    expect((await call('/cart/item/update', token, { cart_item_id: lineA, quantity: 11 })).body).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'STOCK_EXCEEDED',
      max_quantity: 10,
    })
    expect((await call('/cart/item/update', token, { cart_item_id: lineA, quantity: 0 })).status).toBe(400)
    const updated = await call('/cart/item/update', token, { cart_item_id: lineA, quantity: 4 })
    expect(updated.body.items.find((i: { cart_item_id: number }) => i.cart_item_id === lineA).quantity).toBe(4)

    await setStock(backend, b.option_id, 0)
    const soldOut = await call('/cart', token)
    const lineB = soldOut.body.items.find((i: { option_id: number }) => i.option_id === b.option_id)
    expect(lineB).toMatchObject({ sold_out: true, max_quantity: 0, stock: 0 })
    expect(soldOut.body.summary).toMatchObject({ item_count: 2, selected_count: 1, product_total: a.discount_apply_price * 4 })
    await setStock(backend, b.option_id, b.stock)

    // Someone else's line is unknown, and nothing changes.
    const stranger = await signIn(backend, 42)
    for (const [path, body] of [
      ['/cart/item/update', { cart_item_id: lineA, quantity: 1 }],
      ['/cart/item/remove', { cart_item_ids: [lineA] }],
    ] as const) {
      expect((await call(path, stranger, body)).status).toBe(404)
    }
    expect((await call('/cart/item/remove', token, { cart_item_ids: [lineA, 99_999_999] })).status).toBe(404)
    expect((await call('/cart', token)).body.items.find((i: { cart_item_id: number }) => i.cart_item_id === lineA).quantity).toBe(4)
  })

  it('merges a guest cart: quantities added and capped, the guest cart gone; an unknown id changes nothing', async () => {
    const [a, b] = await pickOptions(backend, { count: 2, skip: 30, minStock: 20 })
    if (!a || !b) throw new Error('no options')
    const token = await signIn(backend, 43)
    await call('/cart/item/add', token, { option_id: a.option_id, quantity: 6 })
    const guest = await call('/cart/item/add', null, { option_id: a.option_id, quantity: 7 })
    const id = guest.body.guest_cart_id
    await call('/cart/item/add', null, { option_id: b.option_id, quantity: 2, guest_cart_id: id })
    const merged = await call('/cart/merge', token, { guest_cart_id: id })
    expect(merged.status).toBe(200)
    expect(merged.body.guest_cart_id).toBeNull()
    const quantities = Object.fromEntries(merged.body.items.map((i: { option_id: number; quantity: number }) => [i.option_id, i.quantity]))
    expect(quantities).toEqual({ [a.option_id]: 10, [b.option_id]: 2 })
    expect((await call('/cart', null, { guest_cart_id: id })).body).toMatchObject({ guest_cart_id: null, items: [] })
    const unchanged = await call('/cart/merge', token, { guest_cart_id: id })
    expect(unchanged.body.items).toEqual(merged.body.items)
    // With both, the member's cart is used.
    expect((await call('/cart', token, { guest_cart_id: 'gc_other' })).body.items).toHaveLength(2)
  })

  it('drops a guest’s deal line when the member may not buy one', async () => {
    const [deal] = await backend.db.query<{ deal_id: number; option_id: number }>(
      'select deal_id, option_id from welcome_deals where product_group1_id = 1 order by sort offset 1',
    )
    if (!deal) throw new Error('no deal')
    const guest = await call('/cart/item/add', null, { option_id: deal.option_id, quantity: 1, deal_id: deal.deal_id })
    const demo = await signIn(backend, DEMO_USERS.demo)
    const merged = await call('/cart/merge', demo, { guest_cart_id: guest.body.guest_cart_id })
    expect(merged.body.items.some((i: { deal_id: number | null }) => i.deal_id !== null)).toBe(false)
  })
})
