import { expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { Browser, visit } from '../../tests/fixtures/route-browser'
import { action, loader } from './healthz'

/** For load balancers and the test harness: up and answering, never from a cache. */

test('GET answers 200 { ok: true }, never stored', async () => {
  const answer = await visit(new Browser(), loader, '/healthz')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('private, no-store')
  expect(await answer.json()).toEqual({ ok: true })
})

test('a POST reads nothing: the Korean 405 that names GET', async () => {
  const answer = await visit(new Browser(), action, '/healthz', { method: 'POST' })
  expect(answer.status).toBe(405)
  expect(answer.headers.get('allow')).toBe('GET, HEAD')
  expect(await answer.json()).toEqual({ code: 'BAD_REQUEST', message: MSG.error.badRequest })
})
