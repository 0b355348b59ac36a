import type { PublicThirdParty } from '~/domain/third-party'
import { loadScript } from '../load-script.client'
import { postToNative } from '../native-bridge.client'
import { type Adapter, createAnalytics } from './hub'
import { webAdapters } from './web-adapters'

/**
 * The shop's analytics. Inside the apps the shell's SDKs take the events through the bridge
 * (spec §7's AMPLITUDE, BRAZE, FIREBASE, FB_ANALYTICS); on the web an adapter exists only when
 * its key is configured (web-adapters.ts), so by default the browser loads no third-party script.
 */
const SHELL_ADAPTERS: Adapter[] = [
  { kind: 'product', bridgeType: 'AMPLITUDE', isReady: () => true, track: () => {} },
  { kind: 'crm', bridgeType: 'BRAZE', isReady: () => true, track: () => {} },
  { kind: 'firebase', bridgeType: 'FIREBASE', isReady: () => true, track: () => {} },
  { kind: 'pixel', bridgeType: 'FB_ANALYTICS', isReady: () => true, track: () => {} },
]

let hub: ReturnType<typeof createAnalytics> | null = null

export function analytics(inApp: boolean, config: PublicThirdParty = {}) {
  hub ??= createAnalytics({ adapters: inApp ? SHELL_ADAPTERS : webAdapters(config, loadScript), inApp, postToNative })
  return hub
}
