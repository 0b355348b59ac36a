import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { addresses } from '~/backends/addresses.server'
import { formatMobile } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { parseRecordId } from '~/domain/record-id'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import { BottomSheet } from '~/ui/BottomSheet'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.address.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** The query that opens the confirmation step of deleting the default address (decision 050). */
const CONFIRM_PARAM = 'confirmDelete'

/**
 * `/address`: the member's delivery addresses; add, edit, make default, delete. `?confirmDelete=`
 * shows the step that asks before the default address goes (decision 050): a bottom sheet drawn
 * by the server, so it asks the same with JavaScript or without.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const list = await withPageErrors(() => addresses.list(ctx))
  const asked = parseRecordId(new URL(request.url).searchParams.get(CONFIRM_PARAM) ?? '')
  const asking = list.addresses.find((address) => address.addressId === asked && address.isDefault)
  // The backend makes the newest other address the default; the list is already newest first.
  const next = list.addresses.find((address) => !address.isDefault)
  const confirmDelete = asking ? { ...asking, nextDefault: next ? { name: next.name, address1: next.address1 } : null } : null
  return json({ ...list, confirmDelete }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const form = await readForm(request)
  const id = String(form.get('addressId') ?? '')
  const addressId = parseRecordId(id)
  const toast = async (message: string, tone: 'success' | 'error' = 'success') =>
    redirect('/address', { headers: await flashHeaders(request, { toast: { message, tone } }) })
  const intent = form.get('intent')
  // The page's two buttons; anything else changes nothing (it used to make the address the default).
  if (addressId === null || (intent !== 'delete' && intent !== 'default')) return toast(MSG.error.badRequest, 'error')
  // Decision 050: the default address goes only after the confirmation step said 삭제.
  if (intent === 'delete' && form.get('confirmed') !== 'yes') {
    const list = await withPageErrors(() => addresses.list(ctx))
    if (list.addresses.some((address) => address.addressId === addressId && address.isDefault))
      return redirect(`/address?${CONFIRM_PARAM}=${addressId}`)
  }
  // Someone else's id answers 404 like an unknown one: nothing changed, and the shopper is told.
  await withPageErrors(() => (intent === 'delete' ? addresses.remove(ctx, addressId) : addresses.makeDefault(ctx, addressId)), {
    '*': (error) => toast(error.message, 'error'),
  })
  return toast(intent === 'delete' ? SHOP_MSG.address.deleted : SHOP_MSG.address.madeDefault)
}

export default function AddressList() {
  const { addresses: list, confirmDelete } = useLoaderData<typeof loader>()
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.address.title} backTo="/my" />
      {list.length === 0 ? <p className="empty">{SHOP_MSG.address.none}</p> : null}
      <ul className="address-list">
        {list.map((address) => (
          <li key={address.addressId} className="address-card" aria-label={`${address.name} ${address.address1}`}>
            <p>
              <strong>{address.name}</strong> {address.isDefault ? <span className="badge-inline">{SHOP_MSG.address.default}</span> : null}
            </p>
            <p>{`(${address.zipCode}) ${address.address1} ${address.address2}`}</p>
            <p className="choice__sub">{formatMobile(address.mobileNo)}</p>
            <div className="address-card__actions">
              <Link to={`/address/${address.addressId}`} className="text-link">
                {SHOP_MSG.address.edit}
              </Link>
              {address.isDefault ? null : (
                <Form method="post">
                  <input type="hidden" name="addressId" value={address.addressId} />
                  <button type="submit" name="intent" value="default" className="text-button">
                    {SHOP_MSG.address.makeDefault}
                  </button>
                </Form>
              )}
              {address.isDefault ? (
                // The default asks first (decision 050): a link to the confirmation step, not a post.
                <Link
                  to={`?${CONFIRM_PARAM}=${address.addressId}`}
                  className="text-button"
                  aria-label={`${address.name} ${SHOP_MSG.address.delete}`}
                  preventScrollReset
                >
                  {SHOP_MSG.address.delete}
                </Link>
              ) : (
                <Form method="post">
                  <input type="hidden" name="addressId" value={address.addressId} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className="text-button"
                    aria-label={`${address.name} ${SHOP_MSG.address.delete}`}
                  >
                    {SHOP_MSG.address.delete}
                  </button>
                </Form>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Link to="/address/new" className="button button--primary button--block">
        {SHOP_MSG.address.add}
      </Link>
      {confirmDelete ? <ConfirmDeleteSheet address={confirmDelete} /> : null}
    </div>
  )
}

/** Decision 050: 삭제 posts the confirmed delete; 취소 (or the sheet's close) goes back to the list. */
type Deleting = { addressId: number; name: string; address1: string; nextDefault: { name: string; address1: string } | null }

function ConfirmDeleteSheet({ address }: { address: Deleting }) {
  const T = SHOP_MSG.address.confirmDelete
  return (
    <BottomSheet title={T.title} closeHref="/address">
      <p>{`${address.name} · ${address.address1}`}</p>
      <p className="choice__sub">{address.nextDefault ? T.nextDefault(address.nextDefault) : T.hint}</p>
      <Form method="post" className="confirm-sheet__actions">
        <input type="hidden" name="addressId" value={address.addressId} />
        <input type="hidden" name="confirmed" value="yes" />
        <Link to="/address" className="button" preventScrollReset>
          {T.cancel}
        </Link>
        <button type="submit" name="intent" value="delete" className="button button--primary">
          {T.confirm}
        </button>
      </Form>
    </BottomSheet>
  )
}

export const ErrorBoundary = ShopErrorBoundary
