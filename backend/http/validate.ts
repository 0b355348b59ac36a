import type { z } from 'zod'
import { HttpError } from './errors'

type Issue = { field: string | undefined; message: string }

function firstIssue<S extends z.ZodTypeAny>(schema: S, input: unknown): { data: z.output<S> } | { issue: Issue } {
  const result = schema.safeParse(input)
  if (result.success) return { data: result.data }
  const issue = result.error.issues[0]
  const field = issue?.path.length ? issue.path.join('.') : undefined
  return { issue: { field, message: issue?.message ?? '올바르지 않은 값이에요.' } }
}

/** Parses request input with a zod schema; failures become 400 BAD_REQUEST naming the first bad field. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown, extra: Record<string, unknown> = {}): z.output<S> {
  const parsed = firstIssue(schema, input)
  if ('data' in parsed) return parsed.data
  const { field = '요청', message } = parsed.issue
  throw new HttpError(400, 'BAD_REQUEST', `${field}: ${message}`, extra)
}

/**
 * For forms the shop shows field by field (docs/backend-api.md "Accounts"): the answer names the
 * body field and carries the schema's Korean message as is, so the shop can put it under the input.
 */
export function parseForm<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const parsed = firstIssue(schema, input)
  if ('data' in parsed) return parsed.data
  const { field, message } = parsed.issue
  throw new HttpError(400, 'BAD_REQUEST', message, { reason: 'INVALID_FORMAT', ...(field ? { field } : {}) })
}
