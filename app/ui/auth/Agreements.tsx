import type { FormEvent } from 'react'
import * as MSG from '~/domain/messages'
import { POLICY_MSG, POLICY_TITLES, type PolicySlug, policyHref } from '~/domain/policies/titles'
import { AGREE_ALL, AGREEMENTS } from '~/domain/signup-consent'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { Checkbox } from '../form/Field'

type Fields = { agreeTerms: FieldMeta; agreePrivacy: FieldMeta; agreeAge: FieldMeta; agreeMarketing: FieldMeta }

const ticked = (meta: FieldMeta) => meta.initialValue === 'on' || meta.initialValue === true

/**
 * Sign-up's agreements as Korean shops ask them (decision 049): 전체 동의, then 이용약관,
 * 개인정보 수집·이용 and 만 14세 이상 (required, each with its own error) and 마케팅 정보 수신
 * (optional), each policy readable in a new tab. With JavaScript 전체 동의 ticks and unticks the
 * others and follows them; without, the server reads it as all ticked.
 */
export function Agreements({ fields }: { fields: Fields }) {
  const all = AGREEMENTS.every((name) => ticked(fields[name]))
  return (
    <fieldset className="agreements" onChange={followAll}>
      <legend className="sr-only">{MSG.auth.agreements}</legend>
      <div className="agreements__all">
        <label>
          <input key={fields.agreeTerms.reply} type="checkbox" name={AGREE_ALL} defaultChecked={all} aria-describedby="agree-all-hint" />
          <span>{MSG.auth.agreeAll}</span>
        </label>
        <p id="agree-all-hint" className="field__hint">
          {MSG.auth.agreeAllHint}
        </p>
      </div>
      <Agreement meta={fields.agreeTerms} label={MSG.auth.agreeTerms} policy="terms" />
      <Agreement meta={fields.agreePrivacy} label={MSG.auth.agreePrivacy} policy="privacy" />
      <Agreement meta={fields.agreeAge} label={MSG.auth.agreeAge} />
      <Agreement meta={fields.agreeMarketing} label={MSG.auth.agreeMarketing} policy="marketing" hint={MSG.auth.agreeMarketingHint} />
    </fieldset>
  )
}

function Agreement({ meta, label, policy, hint }: { meta: FieldMeta; label: string; policy?: PolicySlug; hint?: string }) {
  return (
    <div className="agreements__row">
      <Checkbox meta={meta} label={label} />
      {policy ? (
        <a
          href={policyHref(policy)}
          target="_blank"
          rel="noopener"
          className="text-link agreements__view"
          aria-label={`${POLICY_MSG.view(POLICY_TITLES[policy])} (${POLICY_MSG.newWindow})`}
        >
          {MSG.auth.viewPolicy}
        </a>
      ) : null}
      {hint ? <p className="field__hint agreements__hint">{hint}</p> : null}
    </div>
  )
}

/** 전체 동의 ticks every box; a box changed by hand sets 전체 동의 to whether all are ticked. */
function followAll(event: FormEvent<HTMLFieldSetElement>) {
  const box = event.target as HTMLInputElement
  const boxes = AGREEMENTS.map((name) => event.currentTarget.querySelector<HTMLInputElement>(`input[name="${name}"]`))
  const all = event.currentTarget.querySelector<HTMLInputElement>(`input[name="${AGREE_ALL}"]`)
  if (box.name === AGREE_ALL) {
    for (const one of boxes) if (one) one.checked = box.checked
  } else if (all) {
    all.checked = boxes.every((one) => one?.checked)
  }
}
