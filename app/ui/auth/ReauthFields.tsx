import { SEND_CURRENT_CODE_INTENT } from '~/domain/account-security'
import * as MSG from '~/domain/messages'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { Field } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'

const S = MSG.accountSecurity

type Props = {
  /** False for a member who signed up with a provider: they get a key to their number instead. */
  hasPassword: boolean
  /** The number on the account, masked (010-****-5678). */
  maskedNumber: string
  password: FieldMeta
  passwordLabel: string
  certificationKey: FieldMeta
  /** The notice after 현재 번호로 인증번호 받기. */
  sentMessage?: string | null
}

/**
 * Re-authentication before a sensitive change: the current password, or for a member without one
 * a key sent to the number already on the account, so a stolen session alone cannot move the
 * number that recovers the password (docs/security.md). The send button submits the same form
 * with its own intent, so it works without JavaScript.
 */
export function ReauthFields({ hasPassword, maskedNumber, password, passwordLabel, certificationKey, sentMessage }: Props) {
  if (hasPassword) return <Field meta={password} label={passwordLabel} type="password" autoComplete="current-password" />
  return (
    <>
      <p className="field__notice">{S.currentNumberLead(maskedNumber)}</p>
      <SubmitButton name="intent" value={SEND_CURRENT_CODE_INTENT} secondary formNoValidate>
        {S.sendCurrentCode}
      </SubmitButton>
      {sentMessage ? (
        <p className="field__notice" role="status">
          {sentMessage}
        </p>
      ) : null}
      <Field meta={certificationKey} label={S.currentCertificationKey} inputMode="numeric" autoComplete="one-time-code" maxLength={5} />
    </>
  )
}
