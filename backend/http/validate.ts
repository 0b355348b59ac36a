import type { z } from 'zod'
import { HttpError } from './errors'

/** Parses request input with a zod schema; failures become 400 BAD_REQUEST naming the first bad field. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown, extra: Record<string, unknown> = {}): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.join('.') || '요청'
  throw new HttpError(400, 'BAD_REQUEST', `${field}: ${issue?.message ?? '올바르지 않은 값이에요.'}`, extra)
}
