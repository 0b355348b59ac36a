import { bff } from '~/backends/bff.server'
import { search } from '~/backends/search.server'
import { users } from '~/backends/user.server'
import { wishlist } from '~/backends/wishlist.server'
import { flagOn, showsFirstPurchaseBanner } from '~/domain/experiment-flags'
import type { Experiments } from '~/domain/experiments'
import type { ProductSummary } from '~/domain/product.schema'
import { orFallback } from '~/http/responses.server'
import type { RequestContext } from '~/session/context.server'
import { readRecentlyViewed } from '~/session/preferences.server'

const RECENT_IN_CART = 6

/** cartFavoriteProduct's section: 찜한 상품, or the recently viewed ones when none are kept. */
export type CartFavorites = { kind: 'wished' | 'recent'; products: ProductSummary[] }
export type CartExtras = { experiments: Experiments; firstPurchaseGroup: number | null; favorites: CartFavorites | null }

/**
 * What the cart's experiments add (app/domain/experiment-flags.ts): lockIn the free-delivery
 * nudge, firstPurchases the first-purchase deals for a member who never ordered,
 * cartFavoriteProduct 찜한 상품, else the recently viewed products (decision 059). Extras only: a
 * failure leaves them out.
 */
export async function cartExtras(ctx: RequestContext, request: Request): Promise<CartExtras> {
  const experiments = await bff.experiments(ctx)
  const [firstPurchaseGroup, favorites] = await Promise.all([
    flagOn(experiments, 'firstPurchases') && ctx.session
      ? orFallback(
          users
            .detail(ctx)
            .then((detail) =>
              showsFirstPurchaseBanner(experiments, { signedIn: true, paidOrders: detail.userInfo.orderCount })
                ? ctx.productGroup1Id
                : null,
            ),
          null,
        )
      : Promise.resolve(null),
    flagOn(experiments, 'cartFavoriteProduct') ? favoriteProducts(ctx, request) : Promise.resolve(null),
  ])
  return { experiments, firstPurchaseGroup, favorites }
}

async function favoriteProducts(ctx: RequestContext, request: Request): Promise<CartFavorites | null> {
  const wished = ctx.session
    ? await orFallback(
        wishlist.list(ctx, 1).then((answer) => answer.products.slice(0, RECENT_IN_CART)),
        [],
      )
    : []
  if (wished.length > 0) return { kind: 'wished', products: wished }
  const ids = await readRecentlyViewed(request)
  if (ids.length === 0) return null
  const recent = await orFallback(
    search.summaries(ctx, ids.slice(0, RECENT_IN_CART)).then((answer) => answer.products),
    [],
  )
  return recent.length > 0 ? { kind: 'recent', products: recent } : null
}
