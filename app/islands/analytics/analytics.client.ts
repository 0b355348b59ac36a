import { hasWebAnalytics, type PublicThirdParty } from '~/domain/third-party'
import type { createAnalytics } from './hub'

/** Where the native bridge keeps the shell's ad id for the visit (NativeBridge.tsx). */
const ADID_KEY = 'petshop.adid'
/** Which user id the analytics were given in this browser, so a sign-out seen later still resets them. */
const USER_KEY = 'petshop.analyticsUserId'

type Hub = ReturnType<typeof createAnalytics>
type Front = Pick<Hub, 'track' | 'identify' | 'adIdUpdated' | 'reset'> & {
  /** The id set before in this browser (null: none, or reset since). */
  knownUserId: () => string | null
}

function stored(storage: 'localStorage' | 'sessionStorage', key: string, value?: string | null): string | null {
  try {
    const store = window[storage]
    if (value === null) store.removeItem(key)
    else if (value !== undefined) store.setItem(key, value)
    return store.getItem(key)
  } catch {
    return null
  }
}

let front: Front | null = null

/**
 * The shop's analytics. Inside the apps the shell's SDKs take the events through the bridge
 * (shell-adapters.ts); on the web the adapters exist only for configured keys (web-adapters.ts).
 * Either's code is imported only then, the hub's with it: by default the browser loads neither
 * third-party scripts nor the code that would load them, and with nothing configured every call
 * is a no-op. This front is all a page carries from the start (decision 039).
 */
export function analytics(inApp: boolean, config: PublicThirdParty = {}): Front {
  if (front) return front
  // Read now, as the page sees it when the analytics start, not once their code has arrived.
  const adid = inApp ? stored('sessionStorage', ADID_KEY) : null
  const hub: Promise<Hub> | null = inApp
    ? Promise.all([import('./hub'), import('./shell-adapters'), import('../native-bridge.client')]).then(
        ([{ createAnalytics }, { shellAdapters }, { postToNative }]) =>
          createAnalytics({ adapters: shellAdapters(), inApp, postToNative, adid }),
      )
    : hasWebAnalytics(config)
      ? Promise.all([import('./hub'), import('./web-adapters'), import('../native-bridge.client'), import('../load-script.client')]).then(
          ([{ createAnalytics }, { webAdapters }, { postToNative }, { loadScript }]) =>
            createAnalytics({ adapters: webAdapters(config, loadScript), inApp, postToNative }),
        )
      : null
  // Calls made before the adapters' code is in keep their order: each waits for the same hub.
  const later = (call: (h: Hub) => void) => void hub?.then(call)
  front = {
    track: (name, props) => later((h) => h.track(name, props)),
    identify: (userId) => {
      stored('localStorage', USER_KEY, userId)
      later((h) => h.identify(userId))
    },
    adIdUpdated: (adid) => later((h) => h.adIdUpdated(adid)),
    // Forgotten only once the adapters have been told: a page left before that (a logout that
    // navigates on at once) leaves the reset to the next page.
    reset: () => {
      if (!hub) stored('localStorage', USER_KEY, null)
      later((h) => {
        h.reset()
        stored('localStorage', USER_KEY, null)
      })
    },
    knownUserId: () => stored('localStorage', USER_KEY),
  }
  return front
}
