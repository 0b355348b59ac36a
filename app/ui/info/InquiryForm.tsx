import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { HOUSINGS, INQUIRY_TYPES } from '~/domain/adoption'
import type { InquirySchema } from '~/domain/adoption.schema'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { getFormProps } from '~/ui/form/props'
import { Checkbox, Field, FormErrors, RadioGroup, TextArea } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import { useShopForm } from '../form/use-shop-form'

const M = INFO_MSG.adoption.inquiry

/** A member's adoption or foster inquiry about one animal; the shelter calls back. */
export function InquiryForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const [form, fields] = useShopForm<typeof InquirySchema>({ id: 'adoption-inquiry', lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="form info-form" aria-labelledby="inquiry-title">
      <h2 id="inquiry-title">{M.title}</h2>
      <RadioGroup meta={fields.type} legend={M.type} options={INQUIRY_TYPES.map((t) => ({ value: t, label: M.types[t] }))} />
      <RadioGroup meta={fields.housing} legend={M.housing} options={HOUSINGS.map((h) => ({ value: h, label: M.housings[h] }))} />
      <Field
        meta={fields.mobileNo}
        label={M.mobileNo}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={MSG.placeholder.mobile}
      />
      <TextArea meta={fields.message} label={M.message} hint={M.messageHint} rows={5} />
      <Checkbox meta={fields.agree} label={M.agree} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton>{M.submit}</SubmitButton>
    </Form>
  )
}
