import { type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'

export type SchemaSubmission<Schema extends z.ZodTypeAny> = Submission<z.input<Schema>, string[], z.output<Schema>>

type Options<Schema extends z.ZodTypeAny> = {
  schema: Schema
  lastResult: SubmissionResult<string[]> | null | undefined
  id?: string
  /** What the form shows before anything was submitted (editing saved data). */
  defaultValue?: Record<string, unknown>
  /** Instead of checking the whole schema (e.g. the 인증번호 받기 intent). */
  onValidate?: (context: { formData: FormData }) => SchemaSubmission<Schema>
}

/**
 * The shop's forms: the schema's rules become input attributes, a field is checked when it is
 * left and rechecked as it is typed in. Rechecking on input matters on phones: errors settle
 * while typing, so nothing above the submit button moves away under the finger.
 */
export function useShopForm<Schema extends z.ZodTypeAny>({ schema, lastResult, id, onValidate, defaultValue }: Options<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    onValidate: onValidate ?? (({ formData }) => parseWithZod(formData, { schema }) as SchemaSubmission<Schema>),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}
