import type { RunningBackend } from '../index'
import { device, postForm, postJson, signIn } from './helpers'

/** A V2 call as the shop makes it: the session both as the header and in the body. */
export function v2Call(backend: RunningBackend, path: string, token: string | null, body: Record<string, unknown> = {}) {
  return postJson(`${backend.url}/v2${path}`, { ...device, session: token, ...body }, token ? { authorization: token } : {})
}

type OptionPick = { option_id: number; product_id: number; stock: number; discount_apply_price: number; price: number; group: number }

/**
 * In-stock options of products that are not sold out, `count` of them from distinct products,
 * with at least `minStock` in stock and `skip` ones left out (tests pick different ones).
 */
export async function pickOptions(
  backend: RunningBackend,
  {
    count = 1,
    minStock = 10,
    group = 1,
    skip = 0,
    maxPrice = 1_000_000,
  }: { count?: number; minStock?: number; group?: number; skip?: number; maxPrice?: number } = {},
): Promise<OptionPick[]> {
  return backend.db.query<OptionPick>(
    `select distinct on (p.product_id) po.option_id, po.product_id, po.stock, po.discount_apply_price, po.price, p.product_group1_id as "group"
       from product_options po join products p using (product_id)
      where po.stock >= $1 and p.sell_limit_status_code is null and p.product_group1_id = $2 and po.discount_apply_price <= $5
        and po.option_id not in (select option_id from welcome_deals)
      order by p.product_id, po.sort
      offset $3 limit $4`,
    [minStock, group, skip, count, maxPrice],
  )
}

/** Sets an option's stock directly (the test hook does the same over HTTP). */
export async function setStock(backend: RunningBackend, optionId: number, stock: number): Promise<void> {
  await backend.db.query('update product_options set stock = $2, sold_out = ($2 = 0) where option_id = $1', [optionId, stock])
}

export async function stockOf(backend: RunningBackend, optionId: number): Promise<number> {
  const [row] = await backend.db.query<{ stock: number }>('select stock from product_options where option_id = $1', [optionId])
  return row?.stock ?? -1
}

/** A member with a Seoul default address and a fresh session. */
export async function shopper(backend: RunningBackend, userId: number): Promise<{ token: string; addressId: number }> {
  const token = await signIn(backend, userId)
  const saved = await v2Call(backend, '/address/save', token, {
    name: '테스트',
    mobile_no: '01011112222',
    zip_code: '04524',
    address1: '서울특별시 중구 세종대로 110',
    address2: '',
    is_default: true,
  })
  return { token, addressId: saved.body.address_id }
}

/** Adds options to the member's cart; answers the new lines' cart item ids in the order given. */
export async function fillCart(
  backend: RunningBackend,
  token: string,
  lines: readonly { option_id: number; quantity?: number; deal_id?: number }[],
): Promise<number[]> {
  const ids: number[] = []
  for (const line of lines) {
    const cart = await v2Call(backend, '/cart/item/add', token, { quantity: 1, ...line })
    if (cart.status !== 200) throw new Error(`add failed: ${JSON.stringify(cart.body)}`)
    const item = cart.body.items.find(
      (i: { option_id: number; deal_id: number | null }) => i.option_id === line.option_id && i.deal_id === (line.deal_id ?? null),
    )
    ids.push(item.cart_item_id)
  }
  return ids
}

/** Chooses on the payment stand-in's page; answers the redirect's parameters. */
export async function pay(backend: RunningBackend, orderKey: string, decision: 'approve' | 'decline') {
  const response = await postForm(`${backend.url}/pay/checkout`, { key: orderKey, decision })
  const location = response.headers.get('location') ?? ''
  const params = new URL(location, 'http://shop.test').searchParams
  return {
    status: response.status,
    location,
    orderKey: params.get('orderKey'),
    paymentKey: params.get('paymentKey') ?? '',
    result: params.get('result'),
  }
}

export type OrderOptions = {
  address_id: number
  delivery_type?: string
  coupon_id?: number
  payment_method?: string
  return_url?: string
  points?: unknown
  expected_total?: unknown
}

export function prepare(backend: RunningBackend, token: string, ids: readonly number[], options: OrderOptions) {
  return v2Call(backend, '/order/prepare', token, {
    cart_item_ids: ids,
    delivery_type: 'LOGISTIC',
    payment_method: 'CARD',
    return_url: '/order/complete',
    ...options,
  })
}

/** prepare → approve on the payment page → confirm. */
export async function placeOrder(backend: RunningBackend, token: string, ids: readonly number[], options: OrderOptions) {
  const prepared = await prepare(backend, token, ids, options)
  if (prepared.status !== 200) return prepared
  const paid = await pay(backend, prepared.body.order_key, 'approve')
  return v2Call(backend, '/order/confirm', token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })
}
