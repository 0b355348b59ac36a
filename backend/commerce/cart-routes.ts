import type { Request, Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { type CartOwner, loadCart } from './cart'
import { addItem, mergeGuestCart, removeItems, selectAll, updateItem } from './cart-ops'

const QUANTITY_RULE = '수량은 1~99 사이의 정수로 입력해 주세요.'
const ID_RULE = '올바른 번호가 아니에요.'

export const id = z
  .number({ invalid_type_error: ID_RULE, required_error: ID_RULE })
  .int(ID_RULE)
  .min(1, ID_RULE)
  .max(2_147_483_647, ID_RULE)
export const quantity = z
  .number({ invalid_type_error: QUANTITY_RULE, required_error: QUANTITY_RULE })
  .int(QUANTITY_RULE)
  .min(1, QUANTITY_RULE)
  .max(99, QUANTITY_RULE)
export const idList = z.array(id, { invalid_type_error: ID_RULE, required_error: ID_RULE }).min(1, ID_RULE).max(50, ID_RULE)
const guest = { guest_cart_id: z.string().max(100).nullish() }

const cartBody = z.object(guest)
const addBody = z.object({ option_id: id, quantity, deal_id: id.nullish(), ...guest })
const updateBody = z.object({ cart_item_id: id, quantity: quantity.optional(), selected: z.boolean().optional(), ...guest })
const removeBody = z.object({ cart_item_ids: idList, ...guest })
const selectAllBody = z.object({ selected: z.boolean({ message: 'selected는 true 또는 false예요.' }), ...guest })
const mergeBody = z.object({ guest_cart_id: z.string().min(1).max(100) })

/**
 * Guest allowed: with a session the member's cart (an invalid session is a 401, so the shop
 * refreshes rather than silently showing the guest cart), else the guest's.
 */
async function cartOwner(ctx: Ctx, req: Request, guestCartId: string | null | undefined): Promise<CartOwner> {
  const token = sessionToken(req)
  if (token) return { userId: (await requireSession(ctx, token)).userId }
  return { guestCartId: guestCartId ?? null }
}

/** Contract "V2: cart". */
export function registerCartRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx

  router.post(
    '/cart',
    handle(async (req, res) => {
      const body = parseInput(cartBody, req.body)
      res.json(await loadCart(db, await cartOwner(ctx, req, body.guest_cart_id)))
    }),
  )

  router.post(
    '/cart/item/add',
    handle(async (req, res) => {
      const body = parseInput(addBody, req.body)
      const owner = await cartOwner(ctx, req, body.guest_cart_id)
      const now = await addItem(db, owner, { optionId: body.option_id, quantity: body.quantity, dealId: body.deal_id ?? null })
      res.json(await loadCart(db, now))
    }),
  )

  /** A change to the cart of whoever asks, answered with the whole cart as it is now. */
  const cartChange = <S extends z.ZodType<{ guest_cart_id?: string | null }>>(
    schema: S,
    change: (owner: CartOwner, body: z.infer<S>) => Promise<unknown>,
  ) =>
    handle(async (req, res) => {
      const body = parseInput(schema, req.body)
      const owner = await cartOwner(ctx, req, body.guest_cart_id)
      await change(owner, body)
      res.json(await loadCart(db, owner))
    })

  router.post(
    '/cart/item/update',
    cartChange(updateBody, (owner, body) => updateItem(db, owner, body.cart_item_id, body)),
  )
  router.post(
    '/cart/item/remove',
    cartChange(removeBody, (owner, body) => removeItems(db, owner, body.cart_item_ids)),
  )
  router.post(
    '/cart/select-all',
    cartChange(selectAllBody, (owner, body) => selectAll(db, owner, body.selected)),
  )

  router.post(
    '/cart/merge',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      const body = parseInput(mergeBody, req.body)
      await mergeGuestCart(db, session.userId, body.guest_cart_id)
      res.json(await loadCart(db, { userId: session.userId }))
    }),
  )
}
