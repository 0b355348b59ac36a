import { Link } from '@remix-run/react'
import type { Address } from '~/domain/commerce.schema'
import * as SHOP_MSG from '~/domain/messages.shop'
import { ErrorList } from '~/ui/form/Field'

/** 회수할 주소, one of the member's address book (decision 048): the default unless another was chosen. */
export function PickupAddressField({
  addresses,
  chosen,
  name,
  errorId,
  errors,
}: {
  addresses: Address[]
  chosen: string | null
  name: string
  errorId: string
  errors: string[] | undefined
}) {
  const selected = chosen ?? String(addresses.find((a) => a.isDefault)?.addressId ?? addresses[0]?.addressId ?? '')
  return (
    <fieldset className="order-section" aria-describedby={errors ? errorId : undefined}>
      <legend>{SHOP_MSG.exchangeReturn.pickupAddress}</legend>
      {addresses.length === 0 ? (
        <p className="order-section__empty">
          {SHOP_MSG.exchangeReturn.noAddress}{' '}
          <Link to="/address/new" className="text-link">
            {SHOP_MSG.exchangeReturn.addAddress}
          </Link>
        </p>
      ) : null}
      {addresses.map((address) => (
        <label key={address.addressId} className="choice">
          <input type="radio" name={name} value={address.addressId} defaultChecked={String(address.addressId) === selected} />
          <span className="choice__body">
            <strong>{address.name}</strong>
            <span className="choice__sub">
              ({address.zipCode}) {address.address1} {address.address2}
            </span>
          </span>
        </label>
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}
