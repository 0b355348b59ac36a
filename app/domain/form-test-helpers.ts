import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'

/** Test helpers for form schemas: submissions exactly as a browser sends them. */

/** A real browser submission: every value a string, absent fields absent. */
export function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value)
  return data
}

export function submit(schema: z.ZodTypeAny, fields: Record<string, string | undefined>) {
  return parseWithZod(formData(fields), { schema })
}

/** The messages per field, or undefined when the form was accepted. */
export function errors(schema: z.ZodTypeAny, fields: Record<string, string | undefined>) {
  const submission = submit(schema, fields)
  return submission.status === 'success' ? undefined : submission.error
}

/** One field posted alone: its parsed value, or the messages the shopper would read. */
export function field(schema: z.ZodTypeAny, value: string | undefined) {
  const submission = submit(z.object({ field: schema }), { field: value })
  return submission.status === 'success' ? { value: (submission.value as { field: unknown }).field } : { errors: submission.error?.field }
}
export const ok = (value: unknown) => ({ value })
export const fails = (...messages: string[]) => ({ errors: messages })
