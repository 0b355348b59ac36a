import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { addresses } from '~/backends/addresses.server'
import { users } from '~/backends/user.server'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { safeNext } from '~/domain/redirect'
import { cacheHeaders } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { pickedPostcodeOf, postcodeSearchOf, saveAddress } from '~/routes/_my+/__address.server'
import { requireMember } from '~/session/signin.server'
import addressStyles from '~/styles/address.css'
import { AddressForm } from '~/ui/address/AddressForm'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: addressStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.address.add} | ${MSG.brand.name}`)

/**
 * `/address/new?next=`: a new delivery address, then back to the checkout or the list. A first
 * address starts with the member's own name and number (decision 026); `?q=` searches 우편번호 찾기
 * and `?pick=` fills a result in, for a shopper without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const params = new URL(request.url).searchParams
  const [list, search, picked] = await Promise.all([
    withPageErrors(() => addresses.list(ctx)),
    postcodeSearchOf(ctx, params),
    pickedPostcodeOf(ctx, params),
  ])
  let member: { name?: string; mobileNo?: string } = {}
  if (list.addresses.length === 0) {
    const { userInfo } = await withPageErrors(() => users.detail(ctx))
    member = { name: userInfo.name ?? undefined, mobileNo: userInfo.mobileNo ?? undefined }
  }
  const next = safeNext(params.get('next'), '/address')
  return json({ next, search, picked: picked !== null, prefill: { ...member, ...picked } }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  return saveAddress(request, ctx, await readForm(request))
}

export default function NewAddress() {
  const { next, search, picked, prefill } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="auth-page">
      <PageHeader title={SHOP_MSG.address.add} backTo={next} />
      <AddressForm
        key={prefill.address1 ?? ''}
        next={next}
        pagePath="/address/new"
        prefill={prefill}
        picked={picked}
        search={search}
        lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
      />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
