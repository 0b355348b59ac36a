import type { RequestHandler } from 'express'
import { HttpError } from './errors'

/** PostgreSQL text cannot hold U+0000: such a string failed its query with a 500. */
const NUL = '\u0000'

/** The dotted path of the first string (or key) holding a NUL character, or null. */
function nulAt(value: unknown): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: Array<[unknown, string]> = [[value, '']]
  while (pending.length > 0) {
    const [next, path] = pending.pop() as [unknown, string]
    if (typeof next === 'string') {
      if (next.includes(NUL)) return path
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        const here = path ? `${path}.${key}` : key
        if (key.includes(NUL)) return here
        pending.push([inner, here])
      }
    }
  }
  return null
}

/**
 * Every service refuses a NUL character in a JSON body or a query string with 400 BAD_REQUEST,
 * as a field error of the form (`INVALID_FORMAT` naming the field), before any handler runs: the
 * fuzzing spec found them reaching the database as 500s. No real text contains one.
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  const field = nulAt(req.body) ?? nulAt(req.query)
  if (field === null) return next()
  next(new HttpError(400, 'BAD_REQUEST', '보낼 수 없는 문자가 들어 있어요.', { reason: 'INVALID_FORMAT', ...(field ? { field } : {}) }))
}
