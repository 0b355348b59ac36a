import { type PublicThirdParty, SDK_SCRIPTS } from '~/domain/third-party'
import { crmEvent, firebaseEvent, PIXEL_STANDARD_EVENTS, pixelEvent, productAnalyticsEvent } from '~/domain/tracking-vendors'
import type { Adapter } from './hub'

type Load = (src: string) => Promise<void>
type AnyFn = (...args: unknown[]) => unknown
// The SDKs' globals, as far as the shop uses them.
type Globals = {
  amplitude?: { init: AnyFn; track: AnyFn; setUserId: AnyFn; reset?: AnyFn }
  braze?: { initialize: AnyFn; openSession: AnyFn; logCustomEvent: AnyFn; logPurchase?: AnyFn; changeUser: AnyFn; wipeData?: AnyFn }
  airbridge?: { init: AnyFn; events: { send: AnyFn }; setUserID?: AnyFn; clearUser?: AnyFn }
  dataLayer?: unknown[]
  gtag?: AnyFn
  wcs?: { inflow?: AnyFn }
  wcs_add?: Record<string, string>
  wcs_do?: AnyFn
  fbq?: AnyFn & { callMethod?: AnyFn; queue?: unknown[] }
  kakaoPixel?: (id: string) => { pageView: AnyFn }
}

/**
 * The web halves of spec §1's analytics kinds, one adapter each, made only for the configured
 * ones. Nothing loads until the first event (the hub calls `load`), and each waits for its SDK's
 * global before it takes events (the hub's ready queue: 100 ms polls, 30 s).
 */
export function webAdapters(config: PublicThirdParty, load: Load, w: Globals = window as unknown as Globals): Adapter[] {
  const adapters: Adapter[] = []
  const {
    amplitudeKey,
    braze,
    airbridge,
    gaMeasurementId: ga,
    naverAnalyticsId: naver,
    metaPixelId: pixel,
    kakaoPixelId: kakaoPixel,
  } = config
  if (amplitudeKey) {
    adapters.push({
      kind: 'product',
      load: () => load(SDK_SCRIPTS.amplitude).then(() => void w.amplitude?.init(amplitudeKey)),
      map: productAnalyticsEvent,
      isReady: () => Boolean(w.amplitude),
      track: (e) => void w.amplitude?.track(e.name, e.props),
      setUserId: (id) => void w.amplitude?.setUserId(id),
      reset: () => void w.amplitude?.reset?.(),
    })
  }
  if (braze) {
    adapters.push({
      kind: 'crm',
      load: () =>
        load(SDK_SCRIPTS.braze).then(() => {
          w.braze?.initialize(braze.key, { baseUrl: braze.endpoint })
          w.braze?.openSession()
        }),
      map: crmEvent,
      isReady: () => Boolean(w.braze),
      track: (e) => {
        const { purchases, ...props } = e.props
        if (e.name !== 'purchase' || !Array.isArray(purchases)) return void w.braze?.logCustomEvent(e.name, e.props)
        for (const line of purchases as Array<{ productId: string; price: number; currency: string; quantity: number }>) {
          w.braze?.logPurchase?.(line.productId, line.price, line.currency, line.quantity, props)
        }
      },
      setUserId: (id) => void w.braze?.changeUser(id),
      // Braze has no anonymous user to return to: its local data (the identity with it) is wiped.
      reset: () => void w.braze?.wipeData?.(),
    })
  }
  if (airbridge) {
    adapters.push({
      kind: 'deeplink',
      load: () => load(SDK_SCRIPTS.airbridge).then(() => void w.airbridge?.init({ app: airbridge.app, webToken: airbridge.token })),
      isReady: () => Boolean(w.airbridge),
      track: (e) => void w.airbridge?.events.send(e.name, { customAttributes: e.props }),
      setUserId: (id) => void w.airbridge?.setUserID?.(id),
      reset: () => void w.airbridge?.clearUser?.(),
    })
  }
  if (ga) {
    adapters.push({
      kind: 'firebase',
      load: () => {
        // gtag's documented bootstrap: a queue the script drains once it is in.
        w.dataLayer = w.dataLayer ?? []
        const layer = w.dataLayer
        // gtag.js reads Arguments objects from the layer, not arrays.
        w.gtag = function gtag() {
          // biome-ignore lint/complexity/noArguments: see above.
          layer.push(arguments)
        }
        w.gtag('js', new Date())
        w.gtag('config', ga, { send_page_view: false })
        return load(SDK_SCRIPTS.gtag(ga))
      },
      map: firebaseEvent,
      isReady: () => Array.isArray(w.dataLayer) && typeof w.gtag === 'function',
      track: (e) => void w.gtag?.('event', e.name, e.props),
      // GA4's user-id guide: `set` once the tag is configured, null once signed out.
      setUserId: (id) => void w.gtag?.('set', { user_id: id }),
      reset: () => void w.gtag?.('set', { user_id: null }),
    })
  }
  if (naver) {
    adapters.push({
      kind: 'local',
      load: () => load(SDK_SCRIPTS.naver),
      isReady: () => typeof w.wcs_do === 'function',
      // Naver Analytics counts page views; the shop's visit event is one.
      track: (e) => {
        if (e.name !== 'visit_route') return
        w.wcs_add = { wa: naver }
        w.wcs?.inflow?.()
        w.wcs_do?.()
      },
    })
  }
  if (pixel) {
    adapters.push({
      kind: 'pixel',
      load: () => load(SDK_SCRIPTS.metaPixel).then(() => void w.fbq?.('init', pixel)),
      map: pixelEvent,
      isReady: () => typeof w.fbq === 'function',
      track: (e) => void w.fbq?.((PIXEL_STANDARD_EVENTS as readonly string[]).includes(e.name) ? 'track' : 'trackCustom', e.name, e.props),
    })
  }
  if (kakaoPixel) {
    adapters.push({
      kind: 'retargeting',
      load: () => load(SDK_SCRIPTS.kakaoPixel),
      isReady: () => typeof w.kakaoPixel === 'function',
      track: (e) => {
        if (e.name === 'visit_route') w.kakaoPixel?.(kakaoPixel).pageView()
      },
    })
  }
  return adapters.map(keepUserIdUntilLoaded)
}

/**
 * Spec §4 sets the user id early, and a sign-out may come before the SDK is in: an SDK that is not
 * loaded yet takes the last of them once it has loaded (a persisted id of an earlier visit included).
 */
function keepUserIdUntilLoaded(adapter: Adapter): Adapter {
  const { load, setUserId, reset } = adapter
  if (!setUserId || !load) return adapter
  let pending: { userId: string } | { reset: true } | null = null
  const apply = () => {
    if (pending && 'userId' in pending) setUserId(pending.userId)
    else if (pending) reset?.()
  }
  return {
    ...adapter,
    load: () => load().then(apply),
    setUserId: (userId) => {
      pending = { userId }
      if (adapter.isReady()) apply()
    },
    reset: () => {
      pending = { reset: true }
      if (adapter.isReady()) apply()
    },
  }
}
