import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from '@remix-run/node'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clearAllCaches } from '~/backends/cache.server'
import { resetEnvForTests, SERVICE_ENV } from '~/config.server'
import { longestChain } from '../fault-proxy/call-depth'
import { FaultBoard } from '../fault-proxy/faults'
import { createFaultProxy, type ProxiedCall } from '../fault-proxy/proxy'
import { liveBackendForFile } from '../fixtures/live-backend'
import { pageBuild } from '../fixtures/page-build'
import { type Browser, communityBrowser, loadContext } from '../fixtures/route-browser'
import { memberBrowser } from '../fixtures/route-members'

/**
 * No waterfalls (decision 064, docs/performance.md): each page the bench loads waits for at most
 * three backend round trips one after another, so a farther network (every call 20 ms away) costs
 * it at most about 60 ms. Counted, not timed, so a busy machine cannot fail it and a new sequential
 * call does: every service URL points at the fault proxy, which holds each call and reports when it
 * arrived and ended with the request id it carried (decision 062); the page's depth is its longest
 * chain of calls each made after the previous one answered (tests/fault-proxy/call-depth.ts).
 * The hold is 50 ms, not the rule's 20: calls made together reach the proxy within a few
 * milliseconds, but a busy CPU (the backend's database runs in this process) can space them by
 * more than 20 ms, and one would then be counted behind its sibling. The depth does not depend on
 * the hold; the 20 ms figure is timed by the bench (bench/waterfall.ts).
 *
 * The lightest host that sees every call of a whole page: Remix's own request handler over a build
 * of the routes the URL matches (tests/fixtures/page-build.ts), so the root's loader and the page's
 * run together as in production, with the load context the host makes (one request id, one request
 * start: decision 056). The host's middleware adds no backend call, and the micro-cache is left out
 * on purpose: a page rendered is the page that must not wait in line.
 */
const HOLD_MS = 50
const MAX_ROUND_TRIPS = 3

const live = liveBackendForFile()
const calls: ProxiedCall[] = []
let proxy: Server
const paths = new Map<string, string>()
const before = new Map<string, string | undefined>()

beforeAll(async () => {
  proxy = createFaultProxy({
    target: live.backend.url,
    board: new FaultBoard(),
    slowMs: 12_000,
    delayMs: HOLD_MS,
    onCall: (call) => calls.push(call),
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  for (const [service, name] of Object.entries(SERVICE_ENV)) {
    before.set(name, process.env[name])
    process.env[name] = `${base}/${service}`
  }
  resetEnvForTests()
  // The bench's product and post: the first of category 11's list and of the feed.
  const products = await live.backend.db.query<{ product_id: number }>(
    'select product_id from products where product_group2_id = 11 and not is_entirely_soldout order by product_id limit 1',
  )
  const posts = await live.backend.db.query<{ post_id: number }>(
    'select post_id from community_posts where deleted_at is null order by created_at desc limit 1',
  )
  paths.set('product', `/product/detail/${products[0]?.product_id}`)
  paths.set('post', `/community/post/${posts[0]?.post_id}`)
})
afterAll(() => {
  // The next file of this fork (decision 058) finds the services where the live backend put them.
  for (const [name, value] of before) process.env[name] = value
  resetEnvForTests()
  proxy.closeAllConnections()
  proxy.close()
})

/** The eight pages of bench/run.ts. */
const PAGES = [
  { key: 'home', path: '/main/tab/2' },
  { key: 'category', path: '/category/11' },
  { key: 'product', path: '' },
  { key: 'results', path: `/search/1/result?${new URLSearchParams({ word: '사료' })}` },
  { key: 'feed', path: '/community' },
  { key: 'post', path: '' },
  { key: 'cart', path: '/v2/cart' },
  { key: 'signup', path: '/auth/signup/email' },
]
const pathOf = (page: (typeof PAGES)[number]) => page.path || (paths.get(page.key) as string)

let visits = 0
/** One document request for the page, as the host hands it to Remix: its status, its calls and how long it took. */
async function render(browser: Browser, path: string) {
  const requestId = `waterfall-${++visits}`
  const handle = createRequestHandler(await pageBuild(path), 'production')
  const { context, setCookies } = loadContext()
  const started = performance.now()
  const answer = await handle(browser.request(path), { ...context, clientIp: '127.0.0.1', requestId })
  const ms = performance.now() - started
  browser.keep(answer, setCookies)
  const mine = calls.filter((call) => call.requestId === requestId)
  console.log(mine.map((c) => `${c.path.split('?')[0]} ${(c.start - started).toFixed(0)}–${(c.end - started).toFixed(0)}`).join('\n'))
  return { status: answer.status, chain: longestChain(mine), count: mine.length, ms }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** First visit with every cache empty, then a returning visit (the bench's case): the depth of each, and the returning visits' median time. */
async function measure(browser: Browser, path: string) {
  clearAllCaches()
  const cold = await render(browser, path)
  const warm = []
  for (let i = 0; i < 3; i++) warm.push(await render(browser, path))
  return { cold, warm: warm[0] as (typeof warm)[number], ms: median(warm.map((w) => w.ms)) }
}

type Render = Awaited<ReturnType<typeof render>>
/** The chain as the failure names it: `/bff/experiment/function/infos → /bff/navigation/items → …`. */
const named = (r: Render) => r.chain.map((c) => c.path.split('?')[0]).join(' → ')

function expectNoWaterfall(who: string, key: string, m: Awaited<ReturnType<typeof measure>>) {
  console.log(
    `${who} ${key}: ${m.cold.status}, cold ${m.cold.chain.length} round trips in a row (${m.cold.count} calls), returning ${m.warm.chain.length} (${m.warm.count} calls), ` +
      `${m.ms.toFixed(0)} ms median with every call ${HOLD_MS} ms away\n  cold: ${named(m.cold)}`,
  )
  expect(m.cold.chain.length, named(m.cold)).toBeLessThanOrEqual(MAX_ROUND_TRIPS)
  expect(m.warm.chain.length, named(m.warm)).toBeLessThanOrEqual(MAX_ROUND_TRIPS)
}

test.each(PAGES)('a guest’s $key page waits for at most three backend round trips in a row', async (page) => {
  const browser = await communityBrowser(`waterfall-${page.key}`)
  const measured = await measure(browser, pathOf(page))
  // The page itself, drawn from the backend's answers: not an error screen, not a page that asked nothing.
  expect([measured.cold.status, measured.warm.status]).toEqual([200, 200])
  expect(measured.cold.count).toBeGreaterThan(0)
  expectNoWaterfall('guest', page.key, measured)
})

test.each(PAGES)('a signed-in member’s $key page waits for at most three backend round trips in a row', async (page) => {
  const { browser } = await memberBrowser(live.backend, `waterfall-${page.key}`, await communityBrowser(`waterfall-member-${page.key}`))
  const measured = await measure(browser, pathOf(page))
  expect(measured.cold.status).toBeLessThan(500)
  expectNoWaterfall('member', page.key, measured)
})
