import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { configuredKinds, publicThirdParty, THIRD_PARTY_KINDS } from '~/domain/third-party'
import { orderEvent, viewProduct } from '~/domain/tracking'
import { ORDER, PRODUCT } from '~/domain/tracking-test-data'
import { createAnalytics } from './hub'
import { webAdapters } from './web-adapters'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const ALL_KEYS = {
  AMPLITUDE_API_KEY: 'amp',
  BRAZE_API_KEY: 'braze',
  AIRBRIDGE_APP: 'petshop',
  AIRBRIDGE_WEB_TOKEN: 'ab-token',
  GA_MEASUREMENT_ID: 'G-TEST',
  NAVER_ANALYTICS_ID: 'naver-wa',
  META_PIXEL_ID: '123',
  KAKAO_PIXEL_ID: '456',
  KAKAO_JS_KEY: 'kakao',
  CHANNEL_TALK_PLUGIN_KEY: 'channel',
  SENTRY_DSN: 'https://key@sentry.example/1',
}

test('[R1.3] the eleven kinds of spec §1, each off unless configured', () => {
  expect(THIRD_PARTY_KINDS).toHaveLength(11)
  expect(configuredKinds(publicThirdParty({}), { bff: false, v2: false })).toEqual([])
  expect(configuredKinds(publicThirdParty(ALL_KEYS), { bff: true, v2: true })).toEqual([...THIRD_PARTY_KINDS])
  // Half a key pair is not a configuration.
  expect(publicThirdParty({ AIRBRIDGE_APP: 'petshop' }).airbridge).toBeUndefined()
  expect(webAdapters({}, vi.fn(), {})).toEqual([])
})

test('[R1.3] a configured web SDK loads only with the first event, and its events wait until it is in', async () => {
  const globals: Record<string, unknown> = {}
  const loaded: string[] = []
  const load = vi.fn(async (src: string) => {
    loaded.push(src)
    await Promise.resolve()
  })
  const adapters = webAdapters(publicThirdParty({ AMPLITUDE_API_KEY: 'amp', META_PIXEL_ID: '123' }), load, globals)
  expect(adapters.map((a) => a.kind)).toEqual(['product', 'pixel'])
  const hub = createAnalytics({ adapters, inApp: false, postToNative: () => false })
  hub.identify('42')
  expect(load).not.toHaveBeenCalled()

  hub.track('visit_route', { page: 'home_tab' })
  expect(loaded).toEqual([expect.stringContaining('amplitude'), expect.stringContaining('fbevents')])
  // The scripts "arrive": their globals appear; the queued event and the user id follow.
  const amplitude = { init: vi.fn(), track: vi.fn(), setUserId: vi.fn() }
  const fbq = vi.fn()
  Object.assign(globals, { amplitude, fbq })
  await vi.advanceTimersByTimeAsync(100)
  expect(amplitude.init).toHaveBeenCalledWith('amp')
  expect(amplitude.setUserId).toHaveBeenCalledWith('42')
  expect(amplitude.track).toHaveBeenCalledWith('visit_route', { page: 'home_tab' })
  expect(fbq).toHaveBeenCalledWith('init', '123')
  expect(fbq).toHaveBeenCalledWith('trackCustom', 'visit_route', { page: 'home_tab' })
  hub.track('add_cart')
  expect(load).toHaveBeenCalledTimes(2)
})

test('[R1.3] the local web analytics counts the visit event as a page view only', async () => {
  const wcs_do = vi.fn()
  const globals: Record<string, unknown> = { wcs_do, wcs: { inflow: vi.fn() } }
  const [naver] = webAdapters(publicThirdParty({ NAVER_ANALYTICS_ID: 'wa-1' }), async () => {}, globals)
  naver?.track({ name: 'add_cart', props: {} })
  expect(wcs_do).not.toHaveBeenCalled()
  naver?.track({ name: 'visit_route', props: {} })
  expect(globals.wcs_add).toEqual({ wa: 'wa-1' })
  expect(wcs_do).toHaveBeenCalledTimes(1)
})

test('[R1.3] on the web the configured SDKs get the commerce events in their own names: GA4 for gtag, standard events for the pixel, purchases for Braze', async () => {
  const globals: Record<string, unknown> = {}
  const adapters = webAdapters(
    publicThirdParty({ GA_MEASUREMENT_ID: 'G-TEST', META_PIXEL_ID: '123', BRAZE_API_KEY: 'braze' }),
    async () => {},
    globals,
  )
  expect(adapters.map((a) => a.kind)).toEqual(['crm', 'firebase', 'pixel'])
  const hub = createAnalytics({ adapters, inApp: false, postToNative: () => false })
  hub.track('view_product', viewProduct(PRODUCT).props)
  hub.track('purchase', orderEvent('purchase', ORDER).props)
  const braze = {
    initialize: vi.fn(),
    openSession: vi.fn(),
    logCustomEvent: vi.fn(),
    logPurchase: vi.fn(),
    changeUser: vi.fn(),
    wipeData: vi.fn(),
  }
  const fbq = vi.fn()
  Object.assign(globals, { braze, fbq })
  await vi.advanceTimersByTimeAsync(100)
  const layer = (globals.dataLayer as IArguments[]).map((args) => Array.from(args))
  expect(layer).toContainEqual([
    'event',
    'view_item',
    expect.objectContaining({ currency: 'KRW', items: [expect.objectContaining({ item_id: '3442', item_brand: '바른펫' })] }),
  ])
  expect(layer).toContainEqual(['event', 'purchase', expect.objectContaining({ transaction_id: '77', value: 54600 })])
  expect(fbq).toHaveBeenCalledWith('track', 'ViewContent', expect.objectContaining({ content_ids: ['3442'] }))
  expect(fbq).toHaveBeenCalledWith('track', 'Purchase', expect.objectContaining({ value: 54600, currency: 'KRW' }))
  expect(braze.logCustomEvent).toHaveBeenCalledWith('view_product', viewProduct(PRODUCT).props)
  expect(braze.logPurchase).toHaveBeenCalledWith('3442', 28800, 'KRW', 2, expect.objectContaining({ orderId: 77 }))
})

test('a sign-out seen before an SDK is in still clears the id it kept from an earlier visit, once it loads', async () => {
  const globals: Record<string, unknown> = {}
  const [amplitudeAdapter] = webAdapters(publicThirdParty({ AMPLITUDE_API_KEY: 'amp' }), async () => {}, globals)
  const hub = createAnalytics({ adapters: amplitudeAdapter ? [amplitudeAdapter] : [], inApp: false, postToNative: () => false })
  hub.identify('42')
  hub.reset()
  const amplitude = { init: vi.fn(), track: vi.fn(), setUserId: vi.fn(), reset: vi.fn() }
  Object.assign(globals, { amplitude })
  hub.track('visit_route', {})
  await vi.advanceTimersByTimeAsync(0)
  expect(amplitude.reset).toHaveBeenCalledTimes(1)
  expect(amplitude.setUserId).not.toHaveBeenCalled()
})
