import type { Request } from 'express'

/**
 * The session token of a request: the raw `Authorization` header (a `Bearer ` prefix is
 * tolerated), else a `session` field of the body where the spec lists one. Never the query string:
 * a token in a URL ends up in access logs and proxies.
 */
export function sessionToken(req: Request): string | undefined {
  const header = req
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim()
  if (header) return header
  const fromBody = (req.body as { session?: unknown } | undefined)?.session
  return typeof fromBody === 'string' && fromBody ? fromBody : undefined
}
