import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { wishlist } from '~/backends/wishlist.server'
import { formatCount } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { parseRecordId } from '~/domain/record-id'
import { safeNext } from '~/domain/redirect'
import { parseWishForm, wishlistPages } from '~/domain/wishlist'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { keepPendingWish } from '~/session/pending-wish.server'
import { loginRedirect, requireMember } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageLinks } from '~/ui/my/PageLinks'
import { WishlistItem } from '~/ui/my/WishlistItem'
import { PageHeader } from '~/ui/PageHeader'
import { changeWish, refuseWish } from './__wishlist.server'

const W = MSG.wishlist
const HERE = '/my/wishlist'

export const meta: MetaFunction = () => pageMeta(`${W.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

/** A member's own list: never stored (decision 026). */
export const headers = loaderCacheControl

/** `/my/wishlist` (찜한 상품, decision 059): the member's products, newest 찜 first, 20 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const page = parseRecordId(new URL(request.url).searchParams.get('page')) ?? 1
  const list = await withPageErrors(() => wishlist.list(ctx, page))
  // The last product of the last page let go without JavaScript: the page before it, not an empty one.
  const last = wishlistPages(list.totalCount)
  if (list.products.length === 0 && page > last) throw redirect(last === 1 ? HERE : `${HERE}?page=${last}`)
  return json({ list, pages: last }, { headers: cacheHeaders('never-stored') })
}

/**
 * A heart (islands/WishButton.tsx) posts here from any page: `intent` add or remove, `back` the
 * page to return to, `js=1` from the island (JSON instead of a redirect). A guest is sent to sign
 * in and comes back with the product 찜-ed (session/pending-wish.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const back = safeNext(form.get('back'), HERE)
  const reply = { request, island: form.get('js') === '1', back }
  const asked = parseWishForm(form)
  if (!asked) return refuseWish(reply, W.notFound)
  const ctx = await requestContext(request, context)
  if (ctx.session) return changeWish(ctx, asked, reply)
  // A guest has nothing to let go of: only a 찜 waits for the way back; 찜 해제 just returns.
  if (asked.intent === 'remove') return loginRedirect(request, back)
  const signIn = await loginRedirect(request, `${HERE}/pending`)
  signIn.headers.append('set-cookie', await keepPendingWish({ productId: asked.productId, back }))
  return signIn
}

export default function Wishlist() {
  const { list, pages } = useLoaderData<typeof loader>()
  return (
    <div className="my-info wishlist">
      <PageHeader title={W.title} backTo="/my" />
      {list.totalCount === 0 ? (
        <>
          <EmptyState message={W.empty} action={W.emptyAction} to="/" />
          <p className="wishlist__hint">{W.emptyBody}</p>
        </>
      ) : (
        <section className="my__section" aria-label={W.title}>
          <p className="wishlist__total">{W.total(formatCount(list.totalCount))}</p>
          <ul className="wishlist__items">
            {list.products.map((product) => (
              <WishlistItem key={product.productId} product={product} />
            ))}
          </ul>
          <PageLinks href={HERE} page={list.page} pages={pages} words={W} />
        </section>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
