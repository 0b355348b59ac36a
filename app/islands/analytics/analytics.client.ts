import { postToNative } from '../native-bridge.client'
import { type Adapter, createAnalytics } from './hub'

/**
 * The shop's analytics. Inside the apps the shell's SDKs take the events through the bridge;
 * on the web an adapter runs only when its key is configured, and none is configured yet, so the
 * browser loads no third-party script (issue 6 adds the web SDKs behind their keys).
 */
const SHELL_ADAPTERS: Adapter[] = [
  { kind: 'product', bridgeType: 'AMPLITUDE', isReady: () => true, track: () => {} },
  { kind: 'crm', bridgeType: 'BRAZE', isReady: () => true, track: () => {} },
  { kind: 'firebase', bridgeType: 'FIREBASE', isReady: () => true, track: () => {} },
  { kind: 'pixel', bridgeType: 'FB_ANALYTICS', isReady: () => true, track: () => {} },
]

let hub: ReturnType<typeof createAnalytics> | null = null

export function analytics(inApp: boolean) {
  hub ??= createAnalytics({ adapters: inApp ? SHELL_ADAPTERS : [], inApp, postToNative })
  return hub
}
