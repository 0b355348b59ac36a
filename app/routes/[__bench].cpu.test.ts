import { expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { Browser, visit, withEnv } from '../../tests/fixtures/route-browser'
import { action, loader } from './[__bench].cpu'

/** The answering worker's CPU time, for the bench's CPU per request (BENCH_ROUTES=true only). */

test('without BENCH_ROUTES it is not there: the Korean 404, and no process figure is given away', async () => {
  const answer = await visit(new Browser(), loader, '/__bench/cpu')
  expect(answer.status).toBe(404)
  expect(await answer.json()).toEqual({ code: 'NOT_FOUND', message: MSG.error.notFound })
})

test('with BENCH_ROUTES=true it answers this process and its CPU microseconds so far, growing, never stored', async () => {
  await withEnv({ BENCH_ROUTES: 'true' }, async () => {
    const first = await visit(new Browser(), loader, '/__bench/cpu')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const before = (await first.json()) as { pid: number; micros: number }
    expect(before.pid).toBe(process.pid)
    // Some CPU between the two reads.
    let spin = 0
    for (let i = 0; i < 2_000_000; i++) spin += i % 7
    expect(spin).toBeGreaterThan(0)
    const after = (await (await visit(new Browser(), loader, '/__bench/cpu')).json()) as { pid: number; micros: number }
    const { user, system } = process.cpuUsage()
    expect(after.micros).toBeGreaterThan(before.micros)
    expect(after.micros).toBeLessThanOrEqual(user + system)
  })
})

test('a POST is the Korean 405', async () => {
  const answer = await visit(new Browser(), action, '/__bench/cpu', { method: 'POST' })
  expect(answer.status).toBe(405)
  expect(await answer.json()).toEqual({ code: 'BAD_REQUEST', message: MSG.error.badRequest })
})
