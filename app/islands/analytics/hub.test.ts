import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type Adapter, createAnalytics } from './hub'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function adapter(partial: Partial<Adapter> & Pick<Adapter, 'kind'>): Adapter & { tracked: string[]; users: string[] } {
  const tracked: string[] = []
  const users: string[] = []
  return { isReady: () => true, track: (e) => tracked.push(e.name), setUserId: (id) => users.push(id), tracked, users, ...partial }
}

test('[R4.17] in the apps the analytics user id is set only after the ad-id update', () => {
  const product = adapter({ kind: 'product' })
  const hub = createAnalytics({ adapters: [product], inApp: true, postToNative: () => true })
  hub.identify('42')
  expect(product.users).toEqual([])
  hub.adIdUpdated('ad-1')
  expect(product.users).toEqual(['42'])
  // On the web there is no ad id to wait for.
  const web = adapter({ kind: 'product' })
  createAnalytics({ adapters: [web], inApp: false, postToNative: () => false }).identify('7')
  expect(web.users).toEqual(['7'])
})

test('[R4.18] Firebase-type analytics, the local analytics and the pixel each wait for their initialization', () => {
  const ready: Record<string, boolean> = { firebase: false, local: false, pixel: true }
  const adapters = (['firebase', 'local', 'pixel'] as const).map((kind) => adapter({ kind, isReady: () => ready[kind] ?? false, load: vi.fn(async () => {}) }))
  const hub = createAnalytics({ adapters, inApp: false, postToNative: () => false })
  hub.track('visit_route')
  expect(adapters.map((a) => a.tracked.length)).toEqual([0, 0, 1])
  ready.firebase = true
  vi.advanceTimersByTime(100)
  expect(adapters.map((a) => a.tracked.length)).toEqual([1, 0, 1])
  ready.local = true
  vi.advanceTimersByTime(100)
  expect(adapters.map((a) => a.tracked.length)).toEqual([1, 1, 1])
  // Each web SDK was loaded once, lazily, on its first event.
  for (const a of adapters) expect(a.load).toHaveBeenCalledTimes(1)
})

test('inside the apps, adapters with a bridge type forward to the shell instead of loading a web SDK', () => {
  const load = vi.fn(async () => {})
  const posted: Array<[string, Record<string, unknown>]> = []
  const hub = createAnalytics({ adapters: [adapter({ kind: 'product', bridgeType: 'AMPLITUDE', load })], inApp: true, postToNative: (type, data) => posted.push([type, data]) > 0 })
  hub.track('visit_route', { page: 'home_tab' })
  expect(posted).toEqual([['AMPLITUDE', { event: 'visit_route', properties: { page: 'home_tab' } }]])
  expect(load).not.toHaveBeenCalled()
})
