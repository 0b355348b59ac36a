import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { membership } from '~/backends/membership.server'
import { users } from '~/backends/user.server'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { readOnlyRoute, withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'

const KEY = /^[A-Za-z0-9_-]{1,100}$/
const O = MEMBERSHIP_MSG.order

/**
 * Where the payment page sends the member back. The join is confirmed here in one V2
 * transaction; then a redirect, so a reload never pays twice. Approved → the membership page;
 * declined or refused → back to the join page with the reason, and nothing changed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const params = new URL(request.url).searchParams
  const orderKey = params.get('orderKey') ?? ''
  const paymentKey = params.get('paymentKey') ?? ''
  const back = async (to: string, message: string) =>
    redirect(to, { headers: await flashHeaders(request, { alert: { title: O.title, message } }) })
  if (!KEY.test(orderKey) || !KEY.test(paymentKey)) return back('/membership/order', O.paymentInvalid)
  return withPageErrors(
    async () => {
      await membership.confirm(ctx, orderKey, paymentKey)
      // Points and coupons changed: the member's cached detail is read afresh.
      users.forget(ctx)
      return redirect('/membership', {
        headers: await flashHeaders(request, { toast: { message: MEMBERSHIP_MSG.membership.joined, tone: 'success' } }),
      })
    },
    {
      ALREADY_MEMBER: () => back('/membership', O.alreadyMember),
      PAYMENT_DECLINED: () => back('/membership/order', O.declined),
      PAYMENT_INVALID: () => back('/membership/order', O.paymentInvalid),
      NOT_FOUND: () => back('/membership/order', O.paymentInvalid),
      '*': (error) => back('/membership/order', error.message),
    },
  )
}

/** A POST here reads nothing: the Korean 405. */
export const action = readOnlyRoute
