import { WISHLIST_RULES } from '~/domain/wishlist'
import { WishAddedSchema, WishedIdsSchema, WishlistPageSchema, WishStateSchema } from '~/domain/wishlist.schema'
import { deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** 찜 (decision 059): the member's wishlist, kept by V2 (docs/backend-api.md "V2: 찜"). */
export const wishlist = {
  add: (ctx: RequestContext, productId: number) => v2Post(ctx, '/wishlist/add', WishAddedSchema, { ...deviceFields(ctx), productId }),
  remove: (ctx: RequestContext, productId: number) =>
    v2Post(ctx, '/wishlist/remove', WishStateSchema, { ...deviceFields(ctx), productId }).then((state) => ({ ...state, product: null })),
  count: (ctx: RequestContext, productId: number) => v2Post(ctx, '/wishlist/count', WishStateSchema, { ...deviceFields(ctx), productId }),
  list: (ctx: RequestContext, page: number) =>
    v2Post(ctx, '/wishlist/list', WishlistPageSchema, { ...deviceFields(ctx), page, size: WISHLIST_RULES.pageSize }),
  ids: (ctx: RequestContext) => v2Post(ctx, '/wishlist/ids', WishedIdsSchema, deviceFields(ctx)).then((answer) => answer.productIds),
}
