import { SEND_CODE_INTENT } from '~/domain/account-security'
import * as MSG from '~/domain/messages'
import { MOBILE_INPUT_MAX_LENGTH } from '~/domain/phone'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { Field } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'

type Props = {
  mobileNo: FieldMeta
  certificationKey: FieldMeta
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
      <Field meta={certificationKey} label={MSG.auth.certificationKey} inputMode="numeric" autoComplete="one-time-code" maxLength={5} />
    </>
  )
}
