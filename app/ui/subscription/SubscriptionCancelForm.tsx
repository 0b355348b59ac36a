import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { SUBSCRIPTION_CANCEL_REASONS } from '~/domain/subscription'
import type { Subscription, SubscriptionCancelSchema } from '~/domain/subscription.schema'
import { getFormProps } from '~/ui/form/props'
import { FormErrors, RadioGroup, TextArea } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import { useShopForm } from '../form/use-shop-form'
import { SubscriptionFacts, SubscriptionHead } from './SubscriptionCard'

const M = SUBSCRIPTION_MSG.cancelForm

/** `/order/billing/cancel?subscriptionId=`: ending a subscription's regular payment, with a reason. */
export function SubscriptionCancelForm({
  subscription,
  lastResult,
}: {
  subscription: Subscription
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const [form, fields] = useShopForm<typeof SubscriptionCancelSchema>({ id: 'subscription-cancel', lastResult })
  return (
    <>
      <div className="subscription-card">
        <SubscriptionHead subscription={subscription} />
        <SubscriptionFacts subscription={subscription} />
      </div>
      {subscription.status === 'ACTIVE' ? (
        <Form method="post" {...getFormProps(form)} className="form">
          <input type="hidden" name="subscriptionId" value={subscription.subscriptionId} />
          <p className="notice">{M.notice}</p>
          <RadioGroup
            meta={fields.reasonCode}
            legend={M.reason}
            options={SUBSCRIPTION_CANCEL_REASONS.map((value) => ({ value, label: M.reasons[value] ?? value }))}
          />
          <TextArea meta={fields.reasonText} label={M.reasonText} rows={3} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton>{M.submit}</SubmitButton>
        </Form>
      ) : (
        <p className="notice">{SUBSCRIPTION_MSG.cancelledNotice}</p>
      )}
    </>
  )
}
