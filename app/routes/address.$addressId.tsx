import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loaderCacheControl, notFound, withPageErrors } from '~/backends/respond.server'
import { addresses } from '~/backends/shop.server'
import { MSG } from '~/domain/messages'
import { SHOP_MSG } from '~/domain/messages.shop'
import { safeNext } from '~/domain/redirect'
import { saveAddress } from '~/session/address-action.server'
import { requireMember } from '~/session/signin.server'
import { AddressForm } from '~/ui/address/AddressForm'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { PageHeader } from '~/ui/PageHeader'
import { pageMeta } from '~/ui/meta'
import { readForm } from '~/backends/form-reply.server'

export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.address.edit} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/address/{addressId}`: editing one of the member's addresses (anyone else's is not found). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const id = /^[1-9]\d{0,9}$/.test(params.addressId ?? '') ? Number(params.addressId) : null
  const { addresses: list } = await withPageErrors(() => addresses.list(ctx))
  const address = list.find((a) => a.addressId === id)
  if (!address) throw notFound()
  return json({ address, next: safeNext(new URL(request.url).searchParams.get('next'), '/address') }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const formData = await readForm(request)
  // The id comes from the path, whatever the form says; a malformed one fails the schema.
  formData.set('addressId', params.addressId ?? '')
  return saveAddress(request, ctx, formData)
}

export default function EditAddress() {
  const { address, next } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="auth-page">
      <PageHeader title={SHOP_MSG.address.edit} backTo={next} />
      <AddressForm address={address} next={next} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
