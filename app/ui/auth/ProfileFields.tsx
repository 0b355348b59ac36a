import type { FieldMetadata } from '@conform-to/react'
import { MSG } from '~/domain/messages'
import { Checkbox, Field } from '../form/Field'
import { CertificationFields } from './CertificationFields'

type Fields = {
  name: FieldMetadata<unknown>
  nickname: FieldMetadata<unknown>
  mobileNo: FieldMetadata<unknown>
  certificationKey: FieldMetadata<unknown>
  inviteCode: FieldMetadata<unknown>
  agreeTerms: FieldMetadata<unknown>
  agreeMarketing: FieldMetadata<unknown>
}

/** What every sign-up asks, by e-mail or through a social account. */
export function ProfileFields({ fields, sentMessage }: { fields: Fields; sentMessage: string | null }) {
  return (
    <>
      <Field meta={fields.name} label={MSG.auth.name} autoComplete="name" maxLength={20} />
      <Field meta={fields.nickname} label={MSG.auth.nickname} autoComplete="nickname" placeholder={MSG.placeholder.nickname} maxLength={16} />
      <CertificationFields mobileNo={fields.mobileNo} certificationKey={fields.certificationKey} sentMessage={sentMessage} />
      <Field meta={fields.inviteCode} label={MSG.auth.inviteCode} placeholder={MSG.placeholder.inviteCode} autoComplete="off" maxLength={8} />
      <fieldset className="agreements">
        <Checkbox meta={fields.agreeTerms} label={MSG.auth.agreeTerms} />
        <Checkbox meta={fields.agreeMarketing} label={MSG.auth.agreeMarketing} />
      </fieldset>
    </>
  )
}
