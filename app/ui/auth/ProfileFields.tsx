import { INVITE_CODE_LENGTH } from '~/domain/invite-code'
import * as MSG from '~/domain/messages'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { Field } from '../form/Field'
import { Agreements } from './Agreements'
import { CertificationFields } from './CertificationFields'

type Fields = {
  name: FieldMeta
  nickname: FieldMeta
  mobileNo: FieldMeta
  certificationKey: FieldMeta
  inviteCode: FieldMeta
  agreeTerms: FieldMeta
  agreePrivacy: FieldMeta
  agreeAge: FieldMeta
  agreeMarketing: FieldMeta
}

/** What every sign-up asks, by e-mail or through a social account. */
export function ProfileFields({ fields, sentMessage }: { fields: Fields; sentMessage: string | null }) {
  return (
    <>
      <Field meta={fields.name} label={MSG.auth.name} autoComplete="name" maxLength={20} />
      <Field
        meta={fields.nickname}
        label={MSG.auth.nickname}
        autoComplete="nickname"
        placeholder={MSG.placeholder.nickname}
        maxLength={16}
      />
      <CertificationFields mobileNo={fields.mobileNo} certificationKey={fields.certificationKey} sentMessage={sentMessage} />
      <Field
        meta={fields.inviteCode}
        label={MSG.auth.inviteCode}
        placeholder={MSG.placeholder.inviteCode}
        autoComplete="off"
        maxLength={INVITE_CODE_LENGTH}
      />
      <Agreements fields={fields} />
    </>
  )
}
