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
import { MSG } from '../app/domain/messages'
import type { thirdPartyCsp } from '../app/domain/third-party'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

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
        'form-action': ["'self'"],
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
function refuse(req: express.Request, res: express.Response, status: number, code: string, message: string) {
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

/** The host a browser addressed, as a proxy in front (trust proxy) forwards it. */
function requestHost(req: express.Request): string | undefined {
  return req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host')
}

/**
 * Writes only from the shop's own pages. Browsers tell where a request comes from with
 * `Sec-Fetch-Site` and `Origin`; a form on another site (or a sandboxed `null` origin) posting
 * here is refused with 403 before any action runs, so no cookie of the shopper's can be ridden.
 * Requests without either header (the native shells, server-to-server, curl) are not browsers'
 * cross-site requests and go on; SameSite=Lax cookies guard them further.
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next()
  const site = req.get('sec-fetch-site')
  const origin = req.get('origin')
  let crossSite = site === 'cross-site' || site === 'same-site' || origin === 'null'
  if (!crossSite && origin) {
    try {
      crossSite = new URL(origin).host !== requestHost(req)
    } catch {
      crossSite = true
    }
  }
  if (crossSite) return refuse(req, res, 403, 'FORBIDDEN', MSG.error.crossSite)
  next()
}

/** A limit of `limit` requests a minute per client (what `skip` lets through is not counted). */
export function rateLimitPerMinute(limit: number, skip: (req: express.Request) => boolean): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip,
    handler: (req, res) => refuse(req, res, 429, 'TOO_MANY_REQUESTS', MSG.error.tooManyRequests),
  })
}
