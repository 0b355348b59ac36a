import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useState } from 'react'
import type { AddressSchema } from '~/domain/address.schema'
import type { Address } from '~/domain/commerce.schema'
import * as SHOP_MSG from '~/domain/messages.shop'
import { MOBILE_INPUT_MAX_LENGTH } from '~/domain/phone'
import { type Postcode, type PostcodeSearchState, postcodeAddress1 } from '~/domain/postcode'
import { getFormProps } from '~/ui/form/props'
import { Checkbox, Field, FormErrors } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import { useShopForm } from '../form/use-shop-form'
import { PostcodeSearch } from './PostcodeSearch'

/** What the page fills in before the shopper types: the member's name and number, a picked address. */
export type AddressPrefill = { name?: string; mobileNo?: string; zipCode?: string; address1?: string }

type Props = {
  address?: Address
  next: string
  /** The page's path, where 우편번호 찾기 goes without JavaScript. */
  pagePath: string
  lastResult: SubmissionResult<string[]> | null | undefined
  prefill?: AddressPrefill | null
  /** An address was picked without JavaScript: the cursor waits in 상세 주소. */
  picked?: boolean
  search: PostcodeSearchState | null
}

/**
 * Adding or editing a delivery address; the same form without and with JavaScript. 우편번호 찾기
 * comes first: without JavaScript a search reopens the page, so it is done before anything else is typed.
 */
export function AddressForm({ address, next, pagePath, lastResult, prefill, picked = false, search }: Props) {
  const [form, fields] = useShopForm<typeof AddressSchema>({
    id: address ? `address-${address.addressId}` : 'address-new',
    lastResult,
    defaultValue: { ...(address ? { ...address, isDefault: address.isDefault ? 'on' : undefined } : {}), ...prefill },
  })
  const [pickedNow, setPickedNow] = useState(false)
  const pick = (result: Postcode) => {
    form.update({ name: fields.zipCode.name, value: result.zipCode })
    form.update({ name: fields.address1.name, value: postcodeAddress1(result) })
    setPickedNow(true)
    document.getElementById(fields.address2.id)?.focus()
  }
  return (
    <>
      <PostcodeSearch pagePath={pagePath} next={next} initial={search} onPick={pick} />
      <Form method="post" {...getFormProps(form)} className="form">
        <input type="hidden" name="next" value={next} />
        {address ? <input type="hidden" name="addressId" value={address.addressId} /> : null}
        <Field meta={fields.name} label={SHOP_MSG.address.name} autoComplete="name" maxLength={20} />
        <Field
          meta={fields.mobileNo}
          label={SHOP_MSG.address.mobileNo}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
        />
        <Field
          meta={fields.zipCode}
          label={SHOP_MSG.address.zipCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          hint={SHOP_MSG.address.zipCodeHint}
        />
        <Field meta={fields.address1} label={SHOP_MSG.address.address1} autoComplete="address-line1" maxLength={100} />
        <Field meta={fields.address2} label={SHOP_MSG.address.address2} autoComplete="address-line2" maxLength={100} autoFocus={picked} />
        {picked || pickedNow ? (
          <p className="field__notice" role="status">
            {SHOP_MSG.address.postcode.picked}
          </p>
        ) : null}
        <Checkbox meta={fields.isDefault} label={SHOP_MSG.address.isDefault} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton>{SHOP_MSG.address.save}</SubmitButton>
      </Form>
    </>
  )
}
