import { createReadyQueue } from './ready-queue'

/** Spec §1's kinds of analytics, each behind the same small interface. */
export type AnalyticsKind = 'product' | 'crm' | 'chat' | 'deeplink' | 'behaviour' | 'firebase' | 'local' | 'pixel' | 'retargeting'

export type AnalyticsEvent = { name: string; props: Record<string, unknown> }

export type Adapter = {
  kind: AnalyticsKind
  /** Inside the apps the shell's own SDK takes the event through the bridge (spec §7's messages). */
  bridgeType?: 'AMPLITUDE' | 'BRAZE' | 'FIREBASE' | 'FB_ANALYTICS' | 'CHANNEL_TALK'
  /** The vendor's name and fields for a shop event (domain/tracking-vendors); null: it takes none. */
  map?: (event: AnalyticsEvent) => AnalyticsEvent | null
  /** The web SDK, loaded lazily and only when configured; resolves when the script is in. */
  load?: () => Promise<void>
  /** Spec §4: Firebase-type, local analytics and the pixel each wait for their initialization. */
  isReady: () => boolean
  track: (event: AnalyticsEvent) => void
  setUserId?: (userId: string) => void
  /** Forgets the user id (and, for the CRM, the identity) the SDK holds. */
  reset?: () => void
}

type Options = {
  adapters: Adapter[]
  inApp: boolean
  postToNative: (type: string, data: Record<string, unknown>) => boolean
  /** An ad id the shell already gave in this web view session (spec §4 waits for it only once). */
  adid?: string | null
}

/**
 * One front for every analytics adapter. In the apps, adapters with a bridge type forward to the
 * shell; on the web each configured adapter loads lazily and its events wait in a ready queue.
 * Spec §4: the user id is set after the ad-id update (in the apps, where there is one).
 */
export function createAnalytics({ adapters, inApp, postToNative, adid: knownAdid = null }: Options) {
  let adid: string | null = knownAdid
  let pendingUserId: string | null = null
  let currentUserId: string | null = null
  const loaded = new Set<Adapter>()

  const routes = adapters.map((adapter) => {
    const mapped = (event: AnalyticsEvent) => (adapter.map ? adapter.map(event) : event)
    if (inApp && adapter.bridgeType) {
      const type = adapter.bridgeType
      return {
        adapter,
        track: (event: AnalyticsEvent) => {
          const vendor = mapped(event)
          if (vendor) postToNative(type, { event: vendor.name, properties: vendor.props })
        },
        // docs/native-bridge.md: `{ userId }` sets the shell SDK's user id, `{ userId: null }` clears it.
        setUserId: (userId: string | null) => void postToNative(type, { userId }),
      }
    }
    const queue = createReadyQueue(adapter.isReady, adapter.track)
    return {
      adapter,
      track: (event: AnalyticsEvent) => {
        const vendor = mapped(event)
        if (!vendor) return
        if (adapter.load && !loaded.has(adapter)) {
          loaded.add(adapter)
          void adapter.load().catch(() => undefined)
        }
        queue.track(vendor)
      },
      setUserId: (userId: string | null) => (userId === null ? adapter.reset?.() : adapter.setUserId?.(userId)),
    }
  })

  const applyUserId = (userId: string) => {
    for (const route of routes) route.setUserId(userId)
  }

  return {
    track(name: string, props: Record<string, unknown> = {}) {
      for (const route of routes) route.track({ name, props })
    },
    /** The same id again is not sent again: the SDKs already have it. */
    identify(userId: string) {
      if (userId === currentUserId || userId === pendingUserId) return
      if (inApp && adid === null) {
        pendingUserId = userId
        return
      }
      currentUserId = userId
      applyUserId(userId)
    },
    adIdUpdated(value: string) {
      adid = value
      if (pendingUserId !== null) {
        const userId = pendingUserId
        pendingUserId = null
        currentUserId = userId
        applyUserId(userId)
      }
    },
    /** Signed out: every adapter forgets the user id, and the CRM its identity. */
    reset() {
      pendingUserId = null
      currentUserId = null
      for (const route of routes) route.setUserId(null)
    },
  }
}
