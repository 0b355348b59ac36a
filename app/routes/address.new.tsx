import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
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

export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.address.add} | ${MSG.brand.name}`)

/** `/address/new?next=`: a new delivery address, then back to the checkout or the list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context)
  return json({ next: safeNext(new URL(request.url).searchParams.get('next'), '/address') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  return saveAddress(request, ctx, await readForm(request))
}

export default function NewAddress() {
  const { next } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="auth-page">
      <PageHeader title={SHOP_MSG.address.add} backTo={next} />
      <AddressForm next={next} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
