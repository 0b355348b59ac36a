/**
 * Bounded request bodies (docs/security.md: a 200 MB form once grew the process by 1 GB). A
 * body is refused with 413 in Korean before anything reads it when its `Content-Length` is too large, and while it is read when its counted
 * bytes go past the limit (a chunked body declares no length). After a refusal the rest of the
 * body is discarded, not kept, and the connection closes: a 200 MB post never reaches memory.
 */
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type express from 'express'
import type { RequestHandler } from 'express'
import * as MSG from '../app/domain/messages'
import { normalisedPath, refuse } from './security'

/** Forms (url-encoded) and JSON: the largest the shop's forms need, many times over. */
export const FORM_BODY_LIMIT = 64 * 1024
/** One multipart upload request in total (community post: pictures and a video; review photos). */
export const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024

/** The pages that take files as multipart (PostEditor and the review form). */
const UPLOAD_PAGES = [/^\/community\/write$/, /^\/community\/post\/[^/]+\/edit$/, /^\/review\/write$/]

/** How many bytes this request's body may have. */
export function bodyLimitOf(req: express.Request): number {
  const multipart = req.is('multipart/form-data') === 'multipart/form-data'
  const path = normalisedPath(req.url)
  return multipart && UPLOAD_PAGES.some((page) => page.test(path)) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT
}

/** What a refused body may still send, thrown away unread, and how long its connection lingers. */
const DISCARD_BYTES = 1024 * 1024
const LINGER_MS = 5000

/**
 * The answer to a body past its limit: 413 in Korean, and the rest is never kept.
 *
 * The connection then closes the way nginx's lingering close does. Node would destroy a
 * `Connection: close` socket the moment the answer is written; with the client still sending,
 * the unread bytes make the kernel send a reset, and a reset throws away whatever the client had
 * not read yet — a busy client (a cheap phone, a loaded CI runner) lost its 413 that way. So the
 * answer goes out followed by a FIN, up to 1 MB more is read and thrown away, then reading stops
 * (the client's writes simply block), and the socket is destroyed 5 s later or when the client
 * has finished. A refused request costs at most one idle socket for 5 s, never memory.
 */
export function refuseTooLarge(req: express.Request, res: express.Response): void {
  res.locals.bodyRefused = true
  req.unpipe()
  req.removeAllListeners('data')
  let discarded = 0
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > DISCARD_BYTES) req.pause()
  })
  req.resume()
  lingerOnClose(req.socket)
  res.set('Connection', 'close')
  refuse(req, res, 413, 'PAYLOAD_TOO_LARGE', MSG.edge.bodyTooLarge)
}

/**
 * Replaces, for this one socket, what Node's HTTP server calls after a last answer
 * (`socket.destroySoon`: end, then destroy as soon as written) with end now, destroy later.
 */
function lingerOnClose(socket: Socket): void {
  const lingering = socket as Socket & { destroySoon?: () => void }
  lingering.destroySoon = () => {
    socket.end()
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref()
    socket.once('close', () => clearTimeout(timer))
  }
}

/** Refuses a body whose declared length is already past its limit, before anyone reads it. */
export const declaredBodyLimit: RequestHandler = (req, res, next) => {
  const declared = Number(req.get('content-length') ?? 0)
  if (declared > bodyLimitOf(req)) return refuseTooLarge(req, res)
  next()
}

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}

/**
 * The request's body as a web stream that counts its bytes: past `limit` it stops reading,
 * calls `onTooLarge` and errors (whoever reads it sees a failed body, never the bytes). Node's
 * stream is paused when nobody pulls, so an unread body stays in the socket, not in memory.
 */
export function countedBody(req: IncomingMessage, limit: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let seen = 0
  let done = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const stop = () => {
        done = true
        req.off('data', onData)
        req.pause()
      }
      const onData = (chunk: Buffer) => {
        if (done) return
        seen += chunk.length
        if (seen > limit) {
          stop()
          onTooLarge()
          controller.error(new BodyTooLargeError(`body over ${limit} bytes`))
          return
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 0) <= 0) req.pause()
      }
      req.on('data', onData)
      req.pause()
      req.once('end', () => {
        if (done) return
        done = true
        controller.close()
      })
      req.once('error', (error) => {
        if (done) return
        stop()
        controller.error(error)
      })
    },
    pull() {
      if (!done) req.resume()
    },
    cancel() {
      // Nobody wants the rest; the host drains or closes the connection after the answer.
      done = true
      req.removeAllListeners('data')
      req.pause()
    },
  })
}
