/**
 * Listening and draining. Draining (SIGTERM, a rolling restart) stops taking connections, answers
 * every request still arriving with `Connection: close`, lets requests in flight finish, and closes
 * keep-alive connections once idle; then the process exits.
 */
import type { Server, ServerResponse } from 'node:http'
import net from 'node:net'
import type { Express, RequestHandler } from 'express'
import * as MSG from '../app/domain/messages'

/** How long busy clients get to receive a `Connection: close` answer before idle connections go. */
const IDLE_GRACE_MS = 1_000
/** A stuck request does not keep a draining process alive past this. */
const DRAIN_LIMIT_MS = 9_000

/**
 * Idle kept-alive connections stay this long: longer than a balancer keeps its own (nginx's upstream
 * `keepalive_timeout` is 60 s, a cloud balancer's idle timeout 60 s), so the balancer always lets an
 * idle connection go first and never sends a request onto one the shop is closing (Node's 5 s
 * default loses such a POST as a 502). The backend uses the same figure for the shop's calls.
 */
export const KEEP_ALIVE_MS = 65_000

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server))
    server.keepAliveTimeout = KEEP_ALIVE_MS
    // Above the keep-alive time, as Node's documentation asks, so a kept connection's next request has its full time.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000
    server.once('error', reject)
    // CONNECT never reaches Express (Node hands over the socket): it gets the same Korean 405.
    server.on('connect', (_req, socket) => {
      const body = Buffer.from(MSG.edge.methodNotAllowed)
      socket.end(
        `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      )
    })
  })
}

export type Drain = {
  draining: () => boolean
  /** First in the app: answers given while draining, and those under way when it began, close their connection. */
  closeWhenDraining: RequestHandler
  drain: (server: Server) => Promise<void>
}

export function drainer(): Drain {
  let draining = false
  let done: Promise<void> | undefined
  const underway = new Set<ServerResponse>()
  const closeConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }
  return {
    draining: () => draining,
    closeWhenDraining: (_req, res, next) => {
      if (draining) closeConnection(res)
      else {
        underway.add(res)
        res.once('close', () => underway.delete(res))
        res.once('finish', () => underway.delete(res))
      }
      next()
    },
    drain(server) {
      done ??= new Promise<void>((resolve) => {
        draining = true
        for (const res of underway) closeConnection(res)
        underway.clear()
        // net's close, not http's: http's closes idle keep-alive connections at once, and a client
        // that is sending its next request on one just then sees it reset. Here no new connection
        // comes (in a cluster the primary stops handing this worker any), answers still arriving
        // on kept-alive connections say `Connection: close`, and the idle ones go after a grace.
        net.Server.prototype.close.call(server, () => resolve())
        const idle = setTimeout(() => {
          server.closeIdleConnections()
          setInterval(() => server.closeIdleConnections(), 200).unref()
        }, IDLE_GRACE_MS)
        idle.unref()
        const limit = setTimeout(() => {
          server.closeAllConnections()
          resolve()
        }, DRAIN_LIMIT_MS)
        limit.unref()
      })
      return done
    },
  }
}
