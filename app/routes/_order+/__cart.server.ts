import { bff } from '~/backends/bff.server'
import { search } from '~/backends/search.server'
import { users } from '~/backends/user.server'
import { flagOn, showsFirstPurchaseBanner } from '~/domain/experiment-flags'
import type { Experiments } from '~/domain/experiments'
import type { ProductSummary } from '~/domain/product.schema'
import { orFallback } from '~/http/responses.server'
import type { RequestContext } from '~/session/context.server'
import { readRecentlyViewed } from '~/session/preferences.server'

const RECENT_IN_CART = 6

export type CartExtras = { experiments: Experiments; firstPurchaseGroup: number | null; recent: ProductSummary[] }

/**
 * What the cart's experiments add (app/domain/experiment-flags.ts): lockIn the free-delivery
 * nudge, firstPurchases the first-purchase deals for a member who never ordered,
 * cartFavoriteProduct the recently viewed products. Extras only: a failure leaves them out.
 */
export async function cartExtras(ctx: RequestContext, request: Request): Promise<CartExtras> {
  const experiments = await bff.experiments(ctx)
  const [firstPurchaseGroup, recent] = await Promise.all([
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
    flagOn(experiments, 'cartFavoriteProduct')
      ? readRecentlyViewed(request).then((ids) =>
          ids.length === 0
            ? []
            : orFallback(
                search.summaries(ctx, ids.slice(0, RECENT_IN_CART)).then((answer) => answer.products),
                [],
              ),
        )
      : Promise.resolve([]),
  ])
  return { experiments, firstPurchaseGroup, recent }
}
