import type { SubmissionResult } from '@conform-to/react'
import { Form, useSubmit } from '@remix-run/react'
import type { CheckoutSchema } from '~/domain/checkout.schema'
import type { OrderSheet, PaymentMethod } from '~/domain/commerce.schema'
import type { DeliveryRequestChoice } from '~/domain/delivery-request'
import { formatMobile, formatWon } from '~/domain/format'
import * as SHOP_MSG from '~/domain/messages.shop'
import { sheetCouponLabel } from '~/domain/sheet-coupons'
import { getFormProps } from '~/ui/form/props'
import { CartSummary } from '../cart/CartSummary'
import { ErrorList, FormErrors } from '../form/Field'
import { useShopForm } from '../form/use-shop-form'
import { DeliveryRequestFields } from './DeliveryRequestFields'
import { PointsField } from './PointsField'

type Props = {
  sheet: OrderSheet
  paymentMethod: PaymentMethod
  lastResult: SubmissionResult<string[]> | null | undefined
  /** Why a coupon is already chosen (the page picked the best one), when it did. */
  couponHint?: string | null
  /** 배송 요청사항's kind and words as V2 keeps them for the sheet (decision 045). */
  deliveryRequest?: DeliveryRequestChoice
  deliveryRequestText?: string
}

/**
 * The order sheet as one form. A changed choice posts `recalc` (the server answers with the
 * recalculated sheet; with JavaScript that happens on change, without it through 적용); 배송지 추가
 * posts `address` and paying `pay`. Every post gives V2 the whole sheet to keep first
 * (decision 045), which is why 배송지 추가 is a button of the form and not a link.
 */
export function OrderSheetForm({
  sheet,
  paymentMethod,
  lastResult,
  couponHint,
  deliveryRequest = 'NONE',
  deliveryRequestText = '',
}: Props) {
  const submit = useSubmit()
  const [form, fields] = useShopForm<typeof CheckoutSchema>({ id: 'order-sheet', lastResult })
  const recalc = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (name === 'addressId' || name === 'couponId' || name === 'deliveryType') {
      const data = new FormData(event.currentTarget)
      data.set('intent', 'recalc')
      submit(data, { method: 'post', preventScrollReset: true })
    }
  }
  // Why a way of delivery cannot be chosen: what the products lack is not the address's fault;
  // before any address nothing is "unavailable", an address is missing (decision 026).
  const unavailable = (option: (typeof sheet.deliveryOptions)[number]) => {
    if (option.unavailableReason === 'PRODUCT')
      return SHOP_MSG.order.unavailableForProducts(SHOP_MSG.order.deliveryTypes[option.type] ?? '')
    return sheet.addressId === null ? SHOP_MSG.order.deliveryNeedsAddress : SHOP_MSG.order.unavailable
  }
  return (
    <Form method="post" {...getFormProps(form)} className="order-sheet" onChange={recalc} preventScrollReset>
      {/* Enter in a field submits the form's first button: this one, so it recalculates (and keeps
          the choices) rather than leaving for 배송지 추가 or paying. */}
      <button type="submit" name="intent" value="recalc" className="sr-only" tabIndex={-1} aria-hidden="true" formNoValidate>
        {SHOP_MSG.order.apply}
      </button>
      <section className="order-section" aria-labelledby="order-items">
        <h2 id="order-items">{SHOP_MSG.order.items}</h2>
        <ul className="order-lines">
          {sheet.items.map((item) => (
            <li key={item.cartItemId} className="order-line">
              <img src={item.product.imageUrl} alt="" width={56} height={56} loading="lazy" />
              <div>
                <p className="order-line__name">{item.product.productName}</p>
                <p className="order-line__meta">{`${item.optionName} · ${item.quantity}개`}</p>
                <p className="order-line__price">{formatWon(item.lineDiscountApplyPrice)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <fieldset className="order-section" aria-describedby={fields.addressId.errorId}>
        <legend>{SHOP_MSG.order.address}</legend>
        {sheet.addresses.length === 0 ? <p className="order-section__empty">{SHOP_MSG.order.noAddress}</p> : null}
        {sheet.addresses.map((address) => (
          <label key={address.addressId} className="choice">
            <input type="radio" name="addressId" value={address.addressId} defaultChecked={address.addressId === sheet.addressId} />
            <span className="choice__body">
              <strong>
                {address.name}
                {address.isDefault ? <span className="badge-inline">{SHOP_MSG.addressBadge.default}</span> : null}
              </strong>
              <span>{`(${address.zipCode}) ${address.address1} ${address.address2}`}</span>
              <span className="choice__sub">{formatMobile(address.mobileNo)}</span>
            </span>
          </label>
        ))}
        <ErrorList id={fields.addressId.errorId} errors={fields.addressId.errors} />
        <button type="submit" name="intent" value="address" className="text-link order-sheet__add-address" formNoValidate>
          {SHOP_MSG.order.addAddress}
        </button>
      </fieldset>

      <fieldset className="order-section">
        <legend>{SHOP_MSG.order.delivery}</legend>
        {sheet.deliveryOptions.map((option) => (
          <label key={option.type} className="choice" data-disabled={!option.available || undefined}>
            <input
              type="radio"
              name="deliveryType"
              value={option.type}
              defaultChecked={option.type === sheet.deliveryType}
              disabled={!option.available}
            />
            <span className="choice__body">
              <strong>{SHOP_MSG.order.deliveryTypes[option.type]}</strong>
              <span className="choice__sub">
                {option.available ? (option.fee === 0 ? SHOP_MSG.cartSummary.freeShipping : formatWon(option.fee)) : unavailable(option)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <label className="order-section order-select">
        <span className="order-select__label">{SHOP_MSG.order.coupon}</span>
        <select name="couponId" defaultValue={sheet.couponId ?? ''}>
          <option value="">{SHOP_MSG.order.noCoupon}</option>
          {sheet.coupons.map((coupon) => (
            <option key={coupon.couponId} value={coupon.couponId} disabled={!sheetCouponLabel(coupon).usable}>
              {sheetCouponLabel(coupon).label}
            </option>
          ))}
        </select>
        {couponHint ? <span className="choice__sub">{couponHint}</span> : null}
      </label>

      <noscript>
        <button type="submit" name="intent" value="recalc" className="button button--secondary button--block" formNoValidate>
          {SHOP_MSG.order.apply}
        </button>
      </noscript>

      {sheet.points ? <PointsField points={sheet.points} field={fields.points} /> : null}

      <DeliveryRequestFields
        choice={fields.deliveryRequest}
        text={fields.deliveryRequestText}
        initial={deliveryRequest}
        initialText={deliveryRequestText}
      />

      <fieldset className="order-section">
        <legend>{SHOP_MSG.order.payment}</legend>
        {sheet.paymentMethods.map((method) => (
          <label key={method} className="choice choice--inline">
            <input type="radio" name="paymentMethod" value={method} defaultChecked={method === paymentMethod} />
            <span>{SHOP_MSG.order.paymentMethods[method]}</span>
          </label>
        ))}
      </fieldset>

      <CartSummary summary={sheet.summary} />

      <label className="order-agree">
        <input type="checkbox" name="agree" aria-describedby={fields.agree.errorId} aria-invalid={fields.agree.errors ? true : undefined} />
        <span>{SHOP_MSG.order.agree}</span>
      </label>
      <ErrorList id={fields.agree.errorId} errors={fields.agree.errors} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {/* Decision 053: what 결제하기 pays is this sheet, its lines at its total. */}
      {sheet.items.map((item) => (
        <input key={item.cartItemId} type="hidden" name="cartItemId" value={item.cartItemId} />
      ))}
      <input type="hidden" name="expectedTotal" value={sheet.summary.total} />
      <div className="order-bar">
        <button type="submit" name="intent" value="pay" className="button button--primary button--block">
          {SHOP_MSG.order.pay(formatWon(sheet.summary.total))}
        </button>
      </div>
    </Form>
  )
}
