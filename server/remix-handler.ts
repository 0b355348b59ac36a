/**
 * The bridge from Express to Remix, in place of `@remix-run/express`'s: that one builds the
 * request's URL from Host/X-Forwarded-Host (a forged Host became the OAuth redirect_uri) and hands
 * Remix the raw request stream (unbounded bodies). Here the URL is PUBLIC_URL's origin with the
 * request's path, and the body is the counted stream of server/body-limits.ts.
 */
import { type AppLoadContext, writeReadableStreamToWritable } from '@remix-run/node'
import type express from 'express'
import type { RequestHandler } from 'express'
import { countMicroCacheLookup } from '../app/shared/metrics.server'
import { bodyLimitOf, countedBody, refuseTooLarge } from './body-limits'
import { type CachedPage, isShareableAnswer, type MicroCache, withNonce } from './micro-cache'
import { publicRequestUrl } from './request-url'

type HandleRequest = (request: Request, loadContext?: AppLoadContext) => Promise<Response>

function remixHeaders(incoming: express.Request['headers']): Headers {
  const headers = new Headers()
  for (const [name, values] of Object.entries(incoming)) {
    if (values === undefined) continue
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value)
  }
  return headers
}

/**
 * Sends Remix's answer. A page (HTML) goes out in one piece: every page is rendered whole before
 * it is sent (app/entry.server.tsx), and Remix's own writer flushes the compressor after every
 * ~2 kB chunk, which made gzip send home as 39.8 kB instead of the 11.5 kB a whole document gives,
 * at several times the CPU (decision 040). Other bodies stream as `@remix-run/express` streams them;
 * event streams flush at once.
 */
async function sendResponse(res: express.Response, response: Response, page?: string): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  keepPersonalPrivate(res)
  const type = response.headers.get('content-type') ?? ''
  if (/text\/event-stream/i.test(type)) res.flushHeaders()
  if (page !== undefined) res.end(page)
  else if (!response.body) res.end()
  else if (/text\/html/i.test(type)) res.end(Buffer.from(await response.arrayBuffer()))
  else await writeReadableStreamToWritable(response.body, res)
}

/**
 * The last word before an answer leaves: one that sets a cookie is personal whatever its route
 * chose (a new device, a renewed session, a flash spent by the root), so no CDN or browser cache
 * shares it; a public one varies by the cookies that choose its experiments and dog/cat side.
 */
function keepPersonalPrivate(res: express.Response): void {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  if (!/(^|,)\s*public\b/i.test(cacheControl)) return
  if (res.hasHeader('set-cookie')) res.setHeader('Cache-Control', 'private, no-cache')
  else res.vary('Cookie')
}

/** A kept page, with this answer's nonce (the CSP header of this answer already names it). */
function sendCached(res: express.Response, page: CachedPage, nonce: string): void {
  res.status(page.status)
  for (const [name, value] of page.headers) res.append(name, value)
  res.setHeader('X-Micro-Cache', 'hit')
  keepPersonalPrivate(res)
  res.end(withNonce(page, nonce))
}

export function remixHandler(options: {
  handle: HandleRequest
  publicUrl: string
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext
  /**
   * Guests' shareable pages kept a few seconds (server/micro-cache.ts); `key` is the app's, null
   * for anything personal. It gets the load context Remix gets next, the same object.
   */
  shared?: { cache: MicroCache; key: (request: Request, load: AppLoadContext) => Promise<string | null> }
}): RequestHandler {
  const shared = options.shared?.cache.enabled ? options.shared : null
  return async (req, res, next) => {
    try {
      let controller: AbortController | null = new AbortController()
      const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: remixHeaders(req.headers), signal: controller.signal }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        init.body = countedBody(req, bodyLimitOf(req), () => {
          if (res.headersSent) req.socket.destroy()
          else refuseTooLarge(req, res)
        })
        init.duplex = 'half'
      }
      // Loaders and actions stop once nobody can receive the answer (closed before it finished).
      res.on('finish', () => {
        controller = null
      })
      res.on('close', () => controller?.abort())
      const request = new Request(publicRequestUrl(options.publicUrl, req.originalUrl).href, init)
      // One load context for the whole request: the key is asked first, with it, and on a miss
      // Remix gets the very same object, so what the app started for the key (the request start,
      // decision 021) is what its loaders see.
      const load = options.getLoadContext(req, res)
      const nonce = typeof load.cspNonce === 'string' ? load.cspNonce : ''
      const key = shared && req.method === 'GET' && nonce ? await shared.key(request, load) : null
      const kept = key ? shared?.cache.get(key) : null
      if (key) countMicroCacheLookup(kept ? 'hit' : 'miss')
      if (kept) return sendCached(res, kept, nonce)
      const response = await options.handle(request, load)
      // The body went past its limit while the action read it: the 413 is already out.
      if (res.headersSent) {
        await response.body?.cancel().catch(() => undefined)
        return
      }
      if (!key || !isShareableAnswer(response.status, response.headers, res.hasHeader('set-cookie')))
        return await sendResponse(res, response)
      const page = await response.text()
      shared?.cache.set(key, { status: response.status, headers: [...response.headers.entries()], body: page, nonce })
      res.setHeader('X-Micro-Cache', 'miss')
      await sendResponse(res, response, page)
    } catch (error) {
      next(error)
    }
  }
}
