import { randomBytes } from 'node:crypto'
import { PRODUCT_SUMMARY_COLUMNS } from '../catalog/products'
import type { Queryable } from '../db/types'
import { snakeKeys } from './errors'
import { maxQuantity, SOLD_OUT_SQL } from './options'
import { linePrices, type Summary, summarize } from './pricing'

/** Whose cart: a member's (the session) or a guest's (the opaque id the shop keeps in a cookie). */
export type CartOwner = { userId: number } | { guestCartId: string | null }

export type CartItem = {
  cart_item_id: number
  product: Record<string, unknown>
  option_id: number
  option_name: string
  unit_price: number
  unit_discount_apply_price: number
  quantity: number
  max_quantity: number
  stock: number
  sold_out: boolean
  selected: boolean
  deal_id: number | null
  line_price: number
  line_discount_apply_price: number
}

export type Cart = { guest_cart_id: string | null; items: CartItem[]; summary: Summary }

/** A cart line as stored, with the product's group (coupons, delivery) beside the answer. */
export type CartLine = CartItem & { product_group1_id: number; product_id: number }

const LINE_KEYS = [
  'cart_item_id',
  'option_id',
  'option_name',
  'unit_price',
  'unit_discount_apply_price',
  'quantity',
  'stock',
  'sold_out',
  'selected',
  'deal_id',
] as const
type LineRow = Record<string, unknown>

export const CART_LIMIT = 50

export const newGuestCartId = () => `gc_${randomBytes(18).toString('base64url')}`

/** The cart's id, or null when the owner has none yet (`lock`: for update, inside a transaction). */
export async function findCart(db: Queryable, owner: CartOwner, { lock = false } = {}): Promise<number | null> {
  if ('guestCartId' in owner && !owner.guestCartId) return null
  const [where, value] = 'userId' in owner ? ['user_id', owner.userId] : ['guest_cart_id', owner.guestCartId]
  const [row] = await db.query<{ cart_id: number }>(`select cart_id from carts where ${where} = $1${lock ? ' for update' : ''}`, [value])
  return row?.cart_id ?? null
}

/** The owner's cart, made on first use; a guest without a (known) id gets a new one. */
export async function ensureCart(tx: Queryable, owner: CartOwner): Promise<{ cartId: number; owner: CartOwner }> {
  const found = await findCart(tx, owner, { lock: true })
  if (found !== null) return { cartId: found, owner }
  if ('userId' in owner) {
    await tx.query('insert into carts (user_id) values ($1) on conflict (user_id) do nothing', [owner.userId])
    return { cartId: (await findCart(tx, owner, { lock: true })) as number, owner }
  }
  const guestCartId = newGuestCartId()
  const [row] = await tx.query<{ cart_id: number }>('insert into carts (guest_cart_id) values ($1) returning cart_id', [guestCartId])
  return { cartId: row?.cart_id as number, owner: { guestCartId } }
}

/** The lines of a cart, newest first; `ids` narrows them to those cart items. */
export async function loadLines(db: Queryable, cartId: number | null, ids?: readonly number[]): Promise<CartLine[]> {
  if (cartId === null) return []
  const rows = await db.query<LineRow>(
    `select ci.cart_item_id, ci.option_id, po.name as option_name, po.price as unit_price,
            coalesce(d.deal_price, po.discount_apply_price) as unit_discount_apply_price,
            ci.quantity, po.stock, ${SOLD_OUT_SQL} as sold_out, ci.selected, ci.deal_id,
            ${PRODUCT_SUMMARY_COLUMNS}
       from cart_items ci
       join product_options po using (option_id)
       join products p on p.product_id = po.product_id
       join brands b using (brand_id)
       left join welcome_deals d on d.deal_id = ci.deal_id
      where ci.cart_id = $1 ${ids ? 'and ci.cart_item_id = any($2::int[])' : ''}
      order by ci.cart_item_id desc`,
    ids ? [cartId, ids] : [cartId],
  )
  return rows.map((row) => {
    const line = Object.fromEntries(LINE_KEYS.map((key) => [key, row[key]])) as unknown as Omit<
      CartItem,
      'product' | 'max_quantity' | 'line_price' | 'line_discount_apply_price'
    >
    const product = Object.fromEntries(Object.entries(row).filter(([key]) => !(LINE_KEYS as readonly string[]).includes(key)))
    return {
      ...line,
      product: snakeKeys(product),
      max_quantity: maxQuantity(line, line.deal_id !== null),
      ...linePrices({ unitPrice: line.unit_price, unitDiscountApplyPrice: line.unit_discount_apply_price, quantity: line.quantity }),
      product_group1_id: row.productGroup1Id as number,
      product_id: row.productId as number,
    }
  })
}

/** The lines as the contract's CartItem (without the bookkeeping fields). */
export function cartItem({ product_group1_id: _g, product_id: _p, ...item }: CartLine): CartItem {
  return item
}

export function pricedLines(lines: readonly CartLine[], { allSelected = false } = {}) {
  return lines.map((line) => ({
    unitPrice: line.unit_price,
    unitDiscountApplyPrice: line.unit_discount_apply_price,
    quantity: line.quantity,
    selected: allSelected || line.selected,
    soldOut: line.sold_out,
  }))
}

/** Contract `Cart`. */
export async function loadCart(db: Queryable, owner: CartOwner): Promise<Cart> {
  const cartId = await findCart(db, owner)
  const lines = await loadLines(db, cartId)
  return {
    guest_cart_id: 'guestCartId' in owner && cartId !== null ? owner.guestCartId : null,
    items: lines.map(cartItem),
    summary: summarize(pricedLines(lines)),
  }
}
