import type { RequestHandler } from 'express'
import { isAcceptableRequestId, REQUEST_ID_HEADER } from '../../app/domain/request-id'

/**
 * One JSON line per answered request, naming the shop's request id (decision 062), so an
 * operator finds the service calls a page made from the id on the shop's line. The path only:
 * a query may hold what a shopper typed. An id that is not a plain token is logged as absent.
 */
export function requestLog(write: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    res.once('finish', () => {
      const id = req.headers[REQUEST_ID_HEADER]
      write(
        JSON.stringify({
          level: 'info',
          msg: 'backend request',
          requestId: isAcceptableRequestId(id) ? id : null,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        }),
      )
    })
    next()
  }
}
