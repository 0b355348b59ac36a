import type { FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'
import { SEND_CODE_INTENT } from '~/domain/account-security'
import { CertificationSendSchema } from '~/domain/account.schema'
import { MSG } from '~/domain/messages'
import { MOBILE_INPUT_MAX_LENGTH } from '~/domain/phone'
import { Field } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import type { SchemaSubmission } from '../form/use-shop-form'

type Props = {
  mobileNo: FieldMetadata<unknown>
  certificationKey: FieldMetadata<unknown>
  sentMessage?: string | null
}

/**
 * Mobile number and certification key. 인증번호 받기 submits the same form with its own intent,
 * so it works without JavaScript and keeps everything already typed.
 */
export function CertificationFields({ mobileNo, certificationKey, sentMessage }: Props) {
  return (
    <>
      <Field
        meta={mobileNo}
        label={MSG.auth.mobileNo}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={MSG.placeholder.mobile}
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        addon={
          <SubmitButton name="intent" value={SEND_CODE_INTENT} secondary formNoValidate className="button--addon">
            {sentMessage ? MSG.auth.resendCode : MSG.auth.sendCode}
          </SubmitButton>
        }
      />
      {sentMessage ? (
        <p className="field__notice" role="status">
          {sentMessage}
        </p>
      ) : null}
      <Field
        meta={certificationKey}
        label={MSG.auth.certificationKey}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={5}
      />
    </>
  )
}

/**
 * The form's client-side check: 인증번호 받기 needs only a valid mobile number (the server checks
 * the same), every other submit the whole schema.
 */
export function validateWithCertification<Schema extends z.ZodTypeAny>(schema: Schema) {
  return ({ formData }: { formData: FormData }): SchemaSubmission<Schema> =>
    formData.get('intent') === SEND_CODE_INTENT
      ? // Only the number is checked; conform sees it as a submission of the whole form.
        (parseWithZod(formData, { schema: CertificationSendSchema }) as unknown as SchemaSubmission<Schema>)
      : (parseWithZod(formData, { schema }) as SchemaSubmission<Schema>)
}
