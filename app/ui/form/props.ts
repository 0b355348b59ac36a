import type { FieldMeta, FormMeta } from './use-shop-form'

/**
 * The attributes of a form and its controls from their metadata (use-shop-form.ts): conform's
 * helpers of the same names, as the shop uses them, without conform in the browser. An invalid
 * control says so (`aria-invalid`) and points at its errors (`aria-describedby`).
 */

function aria(meta: { errors: string[] | undefined; errorId: string }, describedBy: string | undefined, control: boolean) {
  const invalid = meta.errors !== undefined
  return {
    'aria-invalid': control && invalid ? true : undefined,
    'aria-describedby': invalid ? `${meta.errorId} ${describedBy ?? ''}`.trim() : describedBy,
  }
}

export function getFormProps(form: FormMeta) {
  return { id: form.id, noValidate: true, ...aria(form, undefined, false) }
}

type ControlOptions = { ariaDescribedBy?: string }

function control(meta: FieldMeta, options: ControlOptions) {
  return { id: meta.id, name: meta.name, ...aria(meta, options.ariaDescribedBy, true) }
}

const text = (value: unknown) =>
  value === undefined || value === null ? undefined : Array.isArray(value) ? String(value[0] ?? '') : String(value)

export function getInputProps(meta: FieldMeta, options: ControlOptions & { type: string; value?: string }) {
  const props = { key: undefined as string | undefined, ...control(meta, options), type: options.type }
  // Decision 042: a password input starts empty after every answer, with JavaScript or without,
  // whatever the answer holds (the server's replies hold no password either).
  if (options.type === 'password') return { ...props, key: `${meta.id}-reply-${meta.reply}`, defaultValue: undefined }
  if (options.type === 'checkbox' || options.type === 'radio') {
    const value = options.value ?? 'on'
    const initial = meta.initialValue
    return { ...props, value, defaultChecked: Array.isArray(initial) ? initial.includes(value) : initial === value }
  }
  return { ...props, defaultValue: typeof meta.initialValue === 'string' ? meta.initialValue : undefined }
}

export function getSelectProps(meta: FieldMeta, options: ControlOptions = {}) {
  return { key: undefined as string | undefined, ...control(meta, options), defaultValue: text(meta.initialValue) }
}

export function getTextareaProps(meta: FieldMeta, options: ControlOptions = {}) {
  return { key: undefined as string | undefined, ...control(meta, options), defaultValue: text(meta.initialValue) }
}

/** One control per option: radio chips, or checkboxes of a list (several values under one name). */
export function getCollectionProps(meta: FieldMeta, options: ControlOptions & { type: 'radio' | 'checkbox'; options: string[] }) {
  const initial = meta.initialValue
  return options.options.map((value) => ({
    ...control(meta, options),
    key: value,
    id: `${meta.id}-${value}`,
    type: options.type,
    value,
    defaultChecked: options.type === 'checkbox' && Array.isArray(initial) ? initial.includes(value) : initial === value,
  }))
}
