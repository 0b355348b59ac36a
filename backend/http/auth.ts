import type { Request } from 'express'

/**
 * The session token of a request: the raw `Authorization` header (a `Bearer ` prefix is
 * tolerated), else a `session` field of the body or query where the spec lists one.
 */
export function sessionToken(req: Request): string | undefined {
  const header = req.get('authorization')?.replace(/^Bearer\s+/i, '').trim()
  if (header) return header
  const fromBody = (req.body as { session?: unknown } | undefined)?.session
  if (typeof fromBody === 'string' && fromBody) return fromBody
  const fromQuery = req.query.session
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined
}
