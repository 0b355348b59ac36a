import { expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { Browser, visit, withEnv } from '../../tests/fixtures/route-browser'
import { action, loader } from './[__bench].bare'

/** The bench's floor page (`npm run bench`, BENCH_ROUTES=true): not there otherwise. */

test('without BENCH_ROUTES the page is not there: the Korean 404', async () => {
  const answer = await visit(new Browser(), loader, '/__bench/bare')
  expect(answer.status).toBe(404)
  expect(await answer.json()).toEqual({ code: 'NOT_FOUND', message: MSG.error.notFound })
})

test('with BENCH_ROUTES=true it answers the minimal Korean page through the React renderer, never stored', async () => {
  await withEnv({ BENCH_ROUTES: 'true' }, async () => {
    const answer = await visit(new Browser(), loader, '/__bench/bare')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(await answer.text()).toBe(
      '<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/><title>펫샵</title></head><body><h1>펫샵</h1></body></html>',
    )
  })
})

test('a POST reads nothing: the Korean 405 that names GET', async () => {
  const answer = await visit(new Browser(), action, '/__bench/bare', { method: 'POST' })
  expect(answer.status).toBe(405)
  expect(answer.headers.get('allow')).toBe('GET, HEAD')
  expect(await answer.json()).toEqual({ code: 'BAD_REQUEST', message: MSG.error.badRequest })
})
