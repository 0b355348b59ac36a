import { Link } from '@remix-run/react'
import type { Address } from '~/domain/commerce.schema'
import { formatCalendarDay } from '~/domain/date-formats'
import { formatMobile, formatWon } from '~/domain/format'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { SUBSCRIPTION_MAX_QUANTITY } from '~/domain/subscription'
import type { SubscriptionOption } from '~/domain/subscription.schema'
import { getCollectionProps } from '~/ui/form/props'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { ErrorList, Field, RadioGroup } from '../form/Field'

type Meta = FieldMeta

/** Radios of one field with the props conform keeps in step with the submission (values as strings). */
const radios = (meta: Meta, values: readonly (string | number)[]) =>
  getCollectionProps(meta, { type: 'radio', options: values.map(String) })

/**
 * The product's options at the subscription price. Sold-out options, and options the member
 * already receives regularly (`taken`), cannot be chosen.
 */
export function OptionChoice({
  meta,
  options,
  discountRate,
  taken = [],
}: {
  meta: Meta
  options: SubscriptionOption[]
  discountRate: number
  taken?: number[]
}) {
  const props = radios(
    meta,
    options.map((o) => o.optionId),
  )
  return (
    <fieldset className="option-list subscription-section" aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="field__label">{SUBSCRIPTION_MSG.option}</legend>
      {options.map((option, i) => {
        const { key, ...input } = props[i] ?? {}
        const blocked = option.soldOut || taken.includes(option.optionId)
        return (
          <label key={key ?? option.optionId} className="option-list__item" data-soldout={blocked || undefined}>
            <span className="subscription-option__name">
              <input {...input} disabled={blocked} /> {option.name}
            </span>
            <span className="option-list__price">
              {blocked ? (
                <strong className="option-list__state">
                  {option.soldOut ? SUBSCRIPTION_MSG.soldOut : SUBSCRIPTION_MSG.alreadySubscribed}
                </strong>
              ) : (
                <>
                  {discountRate > 0 ? <del className="subscription-option__list">{formatWon(option.discountApplyPrice)}</del> : null}
                  {formatWon(option.subscriptionPrice)}
                </>
              )}
            </span>
          </label>
        )
      })}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

export function QuantityField({ meta }: { meta: Meta }) {
  return (
    <Field
      meta={meta}
      label={SUBSCRIPTION_MSG.quantity}
      type="number"
      inputMode="numeric"
      min={1}
      max={SUBSCRIPTION_MAX_QUANTITY}
      hint={SUBSCRIPTION_MSG.quantityHint}
    />
  )
}

export function CycleChoice({ meta, cycles }: { meta: Meta; cycles: number[] }) {
  return (
    <RadioGroup
      meta={meta}
      legend={SUBSCRIPTION_MSG.cycleLabel}
      options={cycles.map((weeks) => ({ value: String(weeks), label: SUBSCRIPTION_MSG.cycle(weeks) }))}
    />
  )
}

/**
 * The date a delivery comes; the browser's picker keeps to V2's window (V2 checks it again).
 * `current`, a date already set outside the window (skipped far ahead, or due tomorrow), stays
 * valid so the rest of a change can be saved without moving it.
 */
export function DeliveryDateField({
  meta,
  label,
  earliest,
  latest,
  current,
}: {
  meta: Meta
  label: string
  earliest: string
  latest: string
  current?: string | null
}) {
  const min = current && current < earliest ? current : earliest
  const max = current && current > latest ? current : latest
  return (
    <Field
      meta={meta}
      label={label}
      type="date"
      min={min}
      max={max}
      hint={SUBSCRIPTION_MSG.dateHint(formatCalendarDay(earliest), formatCalendarDay(latest))}
    />
  )
}

/** The member's addresses; a new one is added on the address page, which comes back here. */
export function AddressChoice({ meta, addresses, back }: { meta: Meta; addresses: Address[]; back: string }) {
  const props = radios(
    meta,
    addresses.map((a) => a.addressId),
  )
  return (
    <fieldset className="subscription-section" aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="field__label">{SUBSCRIPTION_MSG.address}</legend>
      {addresses.length === 0 ? <p className="field__hint">{SUBSCRIPTION_MSG.noAddress}</p> : null}
      {addresses.map((address, i) => {
        const { key, ...input } = props[i] ?? {}
        return (
          <label key={key ?? address.addressId} className="choice">
            <input {...input} />
            <span className="choice__body">
              <strong>{address.name}</strong>
              <span>{`(${address.zipCode}) ${address.address1} ${address.address2}`}</span>
              <span className="choice__sub">{formatMobile(address.mobileNo)}</span>
            </span>
          </label>
        )
      })}
      <ErrorList id={meta.errorId} errors={meta.errors} />
      <Link to={`/address/new?next=${encodeURIComponent(back)}`} className="text-link">
        {SUBSCRIPTION_MSG.addAddress}
      </Link>
    </fieldset>
  )
}

export function PaymentChoice({ meta, methods }: { meta: Meta; methods: string[] }) {
  const props = radios(meta, methods)
  return (
    <fieldset className="subscription-section" aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="field__label">{SUBSCRIPTION_MSG.payment}</legend>
      {methods.map((method, i) => {
        const { key, ...input } = props[i] ?? {}
        return (
          <label key={key ?? method} className="choice choice--inline">
            <input {...input} />
            <span>{SUBSCRIPTION_MSG.paymentMethods[method] ?? method}</span>
          </label>
        )
      })}
      <p className="field__hint">{SUBSCRIPTION_MSG.paymentHint}</p>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}
