/**
 * The bench's "No waterfalls" line (docs/performance.md): the eight pages through one worker whose
 * every backend call is 20 ms away (the fault proxy, `delayMs`, in front of a backend of its own),
 * each request rendered (the micro-cache off), asked for by a returning browser at one connection.
 * At most three round trips in a row plus rendering: a median within 70 ms. The depth itself is held
 * by tests/unit/no-waterfalls.test.ts; this is the figure on the machine, a budget like the others.
 */
import type { AddressInfo } from 'node:net'
import { SERVICE_ENV } from '../app/config.server'
import { startBackend } from '../backend/index'
import { FaultBoard } from '../tests/fault-proxy/faults'
import { createFaultProxy } from '../tests/fault-proxy/proxy'
import { benchPages, COOKIE, warm } from './pages'
import { returningCookie } from './returning-browser'
import { startShop } from './shop'
import { throughput } from './throughput'

export const WATERFALL = { delayMs: 20, p50Ms: 70 } as const

export type WaterfallFigure = { key: string; name: string; p50: number; failed: number }

/** The report's lines: each page's median behind the delay, against the budget. */
export function waterfallLines(figures: readonly WaterfallFigure[]): string[] {
  return [
    `No waterfalls: every backend call ${WATERFALL.delayMs} ms away, micro-cache off, 1 connection (budget: p50 ≤ ${WATERFALL.p50Ms} ms)`,
    '',
    '| page | p50 ms | failed |',
    '| --- | --- | --- |',
    ...figures.map((f) => `| ${f.name} | ${f.p50} | ${f.failed} |`),
  ]
}

/** A page over the budget, or one that failed a request, is a miss. */
export function waterfallMisses(figures: readonly WaterfallFigure[]): string[] {
  return figures.flatMap((f) => [
    ...(f.p50 > WATERFALL.p50Ms ? [`${f.name}: p50 ${f.p50} ms behind ${WATERFALL.delayMs} ms per call > ${WATERFALL.p50Ms} ms`] : []),
    ...(f.failed > 0 ? [`${f.name}: ${f.failed} failed requests behind the delaying proxy`] : []),
  ])
}

/** `delayMs` 0: the same pages and shop without the delay, to see what the round trips add. */
export async function waterfallSection(port: number, seconds: number, delayMs: number = WATERFALL.delayMs): Promise<WaterfallFigure[]> {
  const backend = await startBackend({ dataDir: 'memory://' })
  const proxy = createFaultProxy({ target: backend.url, board: new FaultBoard(), slowMs: 12_000, delayMs })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const via = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  // Every service URL set: the shop starts no embedded backend of its own (server/embedded-services.ts).
  const services = Object.fromEntries(Object.entries(SERVICE_ENV).map(([service, name]) => [name, `${via}/${service}`]))
  const shop = await startShop(port, 1, { ...services, MICRO_CACHE_SECONDS: '0' })
  try {
    const figures: WaterfallFigure[] = []
    for (const page of await benchPages(shop.base)) {
      const cookie = await returningCookie(shop.base, page.path, COOKIE)
      await warm(shop.base, page.path, cookie, 10)
      const run = await throughput(shop.base, page.path, 1, seconds, cookie)
      figures.push({ key: page.key, name: page.name, p50: run.p50, failed: run.failed })
    }
    return figures
  } finally {
    await shop.stop()
    proxy.closeAllConnections()
    proxy.close()
    await backend.close()
  }
}
