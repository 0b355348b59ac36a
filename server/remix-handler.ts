/**
 * The bridge from Express to Remix, in place of `@remix-run/express`'s: that one builds the
 * request's URL from Host/X-Forwarded-Host (a forged Host became the OAuth redirect_uri) and hands
 * Remix the raw request stream (unbounded bodies). Here the URL is PUBLIC_URL's origin with the
 * request's path, and the body is the counted stream of server/body-limits.ts.
 */
import { type AppLoadContext, writeReadableStreamToWritable } from '@remix-run/node'
import type express from 'express'
import type { RequestHandler } from 'express'
import { bodyLimitOf, countedBody, refuseTooLarge } from './body-limits'

type HandleRequest = (request: Request, loadContext?: AppLoadContext) => Promise<Response>

/**
 * The request's path and query on the shop's public origin. An absolute-form target
 * (`GET http://evil.example/x`) keeps only its path; `//evil.example` stays a path.
 */
export function publicRequestUrl(publicUrl: string, originalUrl: string): URL {
  const origin = new URL(publicUrl).origin
  if (originalUrl.startsWith('/')) return new URL(`${origin}${originalUrl}`)
  try {
    const target = new URL(originalUrl)
    return new URL(`${origin}${target.pathname}${target.search}`)
  } catch {
    return new URL(`${origin}/`)
  }
}

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
 * at several times the CPU (issue 18). Other bodies stream as `@remix-run/express` streams them;
 * event streams flush at once.
 */
async function sendResponse(res: express.Response, response: Response): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  const type = response.headers.get('content-type') ?? ''
  if (/text\/event-stream/i.test(type)) res.flushHeaders()
  if (!response.body) res.end()
  else if (/text\/html/i.test(type)) res.end(Buffer.from(await response.arrayBuffer()))
  else await writeReadableStreamToWritable(response.body, res)
}

export function remixHandler(options: {
  handle: HandleRequest
  publicUrl: string
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext
}): RequestHandler {
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
      const response = await options.handle(request, options.getLoadContext(req, res))
      // The body went past its limit while the action read it: the 413 is already out.
      if (res.headersSent) {
        await response.body?.cancel().catch(() => undefined)
        return
      }
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}
