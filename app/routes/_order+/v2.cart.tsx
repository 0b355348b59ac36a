import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { cart } from '~/backends/cart.server'
import { catalog } from '~/backends/catalog.server'
import type { BackendError } from '~/backends/error'
import { type CartIntent, CartIntentSchema, firstIssue } from '~/domain/cart.schema'
import type { Cart } from '~/domain/commerce.schema'
import { freeShippingNudge } from '~/domain/experiment-flags'
import type { Toast } from '~/domain/flash'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { productHref } from '~/domain/product'
import { safeNext } from '~/domain/redirect'
import { asBought, type CommerceEvent, cartChange } from '~/domain/tracking'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { answerEachReason, withPageErrors } from '~/http/responses.server'
import { cartExtras } from '~/routes/_order+/__cart.server'
import { guestCartHeader } from '~/session/cart.server'
import { type RequestContext, requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { pendingEventsCookie } from '~/session/tracking.server'
import shopStyles from '~/styles/shop.css'
import { CartItemRow, CartSelectAll } from '~/ui/cart/CartItemRow'
import { CartSummary } from '~/ui/cart/CartSummary'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { ProductSection } from '~/ui/home/ProductSection'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const handle = { bottomNav: 'hidden' }

export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.cart.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/v2/cart`: the cart of a member or a guest (decision 010). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const [answer, extras] = await Promise.all([withPageErrors(() => cart.get(ctx)), cartExtras(ctx, request)])
  return json({ cart: answer, isGuest: ctx.session === null, extras }, { headers: cacheHeaders('never-stored') })
}

/** Every cart change, from this page and from product pages and cards; each ends in a redirect (PRG). */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, context)
  const form = Object.fromEntries(await readForm(request))
  const parsed = CartIntentSchema.safeParse(form)
  const back = safeNext(typeof form.redirectTo === 'string' ? form.redirectTo : null, '/v2/cart')
  if (!parsed.success)
    return redirect(back, { headers: await flashHeaders(request, { toast: { message: firstIssue(parsed.error), tone: 'error' } }) })
  const failed = async (message: string) => redirect(back, { headers: await flashHeaders(request, { toast: { message, tone: 'error' } }) })
  // A refusal or a failing backend alike: back where the shopper was, told why; nothing changed.
  const answers = {
    ...answerEachReason(SHOP_MSG.cart.errors, (message) => () => failed(message)),
    '*': (error: BackendError) => failed(error.message),
  }
  return withPageErrors(async () => {
    const outcome = await apply(ctx, parsed.data)
    const headers = new Headers(await flashHeaders(request, outcome.toast ? { toast: outcome.toast } : {}))
    const cookie = outcome.cart ? await guestCartHeader(ctx, outcome.cart) : null
    if (cookie) headers.append('set-cookie', cookie)
    // Spec §3 tracking, sent by the page that follows (with or without JavaScript here).
    if (outcome.events?.length) headers.append('set-cookie', pendingEventsCookie(request, outcome.events))
    // Back to the page the form was on: with JavaScript the router replaces that history entry
    // rather than adding it again, so the page's ‹ (history) still leads where the shopper came from.
    if (!outcome.to) headers.set('X-Remix-Replace', 'true')
    return redirect(outcome.to ?? back, { headers })
  }, answers)
}

type Outcome = { cart?: Cart; to?: string; toast?: Toast; events?: CommerceEvent[] }

/** The lines a change took out of the cart, as remove-from-cart events. */
const removed = (before: Cart, ids: number[]) =>
  before.items.filter((i) => ids.includes(i.cartItemId)).map((i) => cartChange('remove_from_cart', asBought(i), i.quantity))

async function apply(ctx: RequestContext, intent: CartIntent): Promise<Outcome> {
  switch (intent.intent) {
    case 'add':
    case 'buy': {
      const optionId = intent.optionId ?? (intent.productId ? await onlyOption(ctx, intent.productId) : null)
      if (optionId === null)
        return { to: productHref(intent.productId ?? 0), toast: { message: SHOP_MSG.cart.chooseOption, tone: 'error' } }
      const answer = await cart.add(ctx, { optionId, quantity: intent.quantity, dealId: intent.dealId })
      const line = answer.items.find((i) => i.optionId === optionId)
      const events = line ? [cartChange('add_to_cart', asBought(line), intent.quantity)] : []
      if (intent.intent === 'buy') return { cart: answer, to: '/v2/order', events }
      return {
        cart: answer,
        events,
        toast: { message: SHOP_MSG.cart.added, tone: 'success', action: { label: SHOP_MSG.cart.view, href: '/v2/cart' } },
      }
    }
    case 'quantity':
      return { cart: await cart.update(ctx, { cartItemId: intent.cartItemId, quantity: intent.quantity }), to: '/v2/cart' }
    case 'toggle':
      return { cart: await cart.update(ctx, { cartItemId: intent.cartItemId, selected: intent.selected }), to: '/v2/cart' }
    case 'select-all':
      return { cart: await cart.selectAll(ctx, intent.selected), to: '/v2/cart' }
    case 'remove': {
      // What the line was is known only before it goes (for its tracking event); not worth failing the removal for.
      const before = await cart.get(ctx).catch(() => null)
      const answer = await cart.remove(ctx, [intent.cartItemId])
      return {
        cart: answer,
        to: '/v2/cart',
        toast: { message: SHOP_MSG.cart.removed },
        events: before ? removed(before, [intent.cartItemId]) : [],
      }
    }
    case 'remove-selected': {
      const current = await cart.get(ctx)
      const ids = current.items.filter((i) => i.selected).map((i) => i.cartItemId)
      if (ids.length === 0) return { cart: current, to: '/v2/cart' }
      return { cart: await cart.remove(ctx, ids), to: '/v2/cart', toast: { message: SHOP_MSG.cart.removed }, events: removed(current, ids) }
    }
  }
}

/** A card's add: the product's one buyable option, or null when the shopper has to choose. */
async function onlyOption(ctx: RequestContext, productId: number): Promise<number | null> {
  const detail = await catalog.productDetail(ctx, productId)
  const buyable = detail.options.filter((o) => !o.soldOut)
  if (detail.options.length === 1 && buyable[0]) return buyable[0].optionId
  // Sold out everywhere: let V2 answer its own sold-out refusal.
  if (buyable.length === 0 && detail.options[0]) return detail.options[0].optionId
  return null
}

export default function CartPage() {
  const { cart: current, extras } = useLoaderData<typeof loader>()
  const { items, summary } = current
  const gap = freeShippingNudge(extras.experiments, summary)
  return (
    <div className="cart-page">
      <PageHeader title={SHOP_MSG.cart.title} backTo="/" />
      {extras.firstPurchaseGroup ? (
        <Link to={`/welcome-deal/${extras.firstPurchaseGroup}`} className="cart-first-purchase">
          {SHOP_MSG.cart.firstPurchase}
        </Link>
      ) : null}
      {items.length === 0 ? (
        <EmptyState message={SHOP_MSG.cart.empty} action={SHOP_MSG.cart.emptyAction} to="/" />
      ) : (
        <>
          <CartSelectAll items={items} />
          <ul className="cart-list" aria-label={SHOP_MSG.cart.title}>
            {items.map((item) => (
              <CartItemRow key={item.cartItemId} item={item} />
            ))}
          </ul>
          <CartSummary summary={summary} />
          {gap ? (
            <div className="cart-nudge">
              <progress max={summary.freeShippingOver} value={summary.productTotal} aria-label={SHOP_MSG.cart.freeShippingProgress} />
              <Link to="/main/tab/3">{SHOP_MSG.cart.fillFreeShipping(formatWon(gap))}</Link>
            </div>
          ) : null}
          <div className="order-bar">
            {summary.selectedCount > 0 ? (
              <Link to="/v2/order" className="button button--primary button--block">
                {SHOP_MSG.cart.order(summary.selectedCount)}
              </Link>
            ) : (
              <p className="order-bar__hint">{SHOP_MSG.cart.noneSelected}</p>
            )}
          </div>
        </>
      )}
      {extras.favorites ? (
        <ProductSection
          section={{
            sectionId: `cart-${extras.favorites.kind}`,
            type: 'PRODUCT_SCROLL',
            title: extras.favorites.kind === 'wished' ? MSG.wishlist.title : SHOP_MSG.cart.recentlyViewed,
            products: extras.favorites.products,
          }}
        />
      ) : null}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
