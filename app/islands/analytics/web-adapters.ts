import { type PublicThirdParty, SDK_SCRIPTS } from '~/domain/third-party'
import type { Adapter } from './hub'

type Load = (src: string) => Promise<void>
type AnyFn = (...args: unknown[]) => unknown
// The SDKs' globals, as far as the shop uses them.
type Globals = {
  amplitude?: { init: AnyFn; track: AnyFn; setUserId: AnyFn }
  braze?: { initialize: AnyFn; openSession: AnyFn; logCustomEvent: AnyFn; changeUser: AnyFn }
  airbridge?: { init: AnyFn; events: { send: AnyFn }; setUserID?: AnyFn }
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
  const { amplitudeKey, braze, airbridge, gaMeasurementId: ga, naverAnalyticsId: naver, metaPixelId: pixel, kakaoPixelId: kakaoPixel } = config
  if (amplitudeKey) {
    adapters.push({
      kind: 'product',
      load: () => load(SDK_SCRIPTS.amplitude).then(() => void w.amplitude?.init(amplitudeKey)),
      isReady: () => Boolean(w.amplitude),
      track: (e) => void w.amplitude?.track(e.name, e.props),
      setUserId: (id) => void w.amplitude?.setUserId(id),
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
      isReady: () => Boolean(w.braze),
      track: (e) => void w.braze?.logCustomEvent(e.name, e.props),
      setUserId: (id) => void w.braze?.changeUser(id),
    })
  }
  if (airbridge) {
    adapters.push({
      kind: 'deeplink',
      load: () => load(SDK_SCRIPTS.airbridge).then(() => void w.airbridge?.init({ app: airbridge.app, webToken: airbridge.token })),
      isReady: () => Boolean(w.airbridge),
      track: (e) => void w.airbridge?.events.send(e.name, { customAttributes: e.props }),
      setUserId: (id) => void w.airbridge?.setUserID?.(id),
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
      isReady: () => Array.isArray(w.dataLayer) && typeof w.gtag === 'function',
      track: (e) => void w.gtag?.('event', e.name, e.props),
      setUserId: (id) => void w.gtag?.('config', ga, { user_id: id }),
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
      isReady: () => typeof w.fbq === 'function',
      track: (e) => void w.fbq?.('trackCustom', e.name, e.props),
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

/** Spec §4 sets the user id early; an SDK that is not in yet takes it once it has loaded. */
function keepUserIdUntilLoaded(adapter: Adapter): Adapter {
  const { load, setUserId } = adapter
  if (!setUserId || !load) return adapter
  let pending: string | null = null
  return {
    ...adapter,
    load: () =>
      load().then(() => {
        if (pending !== null) setUserId(pending)
      }),
    setUserId: (id) => {
      pending = id
      if (adapter.isReady()) setUserId(id)
    },
  }
}
