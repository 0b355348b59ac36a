/**
 * The Express host's security controls (docs/security.md maps each to its test): the
 * Content-Security-Policy with a nonce per request and the other headers, the refusal of
 * cross-site writes, and the rate limits on writes. Answers are Korean, JSON for data requests.
 */
import { randomBytes } from 'node:crypto'
import type express from 'express'
import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import helmet from 'helmet'
import * as MSG from '../app/domain/messages'
import type { thirdPartyCsp } from '../app/domain/third-party'
import { log } from '../app/shared/log'
import { countRateLimitRefusal } from '../app/shared/metrics.server'
import type { SharedState } from '../app/shared/redis.server'
import { hostRateLimitStore, SharedRateLimitStore } from './rate-limit-store'
import { publicRequestUrl } from './request-url'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** What the shop's pages and API routes take; Remix would run a route's action for any other method. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST']
/** The one route that takes more: the community service's pre-signed upload target (embedded stand-in). */
const UPLOAD_TARGET = /^\/community-media\/uploads\/[^/]+\/content$/

/**
 * Scripts run only with this response's nonce (`'strict-dynamic'` lets the shop's own modules
 * load their chunks); no `unsafe-inline` script. Styles keep `unsafe-inline`: React's `style`
 * attributes need it and a style cannot run code. A vendor's origins appear only when its key is set.
 */
export function securityHeaders(isProduction: boolean, vendors: ReturnType<typeof thirdPartyCsp>): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  }
  const headers = helmet({
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only over HTTPS in production; HSTS on a plain-HTTP development host would pin localhost.
    strictTransportSecurity: isProduction ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'strict-dynamic'", "'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...vendors.img],
        'connect-src': [...(isProduction ? ["'self'"] : ["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*']), ...vendors.connect],
        'frame-src': ["'self'", ...vendors.frame],
        'font-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", ...vendors.form],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': isProduction ? [] : null,
      },
    },
  })
  return [nonce, headers]
}

/**
 * A refusal the shop's own error screens cannot draw (they need the app, which is what refused):
 * JSON for the app's data requests and the auth proxy, a small Korean page otherwise.
 */
export function refuse(req: express.Request, res: express.Response, status: number, code: string, message: string) {
  if ('_data' in req.query || req.path.startsWith('/api') || req.is('application/json')) {
    res.status(status).json({ code, message })
    return
  }
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${MSG.error.default}</title></head><body style="font-family:sans-serif;padding:2rem;text-align:center"><h1 style="font-size:1.25rem">${message}</h1><p><a href="/">${MSG.screen.goHome}</a></p></body></html>`,
    )
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The same origin, where `localhost`, `127.0.0.1` and `[::1]` on one port count as one (development). */
function loopbackAlias(origin: URL, shop: URL): boolean {
  return (
    origin.protocol === shop.protocol &&
    origin.port === shop.port &&
    LOOPBACK_NAMES.has(origin.hostname) &&
    LOOPBACK_NAMES.has(shop.hostname)
  )
}

/**
 * Writes only from the shop's own pages. Browsers tell where a request comes from with
 * `Sec-Fetch-Site` and `Origin`; a form on another site (or a sandboxed `null` origin) posting
 * here is refused with 403 before any action runs, so no cookie of the shopper's can be ridden.
 * `Origin` is compared with PUBLIC_URL, never with Host or X-Forwarded-Host: the client writes
 * those. Requests without either header (the native shells, server-to-server, curl) are not
 * browsers' cross-site requests and go on; SameSite=Lax cookies guard them further.
 * `loopbackAliases` (development and demo) lets a shop on localhost be opened as 127.0.0.1 too.
 */
export function sameOriginWrites(publicUrl: string, loopbackAliases = false): RequestHandler {
  const shop = new URL(publicUrl)
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const site = req.get('sec-fetch-site')
    const origin = req.get('origin')
    let crossSite = site === 'cross-site' || site === 'same-site' || origin === 'null'
    if (!crossSite && origin) {
      try {
        const from = new URL(origin)
        crossSite = from.origin !== shop.origin && !(loopbackAliases && loopbackAlias(from, shop))
      } catch {
        crossSite = true
      }
    }
    if (crossSite) return refuse(req, res, 403, 'FORBIDDEN', MSG.error.crossSite)
    next()
  }
}

/**
 * Methods nobody may use: `TRACE`, `TRACK`, `PUT`, `DELETE`… get 405 in Korean with `Allow`, before
 * anything runs. Remix would otherwise run a page's action for them (a sign-in by `PUT` dodged the
 * sign-in limit) or fail with a 500 (`TRACE`, which fetch's Request refuses).
 */
export const allowedMethods: RequestHandler = (req, res, next) => {
  if (PAGE_METHODS.includes(req.method)) return next()
  if (req.method === 'PUT' && UPLOAD_TARGET.test(req.path)) return next()
  res.set('Allow', PAGE_METHODS.join(', '))
  res.set('Connection', 'close')
  refuse(req, res, 405, 'METHOD_NOT_ALLOWED', MSG.edge.methodNotAllowed)
}

/** Any origin: only the path of publicRequestUrl's answer is read here. */
const PATH_ONLY_ORIGIN = 'http://path.invalid'

/**
 * The path as the router will understand it: parsed as Remix's request URL is (dot segments,
 * `%2e` and backslashes resolved: server/request-url.ts), then percent-decoded, lower case,
 * without repeated or trailing slashes. A limit that matched on the raw path was dodged by
 * `/%61uth`, `/AUTH/`, `/./auth` and `/x/../auth`; Remix decodes each segment on its own, so an
 * encoded slash never moves a request onto another route, and a decoded one here only widens a prefix.
 */
export function normalisedPath(target: string): string {
  let path = publicRequestUrl(PATH_ONLY_ORIGIN, target).pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape: the router will not decode it either.
  }
  return path
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
}

const AUTH_PREFIXES = ['/auth', '/api/auth', '/user/logout']

/** A write to sign-in, sign-up, account finding, certification or logout, however the path is spelled. */
export function isAuthWrite(req: express.Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false
  // req.url: the target below the mount point, query and all, as the client spelled it.
  const path = normalisedPath(req.url)
  return AUTH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/**
 * A limit of `limit` requests a minute per client address (`req.ip`, which TRUST_PROXY decides);
 * what `skip` lets through is not counted. With `shared` (REDIS_URL) every shop process counts
 * in one Redis counter named `name`; without it (or while Redis is away) every worker of this host
 * counts in the cluster's primary (decision 022), and a lone `npm run dev` process in its memory.
 */
export function rateLimitPerMinute(
  limit: number,
  skip: (req: express.Request) => boolean,
  { name, shared }: { name?: string; shared?: SharedState | null } = {},
): RequestHandler {
  const key = name ?? `limit${limit}`
  return rateLimit({
    windowMs: 60_000,
    limit,
    store: shared ? new SharedRateLimitStore(shared, key, hostRateLimitStore(key)) : hostRateLimitStore(key),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip,
    // An X-Forwarded-For without a trusted proxy is expected (a client may send anything) and is
    // ignored on purpose; the library would log it as a misconfiguration.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => {
      countRateLimitRefusal(key)
      refuse(req, res, 429, 'TOO_MANY_REQUESTS', MSG.error.tooManyRequests)
    },
  })
}

/**
 * The last word on a request something refused by throwing (a body parser's 413, a malformed
 * body): its 4xx in Korean, anything else a Korean 500. Never Express's page with a stack trace.
 */
export const refuseErrors: express.ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error)
  const status = Number((error as { status?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode)
  if (status === 413) return refuse(req, res, 413, 'PAYLOAD_TOO_LARGE', MSG.edge.bodyTooLarge)
  if (status >= 400 && status < 500) return refuse(req, res, status, 'BAD_REQUEST', MSG.error.badRequest)
  log.error('request refused with a 500', {
    path: req.path,
    requestId: res.locals.requestId,
    error: error instanceof Error ? error.stack : String(error),
  })
  refuse(req, res, 500, 'INTERNAL_SERVER_ERROR', MSG.error.internalServer)
}
