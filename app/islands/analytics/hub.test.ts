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
  const adapters = (['firebase', 'local', 'pixel'] as const).map((kind) =>
    adapter({ kind, isReady: () => ready[kind] ?? false, load: vi.fn(async () => {}) }),
  )
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
  const hub = createAnalytics({
    adapters: [adapter({ kind: 'product', bridgeType: 'AMPLITUDE', load })],
    inApp: true,
    postToNative: (type, data) => posted.push([type, data]) > 0,
  })
  hub.track('visit_route', { page: 'home_tab' })
  expect(posted).toEqual([['AMPLITUDE', { event: 'visit_route', properties: { page: 'home_tab' } }]])
  expect(load).not.toHaveBeenCalled()
})

test('[R4.17] [R7.20] in the apps each SDK message (AMPLITUDE, BRAZE, FIREBASE, FB_ANALYTICS) sets the user id only after the ad-id update, once', () => {
  const posted: Array<[string, Record<string, unknown>]> = []
  const bridged = (['AMPLITUDE', 'BRAZE', 'FIREBASE', 'FB_ANALYTICS'] as const).map((bridgeType) =>
    adapter({ kind: 'product', bridgeType }),
  )
  const hub = createAnalytics({ adapters: bridged, inApp: true, postToNative: (type, data) => posted.push([type, data]) > 0 })
  hub.identify('42')
  hub.track('visit_route', { page: 'home_tab' })
  expect(posted.filter(([, data]) => 'userId' in data)).toEqual([])
  hub.adIdUpdated('ad-1')
  const ids = () => posted.filter(([, data]) => 'userId' in data)
  expect(ids()).toEqual([
    ['AMPLITUDE', { userId: '42' }],
    ['BRAZE', { userId: '42' }],
    ['FIREBASE', { userId: '42' }],
    ['FB_ANALYTICS', { userId: '42' }],
  ])
  // The same id again is not sent again; a new ad id does not resend it either.
  hub.identify('42')
  hub.adIdUpdated('ad-2')
  expect(ids()).toHaveLength(4)
  // The web view was already given its ad id (an earlier page of this visit): no wait.
  const again: string[] = []
  createAnalytics({ adapters: bridged, inApp: true, adid: 'ad-1', postToNative: (type) => again.push(type) > 0 }).identify('42')
  expect(again).toEqual(['AMPLITUDE', 'BRAZE', 'FIREBASE', 'FB_ANALYTICS'])
})

test('reset clears the user id on every adapter: the shells through their messages, the web SDKs by their reset', () => {
  const posted: Array<[string, Record<string, unknown>]> = []
  const shell = createAnalytics({
    adapters: [adapter({ kind: 'product', bridgeType: 'AMPLITUDE' }), adapter({ kind: 'crm', bridgeType: 'BRAZE' })],
    inApp: true,
    adid: 'ad',
    postToNative: (type, data) => posted.push([type, data]) > 0,
  })
  shell.identify('42')
  shell.reset()
  expect(posted).toEqual([
    ['AMPLITUDE', { userId: '42' }],
    ['BRAZE', { userId: '42' }],
    ['AMPLITUDE', { userId: null }],
    ['BRAZE', { userId: null }],
  ])
  // After a reset the same member signing in again is identified again.
  shell.identify('42')
  expect(posted).toHaveLength(6)

  const resets: string[] = []
  const web = [
    adapter({ kind: 'product', reset: () => resets.push('product') }),
    adapter({ kind: 'crm', reset: () => resets.push('crm') }),
    adapter({ kind: 'pixel' }),
  ]
  const hub = createAnalytics({ adapters: web, inApp: false, postToNative: () => false })
  hub.identify('7')
  hub.reset()
  expect(resets).toEqual(['product', 'crm'])
  expect(web[0]?.users).toEqual(['7'])
})

test('each adapter gets the event in its vendor’s name, or not at all when its mapping says none', () => {
  const posted: Array<[string, Record<string, unknown>]> = []
  const hub = createAnalytics({
    adapters: [
      adapter({
        kind: 'firebase',
        bridgeType: 'FIREBASE',
        map: (e) => ({ name: e.name === 'view_product' ? 'view_item' : e.name, props: e.props }),
      }),
      adapter({ kind: 'pixel', bridgeType: 'FB_ANALYTICS', map: () => null }),
    ],
    inApp: true,
    postToNative: (type, data) => posted.push([type, data]) > 0,
  })
  hub.track('view_product', { productId: 1 })
  expect(posted).toEqual([['FIREBASE', { event: 'view_item', properties: { productId: 1 } }]])
})
