import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { AddressSchema } from '~/domain/address.schema'
import type { Address } from '~/domain/commerce.schema'
import { SHOP_MSG } from '~/domain/messages.shop'
import { Checkbox, Field, FormErrors } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import { useShopForm } from '../form/use-shop-form'

type Props = { address?: Address; next: string; lastResult: SubmissionResult<string[]> | null | undefined }

/** Adding or editing a delivery address; the same form without and with JavaScript. */
export function AddressForm({ address, next, lastResult }: Props) {
  const [form, fields] = useShopForm({
    id: address ? `address-${address.addressId}` : 'address-new',
    schema: AddressSchema,
    lastResult,
    defaultValue: address ? { ...address, isDefault: address.isDefault ? 'on' : undefined } : undefined,
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="form"
    >
      <input type="hidden" name="next" value={next} />
      {address ? <input type="hidden" name="addressId" value={address.addressId} /> : null}
      <Field meta={fields.name} label={SHOP_MSG.address.name} autoComplete="name" />
      <Field meta={fields.mobileNo} label={SHOP_MSG.address.mobileNo} type="tel" inputMode="numeric" autoComplete="tel" />
      <Field meta={fields.zipCode} label={SHOP_MSG.address.zipCode} inputMode="numeric" autoComplete="postal-code" maxLength={5} hint={SHOP_MSG.address.zipCodeHint} />
      <Field meta={fields.address1} label={SHOP_MSG.address.address1} autoComplete="address-line1" />
      <Field meta={fields.address2} label={SHOP_MSG.address.address2} autoComplete="address-line2" />
      <Checkbox meta={fields.isDefault} label={SHOP_MSG.address.isDefault} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton>{SHOP_MSG.address.save}</SubmitButton>
    </Form>
  )
}
