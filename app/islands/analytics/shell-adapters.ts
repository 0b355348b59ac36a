import { VENDOR_EVENTS } from '~/domain/tracking-vendors'
import type { Adapter } from './hub'

const viaShell = () => true
const nothing = () => {}

/**
 * Inside the apps the shell's own SDKs take the events (spec §7's AMPLITUDE, BRAZE, FIREBASE,
 * FB_ANALYTICS), each in its vendor's names: GA4's for Firebase, Meta's for the pixel.
 * Imported only inside the apps.
 */
export const shellAdapters = (): Adapter[] => [
  { kind: 'product', bridgeType: 'AMPLITUDE', map: VENDOR_EVENTS.product, isReady: viaShell, track: nothing },
  { kind: 'crm', bridgeType: 'BRAZE', map: VENDOR_EVENTS.crm, isReady: viaShell, track: nothing },
  { kind: 'firebase', bridgeType: 'FIREBASE', map: VENDOR_EVENTS.firebase, isReady: viaShell, track: nothing },
  { kind: 'pixel', bridgeType: 'FB_ANALYTICS', map: VENDOR_EVENTS.pixel, isReady: viaShell, track: nothing },
]
