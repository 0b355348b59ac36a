import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { restock } from '~/backends/notifications.server'
import { formatDate } from '~/domain/date-formats'
import { formatCount } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { productHref } from '~/domain/product'
import { safeNext } from '~/domain/redirect'
import { parseRestockForm, RESTOCK_RULES } from '~/domain/restock'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { loginRedirect, requireMember } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { changeRestock, refuseRestock } from './__restock.server'

const R = MSG.restock
const HERE = '/my/restock'

export const meta: MetaFunction = () => pageMeta(`${R.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

/** A member's own list: never stored (decision 026). */
export const headers = loaderCacheControl

/** `/my/restock` (재입고 알림, decision 063): the member's waiting and notified requests, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const list = await withPageErrors(() => restock.list(ctx))
  return json({ list }, { headers: cacheHeaders('never-stored') })
}

/**
 * 재입고 알림 신청 (a sold-out option on the product page, islands/RestockButton.tsx) and 취소
 * (this page) post here: `back` the page to return to, `js=1` from the island (JSON instead of a
 * redirect). A guest is sent to sign in and comes back to the page they asked from.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const reply = { request, island: form.get('js') === '1', back: safeNext(form.get('back'), HERE) }
  const asked = parseRestockForm(form)
  if (!asked) return refuseRestock(reply, form.get('intent') === 'cancel' ? R.requestNotFound : R.notFound)
  const ctx = await requestContext(request, context)
  if (!ctx.session) return loginRedirect(request, reply.back)
  return changeRestock(ctx, asked, reply)
}

export default function Restock() {
  const { list } = useLoaderData<typeof loader>()
  return (
    <div className="my-info restock">
      <PageHeader title={R.title} backTo="/my" />
      <p className="wishlist__hint">{R.hint(RESTOCK_RULES.maxProducts, RESTOCK_RULES.keepDays)}</p>
      {list.requests.length === 0 ? (
        <>
          <EmptyState message={R.empty} action={R.emptyAction} to="/" />
          <p className="wishlist__hint">{R.emptyBody}</p>
        </>
      ) : (
        <section className="my__section" aria-label={R.title}>
          <p className="wishlist__total">{R.total(formatCount(list.requests.length))}</p>
          <ul className="wishlist__items">
            {list.requests.map((item) => (
              <li key={item.requestId} className="wishlist-item" aria-label={`${item.productName} ${item.optionName}`}>
                <Link to={productHref(item.productId)} className="wishlist-item__link">
                  <img src={item.imageUrl} alt="" width={88} height={88} loading="lazy" decoding="async" />
                  <div className="wishlist-item__body">
                    <p className="wishlist-item__name">{item.productName}</p>
                    <p className="wishlist-item__brand">{item.optionName}</p>
                    <p className={item.status === 'WAITING' ? 'wishlist-item__soldout' : 'restock__done'}>
                      {item.status === 'WAITING' ? R.waiting : R.notified}
                      {item.status === 'WAITING' ? ` · ${R.expiresOn(formatDate(item.expiresAt))}` : null}
                    </p>
                  </div>
                </Link>
                {item.status === 'WAITING' ? (
                  <div className="wishlist-item__actions">
                    <Form method="post" action={HERE} preventScrollReset>
                      <input type="hidden" name="requestId" value={item.requestId} />
                      <button
                        type="submit"
                        name="intent"
                        value="cancel"
                        className="button button--small"
                        aria-label={R.cancelLabel(`${item.productName} ${item.optionName}`)}
                      >
                        {R.cancel}
                      </button>
                    </Form>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
