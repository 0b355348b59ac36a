import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { REQUEST_ID_HEADER } from '../../app/domain/request-id'
import { CANNED, type FaultBoard, type FaultService, isFaultService, parseFaultCommand } from './faults'

export type FaultProxyOptions = {
  /** The real services, e.g. the embedded backend at http://127.0.0.1:54321 (services under /v2, /bff, …). */
  target: string
  board: FaultBoard
  /** How long `slow` holds an answer: longer than the shop's timeout, so the shop gives up first. */
  slowMs: number
  /** Every healthy call held this long before it is forwarded: a network farther away (docs/performance.md, "No waterfalls"). */
  delayMs?: number
  /** Told of each healthy call once its answer is sent: when it arrived and ended, and the request id it carried. */
  onCall?: (call: ProxiedCall) => void
}

/** One backend call as the proxy saw it; times from `performance.now()`. */
export type ProxiedCall = { service: FaultService; path: string; requestId: string | null; start: number; end: number }

function sendJson(res: ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
  } catch {
    return null
  }
}

/** `GET /__faults`, `POST /__faults {service, mode}`, `POST /__faults/reset`. */
async function control(req: IncomingMessage, res: ServerResponse, board: FaultBoard) {
  if (req.method === 'GET' && req.url === '/__faults') return sendJson(res, 200, board.snapshot())
  if (req.method === 'POST' && req.url === '/__faults/reset') {
    board.reset()
    return sendJson(res, 200, board.snapshot())
  }
  if (req.method === 'POST' && req.url === '/__faults') {
    const command = parseFaultCommand(await readBody(req))
    if (!command) return sendJson(res, 400, { error: 'expected {service, mode}' })
    for (const service of command.services) board.set(service, command.mode)
    return sendJson(res, 200, board.snapshot())
  }
  sendJson(res, 404, { error: 'no such control' })
}

/** The healthy path: the request as it came, to the real service, and its answer back unchanged. */
function forward(req: IncomingMessage, res: ServerResponse, target: URL) {
  const url = new URL(req.url ?? '/', target)
  const upstream = httpRequest(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => {
    if (res.headersSent) res.destroy()
    else sendJson(res, 502, { error: 'upstream failed' })
  })
  req.pipe(upstream)
}

/** The healthy path, after `delayMs` when set, reported to `onCall` when the answer has gone. */
function observedForward(req: IncomingMessage, res: ServerResponse, service: FaultService, opts: FaultProxyOptions) {
  const start = performance.now()
  if (opts.onCall) {
    const requestId = req.headers[REQUEST_ID_HEADER]
    const path = req.url ?? '/'
    res.on('finish', () =>
      opts.onCall?.({ service, path, requestId: typeof requestId === 'string' ? requestId : null, start, end: performance.now() }),
    )
  }
  if (!opts.delayMs) return forward(req, res, new URL(opts.target))
  setTimeout(() => forward(req, res, new URL(opts.target)), opts.delayMs)
}

/** Holds the request past the shop's timeout; when the shop hangs up first, nothing is sent. */
function holdThenForward(req: IncomingMessage, res: ServerResponse, service: FaultService, opts: FaultProxyOptions) {
  opts.board.holding(service, 1)
  const timer = setTimeout(() => {
    opts.board.holding(service, -1)
    forward(req, res, new URL(opts.target))
  }, opts.slowMs)
  res.on('close', () => {
    if (res.writableFinished) return
    clearTimeout(timer)
    opts.board.holding(service, -1)
    opts.board.abandon(service)
  })
}

/**
 * A reverse proxy in front of the backend services that breaks one service at a time, on command,
 * so end-to-end tests can watch the shop meet each failure and recover without a restart; with
 * `delayMs` and `onCall`, a farther network whose calls can be timed (tests/unit/no-waterfalls.test.ts).
 */
export function createFaultProxy(opts: FaultProxyOptions): Server {
  return createServer((req, res) => {
    const url = req.url ?? '/'
    if (url === '/__faults' || url.startsWith('/__faults/')) {
      control(req, res, opts.board).catch(() => sendJson(res, 500, { error: 'control failed' }))
      return
    }
    const service = url.split(/[/?]/)[1]
    if (!isFaultService(service)) return sendJson(res, 404, { error: 'unknown service' })
    opts.board.hit(service)
    const mode = opts.board.modeFor(service)
    switch (mode) {
      case 'healthy':
        return observedForward(req, res, service, opts)
      case 'down':
        // A reset without a byte of answer: what the shop sees when a service's process is gone.
        req.socket.destroy()
        return
      case 'slow':
        return holdThenForward(req, res, service, opts)
      default: {
        const canned = CANNED[mode]
        res.writeHead(canned.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(canned.body),
        })
        res.end(canned.body)
      }
    }
  })
}
