import { INVITE_CODE_LENGTH } from '~/domain/invite-code'
import * as MSG from '~/domain/messages'
import { POLICY_MSG, POLICY_TITLES, type PolicySlug, policyHref } from '~/domain/policies/titles'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { Checkbox, Field } from '../form/Field'
import { CertificationFields } from './CertificationFields'

type Fields = {
  name: FieldMeta
  nickname: FieldMeta
  mobileNo: FieldMeta
  certificationKey: FieldMeta
  inviteCode: FieldMeta
  agreeTerms: FieldMeta
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
      <fieldset className="agreements">
        <Checkbox meta={fields.agreeTerms} label={MSG.auth.agreeTerms} />
        <Checkbox meta={fields.agreeMarketing} label={MSG.auth.agreeMarketing} />
        <PolicyLinks slugs={['terms', 'privacy', 'marketing']} />
      </fieldset>
    </>
  )
}

/** What the agreements refer to, readable before agreeing; a new tab keeps what was typed here. */
function PolicyLinks({ slugs }: { slugs: PolicySlug[] }) {
  return (
    <ul className="agreements__links">
      {slugs.map((slug) => (
        <li key={slug}>
          <a
            href={policyHref(slug)}
            target="_blank"
            rel="noopener"
            className="text-link"
            aria-label={`${POLICY_MSG.view(POLICY_TITLES[slug])} (${POLICY_MSG.newWindow})`}
          >
            {POLICY_MSG.view(POLICY_TITLES[slug])}
          </a>
        </li>
      ))}
    </ul>
  )
}
