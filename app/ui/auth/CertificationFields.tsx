import type { FieldMetadata } from '@conform-to/react'
import { MSG } from '~/domain/messages'
import { Field } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'

export const SEND_CODE_INTENT = 'send-code'

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
        maxLength={11}
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
