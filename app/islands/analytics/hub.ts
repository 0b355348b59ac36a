import { createReadyQueue } from './ready-queue'

/** Spec §1's kinds of analytics, each behind the same small interface. */
export type AnalyticsKind = 'product' | 'crm' | 'chat' | 'deeplink' | 'behaviour' | 'firebase' | 'local' | 'pixel' | 'retargeting'

export type AnalyticsEvent = { name: string; props: Record<string, unknown> }

export type Adapter = {
  kind: AnalyticsKind
  /** Inside the apps the shell's own SDK takes the event through the bridge (spec §2's messages). */
  bridgeType?: 'AMPLITUDE' | 'BRAZE' | 'FIREBASE' | 'FB_ANALYTICS' | 'CHANNEL_TALK'
  /** The web SDK, loaded lazily and only when configured; resolves when the script is in. */
  load?: () => Promise<void>
  /** Spec §4: Firebase-type, local analytics and the pixel each wait for their initialization. */
  isReady: () => boolean
  track: (event: AnalyticsEvent) => void
  setUserId?: (userId: string) => void
}

type Options = { adapters: Adapter[]; inApp: boolean; postToNative: (type: string, data: Record<string, unknown>) => boolean }

/**
 * One front for every analytics adapter. In the apps, adapters with a bridge type forward to the
 * shell; on the web each configured adapter loads lazily and its events wait in a ready queue.
 * Spec §4: the user id is set after the ad-id update (in the apps, where there is one).
 */
export function createAnalytics({ adapters, inApp, postToNative }: Options) {
  let adid: string | null = null
  let pendingUserId: string | null = null
  const loaded = new Set<Adapter>()

  const routes = adapters.map((adapter) => {
    if (inApp && adapter.bridgeType) {
      const type = adapter.bridgeType
      return { adapter, track: (event: AnalyticsEvent) => void postToNative(type, { event: event.name, properties: event.props }) }
    }
    const queue = createReadyQueue(adapter.isReady, adapter.track)
    return {
      adapter,
      track: (event: AnalyticsEvent) => {
        if (adapter.load && !loaded.has(adapter)) {
          loaded.add(adapter)
          void adapter.load().catch(() => undefined)
        }
        queue.track(event)
      },
    }
  })

  const applyUserId = (userId: string) => {
    for (const { adapter } of routes) adapter.setUserId?.(userId)
  }

  return {
    track(name: string, props: Record<string, unknown> = {}) {
      for (const route of routes) route.track({ name, props })
    },
    identify(userId: string) {
      if (inApp && adid === null) pendingUserId = userId
      else applyUserId(userId)
    },
    adIdUpdated(value: string) {
      adid = value
      if (pendingUserId !== null) {
        applyUserId(pendingUserId)
        pendingUserId = null
      }
    },
  }
}
