import type { InputHTMLAttributes, ReactNode } from 'react'
import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps } from '~/ui/form/props'
import type { FieldMeta } from '~/ui/form/use-shop-form'

type InputType = 'text' | 'email' | 'password' | 'tel' | 'search' | 'date' | 'number'

type Props = {
  meta: FieldMeta
  label: string
  type?: InputType
  hint?: string
  /** A button beside the input, e.g. 인증번호 받기. */
  addon?: ReactNode
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'autoComplete' | 'inputMode' | 'maxLength' | 'readOnly' | 'autoFocus' | 'min' | 'max'
>

/** A labelled input whose errors the server renders too, linked for screen readers. */
export function Field({ meta, label, type = 'text', hint, addon, ...input }: Props) {
  const hintId = hint ? `${meta.id}-hint` : undefined
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hintId })
  return (
    <FieldFrame meta={meta} label={label} hint={hint} hintId={hintId}>
      <div className="field__row">
        <input key={key} className="field__input" {...props} {...input} />
        {addon}
      </div>
    </FieldFrame>
  )
}

/** A field's label, hint and errors around its control (the errors the server renders too). */
function FieldFrame({
  meta,
  label,
  hint,
  hintId,
  children,
}: {
  meta: FieldMeta
  label: string
  hint?: string
  hintId?: string
  children: ReactNode
}) {
  return (
    <div className="field" data-invalid={meta.errors ? true : undefined}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null
  return (
    <ul id={id} className="field__errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}

/** A required or optional agreement: the label is the whole row, so it is easy to tap. */
export function Checkbox({ meta, label }: { meta: FieldMeta; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: 'checkbox' })
  return (
    <div className="checkbox" data-invalid={meta.errors ? true : undefined}>
      <label>
        <input key={key} {...props} />
        <span>{label}</span>
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** Errors of the whole form (e.g. wrong e-mail or password), announced when they appear. */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null
  return (
    <div id={id} className="form-errors" role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}

type Option = { value: string; label: string }

/** A single choice among a few options, as large tappable radio chips. */
export function RadioGroup({ meta, legend, options }: { meta: FieldMeta; legend: string; options: Option[] }) {
  return (
    <fieldset
      className="radio-group"
      data-invalid={meta.errors ? true : undefined}
      aria-describedby={meta.errors ? meta.errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__options">
        {getCollectionProps(meta, { type: 'radio', options: options.map((o) => o.value) }).map(({ key, ...props }) => (
          <label key={key} className="chip">
            <input {...props} />
            <span>{options.find((o) => o.value === props.value)?.label}</span>
          </label>
        ))}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

/** A choice among many options (breeds, weights). */
export function Select({ meta, label, options, placeholder }: { meta: FieldMeta; label: string; options: Option[]; placeholder: string }) {
  const { key, ...props } = getSelectProps(meta)
  return (
    <div className="field" data-invalid={meta.errors ? true : undefined}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <select key={key} className="field__input" {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** A labelled textarea, its errors rendered by the server too. */
export function TextArea({ meta, label, hint, rows = 4 }: { meta: FieldMeta; label: string; hint?: string; rows?: number }) {
  const hintId = hint ? `${meta.id}-hint` : undefined
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hintId })
  return (
    <FieldFrame meta={meta} label={label} hint={hint} hintId={hintId}>
      <textarea key={key} className="field__input field__input--area" rows={rows} {...props} />
    </FieldFrame>
  )
}
