import { normalizeMobile } from '../../../app/domain/phone'

/**
 * The vocabulary of the fuzzing table (targets.ts): what kind of value each posted field takes,
 * and, per kind, a conservative "could the form accept this?" check. The generator (inputs.ts)
 * uses the check to keep every case invalid by construction: a value a field might accept is
 * only sent with the target's guard field left out, so no case can store anything.
 */

export type Kind =
  /** A database id: a positive whole number (z.coerce.number().int().min(1)). */
  | 'id'
  /** A whole number in `range` (quantity, score, weight code). */
  | 'int'
  /** One of `values` (radio buttons, selects, intents). */
  | 'enum'
  | 'email'
  | 'mobile'
  | 'nickname'
  /** A new password under spec §5's rule. */
  | 'password'
  /** A password typed to prove who one is: any non-empty text passes the form. */
  | 'secret'
  /** One to five digits: a certification key (a zip code is five). */
  | 'code'
  | 'date'
  | 'time'
  /** A checkbox: 'on' when ticked. */
  | 'check'
  /** A membership plan code: capitals and underscores. */
  | 'plan'
  /** An invite code: PET and five digits, or blank. */
  | 'invite'
  /** Free text between `min` and `max` characters once trimmed (names, comments, reasons). */
  | 'text'
  /** A page to go back to: anything is accepted and unsafe values are dropped, so never a guard. */
  | 'redirect'
  /** A session or refresh token: random text is never a live one, so the form can never pass. */
  | 'token'
  /** The honeypot's empty field; filled in, it is a bot's. */
  | 'honeypot'
  /** The honeypot's encrypted timestamp; only the page's own value passes. */
  | 'honeypot-from'
  /** A file part: the generator's files are never real pictures (their bytes are checked). */
  | 'file'

export type Field = {
  name: string
  kind: Kind
  /**
   * A value the form accepts, sent while another field is fuzzed; `{name}` is filled in from the
   * run's fixtures (the member's own address, pet, …). No sample: the field is left out then.
   */
  sample?: string
  values?: readonly string[]
  range?: readonly [number, number]
  min?: number
  max?: number
  /** The form passes without it. */
  optional?: boolean
  /** JSON null passes. */
  nullable?: boolean
  /** A list field (several values are legitimate), e.g. the order lines of an exchange. */
  many?: boolean
}

/** A JSON value or a form value; a form value may be a list when the field is repeated. */
export type Posted = string | readonly string[] | number | boolean | null | readonly unknown[] | Record<string, unknown> | undefined

const integerIn = (value: unknown, low: number, high: number) => {
  // Forms coerce with Number() (so '0x1A', ' 7 ' and '1e1' are numbers); JSON numbers are numbers.
  if (typeof value === 'string' && value.trim() === '') return false
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const number = Number(value)
  return Number.isInteger(number) && number >= low && number <= high
}
const text = (value: unknown): value is string => typeof value === 'string'
const trimmed = (value: unknown) => (text(value) ? value.trim() : '')

/**
 * True when the field might accept the value (over-approximated on purpose: a false "might"
 * only costs a case, a false "never" could store a row).
 */
export function mightAccept(field: Field, value: Posted): boolean {
  // conform reads an empty form value as a missing one.
  if (value === undefined || value === '') {
    if (field.optional === true) return true
    if (value === undefined) return false
  }
  if (value === null) return field.nullable === true || field.kind === 'redirect'
  if (Array.isArray(value)) {
    // A repeated form field: conform reads a list, Object.fromEntries the last value.
    if (value.length === 0) return field.optional === true || field.many === true
    return value.some((one) => mightAccept(field, one as Posted))
  }
  const v = value
  switch (field.kind) {
    case 'id':
      return integerIn(v, 1, 2_147_483_647)
    case 'int':
      return integerIn(v, field.range?.[0] ?? 1, field.range?.[1] ?? 2_147_483_647)
    case 'enum':
      return (field.values ?? []).some((allowed) => allowed === v || allowed === trimmed(v) || String(allowed) === String(v))
    case 'email':
      return /^[^\s@]+@[^\s@]+$/.test(trimmed(v))
    case 'mobile':
      // As the forms read a number (decision 026): separators, +82 and full-width digits are forgiven.
      return /^01\d{8,9}$/.test(text(v) ? normalizeMobile(v) : '')
    case 'nickname':
      return /^[가-힣a-zA-Z0-9]{2,16}$/.test(trimmed(v))
    case 'password':
      return text(v) && /^[\x21-\x7e]{8,20}$/.test(v)
    case 'secret':
      return text(v) && v.length > 0
    case 'code':
      return /^\d{1,5}$/.test(trimmed(v))
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(trimmed(v))
    case 'time':
      return /^\d{2}:\d{2}$/.test(trimmed(v))
    case 'check':
      return v === 'on' || v === 'true' || v === true
    case 'plan':
      return /^[A-Z_]{1,20}$/.test(trimmed(v))
    case 'invite':
      return trimmed(v) === '' || /^PET\d{5}$/i.test(trimmed(v))
    case 'text': {
      const length = trimmed(v).length
      return text(v) && length >= (field.min ?? 1) && length <= (field.max ?? Number.POSITIVE_INFINITY)
    }
    case 'redirect':
      return true
    case 'honeypot':
      return v === ''
    case 'token':
    case 'honeypot-from':
    case 'file':
      return false
  }
}

/** Fills `{name}` placeholders of a sample or a path from the run's fixtures. */
export function fill(template: string, fixtures: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => fixtures[name] ?? whole)
}
