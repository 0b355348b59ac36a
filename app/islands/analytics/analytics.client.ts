import { type PublicThirdParty, hasWebAnalytics } from '~/domain/third-party'
import { loadScript } from '../load-script.client'
import { postToNative } from '../native-bridge.client'
import { type Adapter, createAnalytics } from './hub'

/**
 * The shop's analytics. Inside the apps the shell's SDKs take the events through the bridge
 * (spec §7's AMPLITUDE, BRAZE, FIREBASE, FB_ANALYTICS); on the web the adapters exist only for
 * configured keys (web-adapters.ts), and their code is imported only then: by default the browser
 * loads neither third-party scripts nor the code that would load them.
 */
const SHELL_ADAPTERS: Adapter[] = [
  { kind: 'product', bridgeType: 'AMPLITUDE', isReady: () => true, track: () => {} },
  { kind: 'crm', bridgeType: 'BRAZE', isReady: () => true, track: () => {} },
  { kind: 'firebase', bridgeType: 'FIREBASE', isReady: () => true, track: () => {} },
  { kind: 'pixel', bridgeType: 'FB_ANALYTICS', isReady: () => true, track: () => {} },
]

type Hub = ReturnType<typeof createAnalytics>
type Front = Pick<Hub, 'track' | 'identify' | 'adIdUpdated'>

let front: Front | null = null

export function analytics(inApp: boolean, config: PublicThirdParty = {}): Front {
  if (front) return front
  if (inApp || !hasWebAnalytics(config)) {
    front = createAnalytics({ adapters: inApp ? SHELL_ADAPTERS : [], inApp, postToNative })
    return front
  }
  // Calls made before the adapters' code is in keep their order: each waits for the same hub.
  const hub = import('./web-adapters').then(({ webAdapters }) => createAnalytics({ adapters: webAdapters(config, loadScript), inApp, postToNative }))
  front = {
    track: (name, props) => void hub.then((h) => h.track(name, props)),
    identify: (userId) => void hub.then((h) => h.identify(userId)),
    adIdUpdated: (adid) => void hub.then((h) => h.adIdUpdated(adid)),
  }
  return front
}
