/**
 * Test-only doors into the embedded backend (EMBEDDED_TEST_HOOKS=true, never in production): the
 * SMS outbox, forcing a token to expire, changing a member's status, an order's status, an
 * option's stock, an exchange or return's step, a member's points, faults, row counts, and an app's native sign-in.
 */
import express, { type RequestHandler } from 'express'

export function testHooks(backendUrl: string): express.Router {
  const router = express.Router()
  const forward =
    (target: string): RequestHandler =>
    async (req, res, next) => {
      try {
        const query = new URLSearchParams(req.query as Record<string, string>).toString()
        const answer = await fetch(`${backendUrl}${target}${query ? `?${query}` : ''}`, {
          method: req.method,
          headers: { 'content-type': 'application/json' },
          body: req.method === 'POST' ? JSON.stringify(req.body) : undefined,
        })
        res
          .status(answer.status)
          .type('json')
          .send(await answer.text())
      } catch (error) {
        next(error)
      }
    }
  // JSON is read for the hooks' own posts only: other /__test paths (the caches-clear route of the
  // Remix app) reach the app with their bodies untouched, however broken.
  const body = express.json({ limit: '64kb' })
  router.get('/sms-outbox', forward('/connect/sms/outbox'))
  router.post('/tokens/expire', body, forward('/v2/test/tokens/expire'))
  router.post('/users/status', body, forward('/v2/test/users/status'))
  router.post('/orders/status', body, forward('/v2/test/orders/status'))
  router.post('/products/stock', body, forward('/v2/test/products/stock'))
  // Decision 048: an exchange or return moved to a step, as if its days had passed.
  router.post('/exchange-returns/advance', body, forward('/v2/test/exchange-returns/advance'))
  router.post('/points/grant', body, forward('/v2/test/points/grant'))
  router.post('/faults/next', body, forward('/v2/test/faults/next'))
  // Row counts of the tables posts write to: the fuzzing spec's "nothing stored".
  router.get('/db/counts', forward('/v2/test/db/counts'))
  // What an app does natively before it hands its session to the web view (bridge UPDATE_SESSION).
  router.post('/app-login', body, forward('/v2/auth/login'))
  return router
}
