import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { CART_LIMIT, type CartOwner, ensureCart, findCart, loadLines } from './cart'
import { isFirstPurchase, loadDeal } from './deals'
import { commerceError, notFound } from './errors'
import { loadOption, maxQuantity } from './options'

const addError = (reason: Parameters<typeof commerceError>[1], extra: Record<string, unknown> = {}) =>
  commerceError(400, reason, extra, 'ADD_CART_ITEM_ERROR')

export type AddItem = { optionId: number; quantity: number; dealId: number | null }

/**
 * `/cart/item/add`: the same option again adds to its line; a deal is its own line of 1.
 * Answers the owner the cart now belongs to (a guest without a cart gets a new id).
 */
export async function addItem(db: Db, owner: CartOwner, item: AddItem): Promise<CartOwner> {
  const option = await loadOption(db, item.optionId)
  if (!option) throw new HttpError(404, 'NOT_FOUND', '존재하지 않는 상품 옵션이에요.')
  if (item.dealId !== null) {
    const deal = await loadDeal(db, item.dealId)
    if (!deal || deal.option_id !== option.option_id) throw new HttpError(404, 'NOT_FOUND', '존재하지 않는 웰컴딜이에요.')
    // A guest may hold a deal; it is checked again when they order as a member.
    if ('userId' in owner && !(await isFirstPurchase(db, owner.userId))) throw addError('DEAL_NOT_ELIGIBLE')
  }
  if (option.sold_out) throw addError('SOLD_OUT')
  return db.transaction(async (tx) => {
    const cart = await ensureCart(tx, owner)
    const lines = await tx.query<{ cart_item_id: number; option_id: number; quantity: number; deal_id: number | null }>(
      'select cart_item_id, option_id, quantity, deal_id from cart_items where cart_id = $1',
      [cart.cartId],
    )
    const isDeal = item.dealId !== null
    if (isDeal && lines.some((line) => line.deal_id !== null)) throw addError('DEAL_LIMIT')
    const same = isDeal ? undefined : lines.find((line) => line.option_id === option.option_id && line.deal_id === null)
    const max = maxQuantity(option, isDeal)
    if ((same?.quantity ?? 0) + item.quantity > max) throw addError('STOCK_EXCEEDED', { max_quantity: max })
    if (same) {
      await tx.query('update cart_items set quantity = quantity + $2, selected = true where cart_item_id = $1', [
        same.cart_item_id,
        item.quantity,
      ])
    } else {
      if (lines.length >= CART_LIMIT) throw addError('CART_FULL')
      await tx.query('insert into cart_items (cart_id, option_id, quantity, deal_id) values ($1, $2, $3, $4)', [
        cart.cartId,
        option.option_id,
        item.quantity,
        item.dealId,
      ])
    }
    return cart.owner
  })
}

/** The cart id when every one of `ids` is a line of the owner's cart; else 404 (someone else's ids look unknown). */
async function ownedCart(db: Queryable, owner: CartOwner, ids: readonly number[]): Promise<number> {
  const cartId = await findCart(db, owner)
  if (cartId === null) throw notFound()
  const [row] = await db.query<{ count: number }>(
    'select count(*)::int as count from cart_items where cart_id = $1 and cart_item_id = any($2::int[])',
    [cartId, ids],
  )
  if ((row?.count ?? 0) !== new Set(ids).size) throw notFound()
  return cartId
}

/** `/cart/item/update`: quantity (up to the line's maximum) and/or the selection. */
export async function updateItem(
  db: Db,
  owner: CartOwner,
  id: number,
  change: { quantity?: number | undefined; selected?: boolean | undefined },
) {
  const cartId = await ownedCart(db, owner, [id])
  if (change.quantity !== undefined) {
    const [line] = await loadLines(db, cartId, [id])
    if (line && change.quantity > line.max_quantity) {
      throw commerceError(400, 'STOCK_EXCEEDED', { max_quantity: line.max_quantity })
    }
  }
  await db.query('update cart_items set quantity = coalesce($2, quantity), selected = coalesce($3, selected) where cart_item_id = $1', [
    id,
    change.quantity ?? null,
    change.selected ?? null,
  ])
}

export async function removeItems(db: Db, owner: CartOwner, ids: readonly number[]): Promise<void> {
  const cartId = await ownedCart(db, owner, ids)
  await db.query('delete from cart_items where cart_id = $1 and cart_item_id = any($2::int[])', [cartId, ids])
}

export async function selectAll(db: Db, owner: CartOwner, selected: boolean): Promise<void> {
  const cartId = await findCart(db, owner)
  if (cartId !== null) await db.query('update cart_items set selected = $2 where cart_id = $1', [cartId, selected])
}

/**
 * `/cart/merge`: the guest's lines move into the member's cart (the same option's quantities
 * added, capped at the line's maximum but never below what the member had); a deal line moves
 * only when the member may still buy one and has none. The guest cart is gone afterwards.
 */
export async function mergeGuestCart(db: Db, userId: number, guestCartId: string): Promise<void> {
  const guestCart = await findCart(db, { guestCartId })
  if (guestCart === null) return
  const firstPurchase = await isFirstPurchase(db, userId)
  const guestLines = await loadLines(db, guestCart)
  await db.transaction(async (tx) => {
    const member = await ensureCart(tx, { userId })
    if ((await findCart(tx, { guestCartId }, { lock: true })) === null) return
    const mine = await loadLines(tx, member.cartId)
    let count = mine.length
    // Oldest first, so the lines keep their order in the member's cart.
    for (const line of [...guestLines].reverse()) {
      if (line.deal_id !== null) {
        if (!firstPurchase || mine.some((m) => m.deal_id !== null) || count >= CART_LIMIT) continue
        await tx.query('update cart_items set cart_id = $2 where cart_item_id = $1', [line.cart_item_id, member.cartId])
        count++
        continue
      }
      const same = mine.find((m) => m.option_id === line.option_id && m.deal_id === null)
      if (same) {
        const quantity = Math.max(same.quantity, Math.min(same.quantity + line.quantity, line.max_quantity))
        await tx.query('update cart_items set quantity = $2 where cart_item_id = $1', [same.cart_item_id, quantity])
      } else if (count < CART_LIMIT) {
        const quantity = Math.max(1, Math.min(line.quantity, line.max_quantity))
        await tx.query('update cart_items set cart_id = $2, quantity = $3 where cart_item_id = $1', [
          line.cart_item_id,
          member.cartId,
          quantity,
        ])
        count++
      }
    }
    await tx.query('delete from carts where guest_cart_id = $1', [guestCartId])
  })
}
