/**
 * Every request's id (decision 062): the one an operator follows from the host's log line to the
 * backend calls it made and the backend's own lines. A proxy TRUST_PROXY names (the setting
 * express already uses for the client's address) may choose it in `X-Request-Id`; from anyone
 * else, or when it is not a plain token (app/domain/request-id.ts), a new one is made.
 */
import type { Request, RequestHandler, Response } from 'express'
import morgan from 'morgan'
import { chooseRequestId, REQUEST_ID_HEADER } from '../app/domain/request-id'

/**
 * Whether the connection's peer is a proxy the host trusts: express compiles TRUST_PROXY into
 * `trust proxy fn` (hop 0 is the peer itself), the same answer that lets it name `req.ip`.
 */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined
  const peer = req.socket.remoteAddress
  return Boolean(trust && peer && trust(peer, 0))
}

/**
 * First in the host: the id goes into `res.locals.requestId` (the log line, the load context), back
 * in the answer's `X-Request-Id`, and over the request's own header, so whatever reads the request
 * later (Remix, the proxied stand-in pages) sees only the id chosen here.
 */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const id = chooseRequestId(req.headers[REQUEST_ID_HEADER], fromTrustedProxy(req))
  req.headers[REQUEST_ID_HEADER] = id
  res.locals.requestId = id
  res.setHeader('X-Request-Id', id)
  next()
}

/** Apache's combined format (morgan's `combined`), written out so the id can follow it. */
const COMBINED =
  ':remote-addr - :remote-user [:date[clf]] ":method :url HTTP/:http-version" :status :res[content-length] ":referrer" ":user-agent"'

/**
 * The host's request log line (LOG_REQUESTS) with the request's id last: Apache's combined format
 * in production, morgan's short coloured `dev` line otherwise, as before.
 */
export function requestLogger(isProduction: boolean): RequestHandler {
  if (isProduction) return morgan<Request, Response>(`${COMBINED} :request-id`)
  // `dev` is a function (it colours the status), not a format string to append to.
  const dev = (morgan as unknown as { dev: morgan.FormatFn<Request, Response> }).dev
  return morgan<Request, Response>((tokens, req, res) => `${dev(tokens, req, res)} ${res.locals.requestId ?? '-'}`)
}

morgan.token<Request, Response>('request-id', (_req, res) => res.locals.requestId ?? '-')
