import type { Submission, SubmissionResult } from '@conform-to/react'
import { useId, useMemo, useState } from 'react'
import type { z } from 'zod'

export type SchemaSubmission<Schema extends z.ZodTypeAny> = Submission<z.input<Schema>, string[], z.output<Schema>>

/** One field as its controls read it: where it is, what the server said about it, what it starts with. */
export type FieldMeta = {
  id: string
  name: string
  errorId: string
  descriptionId: string
  errors: string[] | undefined
  initialValue: unknown
  /**
   * How many answers the form has had on this page: a password input takes it into its key, so
   * with JavaScript it is emptied by every answer too, as without (decision 042).
   */
  reply: number
}

export type FormMeta = {
  id: string
  errorId: string
  /** Errors of the whole form (the server's `formErrors`). */
  errors: string[] | undefined
  /** Sets a control's value as if it had been typed (a picked address fills 우편번호 and 주소). */
  update: (change: { name: string; value: string }) => void
}

type Fields<Schema extends z.ZodTypeAny> = { [Name in keyof z.input<Schema> & string]-?: FieldMeta }

type Options = {
  lastResult: SubmissionResult<string[]> | null | undefined
  id?: string
  /** What the form shows before anything was submitted (editing saved data). */
  defaultValue?: Record<string, unknown>
}

/**
 * The shop's forms (decision 039): the server checks every submission with the form's zod schema
 * and answers with conform's reply (`submission.reply()`); this renders that answer — each
 * field's errors and what was typed — with or without JavaScript. The browser gets neither zod nor
 * conform: the schema is named only as a type (`useShopForm<typeof Schema>`), so a page's
 * JavaScript does not carry it. Ids are conform's (`form-field`, `…-error`), so server answers and
 * labels line up as before.
 */
export function useShopForm<Schema extends z.ZodTypeAny>({ lastResult, id, defaultValue }: Options): [FormMeta, Fields<Schema>] {
  const generated = useId()
  const formId = id ?? generated
  // A new answer is a new object (useActionData); counted as React derives state from props.
  const [seen, setSeen] = useState({ result: lastResult, replies: 0 })
  if (seen.result !== lastResult) setSeen({ result: lastResult, replies: seen.replies + 1 })
  const reply = seen.result === lastResult ? seen.replies : seen.replies + 1
  return useMemo(() => {
    const initial = (lastResult?.initialValue ?? defaultValue ?? {}) as Record<string, unknown>
    const errors = (lastResult?.error ?? {}) as Record<string, string[] | null | undefined>
    const field = (name: string): FieldMeta => {
      const fieldId = `${formId}-${name}`
      return {
        id: fieldId,
        name,
        errorId: `${fieldId}-error`,
        descriptionId: `${fieldId}-description`,
        errors: errors[name] ?? undefined,
        initialValue: initial[name],
        reply,
      }
    }
    const cache = new Map<string, FieldMeta>()
    const fields = new Proxy({} as Fields<Schema>, {
      get: (_, name) => {
        if (typeof name !== 'string') return undefined
        const known = cache.get(name)
        if (known) return known
        const meta = field(name)
        cache.set(name, meta)
        return meta
      },
    })
    const form: FormMeta = {
      id: formId,
      errorId: `${formId}-error`,
      errors: errors[''] ?? undefined,
      update: ({ name, value }) => {
        const control = (document.getElementById(formId) as HTMLFormElement | null)?.elements.namedItem(name)
        if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) return
        control.value = value
        control.dispatchEvent(new Event('input', { bubbles: true }))
      },
    }
    return [form, fields]
  }, [formId, lastResult, defaultValue, reply])
}
