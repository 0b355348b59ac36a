/**
 * A plain streaming reverse proxy on node's http (no dependency): the stand-ins' pages the shop
 * serves on its own origin (`/cdn`, `/oauth`, `/pay`, `/community-media`) live in the embedded
 * backend's process. Method, path, query, headers and body go through as they are (the upload
 * PUT streams); status, headers and body come back as they are.
 */
import http from 'node:http'
import type { RequestHandler } from 'express'
import { MSG } from '../app/domain/messages'

/** Connection-level headers (RFC 9110 §7.6.1) belong to one hop, never forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']

function pathOf(originalUrl: string): string {
  if (originalUrl.startsWith('/')) return originalUrl
  try {
    const url = new URL(originalUrl)
    return `${url.pathname}${url.search}`
  } catch {
    return '/'
  }
}

export function proxyTo(origin: string): RequestHandler {
  const target = new URL(origin)
  const agent = new http.Agent({ keepAlive: true })
  return (req, res) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host }
    for (const name of HOP_BY_HOP) delete headers[name]
    const upstream = http.request(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: pathOf(req.originalUrl), headers, agent },
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
    upstream.on('error', () => {
      if (res.headersSent) res.destroy()
      else res.status(502).type('text/plain; charset=utf-8').send(MSG.error.network)
    })
    // The shopper left: the backend's work for them stops too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  }
}
