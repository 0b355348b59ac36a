import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import type { ChangeSubscriptionSchema, NewSubscriptionSchema, SubscriptionDetail, SubscriptionSheet } from '~/domain/subscription.schema'
import { getFormProps } from '~/ui/form/props'
import { FormErrors } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import { useShopForm } from '../form/use-shop-form'
import { AddressChoice, CycleChoice, DeliveryDateField, OptionChoice, PaymentChoice, QuantityField } from './SubscriptionFields'

type LastResult = SubmissionResult<string[]> | null | undefined

/** `/subscription/new`: option, quantity, cycle, first delivery, address and payment as one plain form. */
export function NewSubscriptionForm({ sheet, back, lastResult }: { sheet: SubscriptionSheet; back: string; lastResult: LastResult }) {
  const firstOpen = sheet.options.find((o) => !o.soldOut && !sheet.subscribedOptionIds.includes(o.optionId))
  const [form, fields] = useShopForm<typeof NewSubscriptionSchema>({
    id: 'subscription-new',
    lastResult,
    defaultValue: {
      optionId: firstOpen ? String(firstOpen.optionId) : undefined,
      quantity: '1',
      cycleWeeks: String(sheet.defaultCycleWeeks),
      firstDeliveryDate: sheet.earliestDate,
      addressId: sheet.addressId === null ? undefined : String(sheet.addressId),
      paymentMethod: sheet.paymentMethods[0],
    },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="subscription-form">
      <OptionChoice meta={fields.optionId} options={sheet.options} discountRate={sheet.discountRate} taken={sheet.subscribedOptionIds} />
      <QuantityField meta={fields.quantity} />
      <CycleChoice meta={fields.cycleWeeks} cycles={sheet.cycles} />
      <DeliveryDateField
        meta={fields.firstDeliveryDate}
        label={SUBSCRIPTION_MSG.firstDelivery}
        earliest={sheet.earliestDate}
        latest={sheet.latestDate}
      />
      <AddressChoice meta={fields.addressId} addresses={sheet.addresses} back={back} />
      <PaymentChoice meta={fields.paymentMethod} methods={sheet.paymentMethods} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton className="button--block">{SUBSCRIPTION_MSG.start}</SubmitButton>
    </Form>
  )
}

/** `/subscription/{id}`: the same choices but payment, filled with what the subscription is now. */
export function ChangeSubscriptionForm({
  subscription,
  back,
  lastResult,
}: {
  subscription: SubscriptionDetail
  back: string
  lastResult: LastResult
}) {
  const [form, fields] = useShopForm<typeof ChangeSubscriptionSchema>({
    id: 'subscription-change',
    lastResult,
    defaultValue: {
      optionId: String(subscription.optionId),
      quantity: String(subscription.quantity),
      cycleWeeks: String(subscription.cycleWeeks),
      nextDeliveryDate: subscription.nextDeliveryDate ?? undefined,
      addressId: subscription.address.addressId === null ? undefined : String(subscription.address.addressId),
    },
  })
  // The option it has now stays choosable even when it sold out since.
  const options = subscription.options.map((o) => (o.optionId === subscription.optionId ? { ...o, soldOut: false } : o))
  return (
    <Form method="post" {...getFormProps(form)} className="subscription-form">
      <OptionChoice meta={fields.optionId} options={options} discountRate={subscription.discountRate} />
      <QuantityField meta={fields.quantity} />
      <CycleChoice meta={fields.cycleWeeks} cycles={subscription.cycles} />
      <DeliveryDateField
        meta={fields.nextDeliveryDate}
        label={SUBSCRIPTION_MSG.nextDelivery}
        earliest={subscription.earliestDate}
        latest={subscription.latestDate}
        current={subscription.nextDeliveryDate}
      />
      <AddressChoice meta={fields.addressId} addresses={subscription.addresses} back={back} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton name="intent" value="save" className="button--block">
        {SUBSCRIPTION_MSG.save}
      </SubmitButton>
    </Form>
  )
}
