import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { addresses } from '~/backends/addresses.server'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { parseRecordId } from '~/domain/record-id'
import { safeNext } from '~/domain/redirect'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { notFound, withPageErrors } from '~/http/responses.server'
import { pickedPostcodeOf, postcodeSearchOf, saveAddress } from '~/routes/_my+/__address.server'
import { requireMember } from '~/session/signin.server'
import addressStyles from '~/styles/address.css'
import { AddressForm } from '~/ui/address/AddressForm'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: addressStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.address.edit} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/address/{addressId}`: editing one of the member's addresses (anyone else's is not found). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const id = parseRecordId(params.addressId)
  const query = new URL(request.url).searchParams
  const [{ addresses: list }, search, picked] = await Promise.all([
    withPageErrors(() => addresses.list(ctx)),
    postcodeSearchOf(ctx, query),
    pickedPostcodeOf(ctx, query),
  ])
  const address = list.find((a) => a.addressId === id)
  if (!address) throw notFound()
  return json({ address, next: safeNext(query.get('next'), '/address'), search, picked }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const formData = await readForm(request)
  // The id comes from the path, whatever the form says; a malformed one fails the schema.
  formData.set('addressId', params.addressId ?? '')
  return saveAddress(request, ctx, formData)
}

export default function EditAddress() {
  const { address, next, search, picked } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="auth-page">
      <PageHeader title={SHOP_MSG.address.edit} backTo={next} />
      <AddressForm
        key={picked?.address1 ?? ''}
        address={address}
        next={next}
        pagePath={`/address/${address.addressId}`}
        prefill={picked}
        picked={picked !== null}
        search={search}
        lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
      />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
