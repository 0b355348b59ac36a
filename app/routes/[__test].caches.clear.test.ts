import { afterEach, expect, test } from 'vitest'
import { TtlCache } from '~/backends/cache.server'
import * as MSG from '~/domain/messages'
import { Browser, visit, withEnv } from '../../tests/fixtures/route-browser'
import { action, loader } from './[__test].caches.clear'

/** The browser tests' door to forget the shop's short-lived caches (EMBEDDED_TEST_HOOKS=true only). */
const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 10 })
afterEach(() => cache.clear())
const post = () => visit(new Browser(), action, '/__test/caches/clear', { method: 'POST' })

test('without EMBEDDED_TEST_HOOKS it is not there: the Korean 404, and every cache keeps what it has', async () => {
  await withEnv({ EMBEDDED_TEST_HOOKS: 'false' }, async () => {
    cache.set('nav', 'kept')
    const answer = await post()
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ code: 'NOT_FOUND', message: MSG.error.notFound })
    expect(cache.get('nav')).toBe('kept')
  })
})

test('with EMBEDDED_TEST_HOOKS=true a POST empties every cache, never stored', async () => {
  await withEnv({ EMBEDDED_TEST_HOOKS: 'true' }, async () => {
    cache.set('nav', 'old')
    const answer = await post()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(await answer.json()).toEqual({ ok: true })
    expect(cache.get('nav')).toBeUndefined()
  })
})

test('a GET is not there either way', async () => {
  await withEnv({ EMBEDDED_TEST_HOOKS: 'true' }, async () => {
    const answer = await visit(new Browser(), loader, '/__test/caches/clear')
    expect(answer.status).toBe(404)
  })
})
