/**
 * A plain streaming reverse proxy on node's http (no dependency): the stand-ins' pages the shop
 * serves on its own origin (`/cdn`, `/oauth`, `/pay`, `/community-media`) live in the embedded
 * backend's process. Method, path, query, headers and body go through as they are (the upload
 * PUT streams); status, headers and body come back as they are.
 */
import http from 'node:http'
import type { RequestHandler } from 'express'
import * as MSG from '../app/domain/messages'
import { log as logger } from '../app/shared/log'

/** Connection-level headers (RFC 9110 §7.6.1) belong to one hop, never forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]

function pathOf(originalUrl: string): string {
  if (originalUrl.startsWith('/')) return originalUrl
  try {
    const url = new URL(originalUrl)
    return `${url.pathname}${url.search}`
  } catch {
    return '/'
  }
}

/**
 * How long an idle connection to the backend is kept. The backend keeps its own for 65 s: the side
 * that reuses a connection must be the one that lets it go first, or a post can be written onto a
 * connection the backend is closing just then, and it is lost as a 502 (the load run saw one).
 */
const IDLE_MS = 4_000

type ProxyOptions = { idleMs?: number; log?: (line: string) => void }

export function proxyTo(origin: string, { idleMs = IDLE_MS, log = (line) => logger.error(line) }: ProxyOptions = {}): RequestHandler {
  const target = new URL(origin)
  // `timeout` ends only idle sockets (the agent destroys a free one on it); a slow answer is not cut.
  const agent = new http.Agent({ keepAlive: true, timeout: idleMs })
  return (req, res) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host }
    for (const name of HOP_BY_HOP) delete headers[name]
    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: pathOf(req.originalUrl),
        headers,
        agent,
      },
      (answer) => {
        res.status(answer.statusCode ?? 502)
        if (answer.statusMessage) res.statusMessage = answer.statusMessage
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.includes(name)) res.setHeader(name, value)
        }
        answer.pipe(res)
        answer.on('error', () => res.destroy())
      },
    )
    let shopperLeft = false
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // The path without its query: a query may carry a payment or OAuth token. A call ended because
      // the shopper left (a double-click's first request) is no failure.
      if (!shopperLeft) log(`proxy to ${target.host}: ${req.method} ${req.originalUrl.split('?')[0]}: ${error.code ?? error.message}`)
      if (res.headersSent) res.destroy()
      else res.status(502).type('text/plain; charset=utf-8').send(MSG.error.network)
    })
    // The shopper left: the backend's work for them stops too.
    res.on('close', () => {
      if (res.writableFinished) return
      shopperLeft = true
      upstream.destroy()
    })
    req.pipe(upstream)
  }
}
