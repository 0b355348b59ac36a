/**
 * While this node's embedded backend is away (being started again, decision 061), every page and
 * form post is answered at once with spec §8's maintenance screen (SERVICE_MAINTENANCE, 503,
 * `Retry-After`), before any of the app runs: a post is refused whole, nothing of it half-written,
 * and nobody waits out the 10 s deadline on a backend that is not there. Liveness and readiness
 * still answer, and static files are served before this.
 */
import type { RequestHandler } from 'express'
import * as MSG from '../app/domain/messages'
import { nodeStatus } from './node-status'
import { refuse } from './security'

const STILL_ANSWERED = new Set(['/healthz', '/readyz'])

export function whileBackendAway(status = nodeStatus): RequestHandler {
  return (req, res, next) => {
    if (status().backend !== 'restarting' || STILL_ANSWERED.has(req.path)) return next()
    res.set({ 'Retry-After': '1', 'Cache-Control': 'no-store' })
    // A page's data request (a navigation or a form with JavaScript on): marked as a response the
    // route threw, so the browser draws its §8 screen with this message, as for a loader's own 503.
    if ('_data' in req.query) res.set('X-Remix-Catch', 'yes')
    refuse(req, res, 503, 'SERVICE_MAINTENANCE', MSG.error.serviceMaintenance)
  }
}
