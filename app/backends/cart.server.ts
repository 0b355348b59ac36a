import { CartSchema } from '~/domain/commerce.schema'
import { v2Post } from './calls.server'
import type { RequestContext } from './context'

/** Cart calls carry the guest's cart id when there is no session (docs/backend-api.md "V2: cart"). */
const cartBody = (ctx: RequestContext, body: Record<string, unknown> = {}) =>
  ctx.session ? body : { ...body, guestCartId: ctx.guestCartId }

/** The cart of V2, for members and guests alike. */
export const cart = {
  get: (ctx: RequestContext) => v2Post(ctx, '/cart', CartSchema, cartBody(ctx)),
  add: (ctx: RequestContext, item: { optionId: number; quantity: number; dealId?: number | null }) =>
    v2Post(ctx, '/cart/item/add', CartSchema, cartBody(ctx, { ...item, dealId: item.dealId ?? undefined })),
  update: (ctx: RequestContext, change: { cartItemId: number; quantity?: number; selected?: boolean }) =>
    v2Post(ctx, '/cart/item/update', CartSchema, cartBody(ctx, change)),
  remove: (ctx: RequestContext, cartItemIds: number[]) => v2Post(ctx, '/cart/item/remove', CartSchema, cartBody(ctx, { cartItemIds })),
  selectAll: (ctx: RequestContext, selected: boolean) => v2Post(ctx, '/cart/select-all', CartSchema, cartBody(ctx, { selected })),
  merge: (ctx: RequestContext, guestCartId: string) => v2Post(ctx, '/cart/merge', CartSchema, { guestCartId }),
}
