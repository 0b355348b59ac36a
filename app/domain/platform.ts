/**
 * Spec §3: OS codes. The Android and iOS shells append a marker to their webview's user agent,
 * `PetshopApp/{version} ({Android|iOS})` (docs/native-bridge.md), so the server can tell an app
 * from a mobile browser before any JavaScript runs.
 */
export const OS_CODES = {
  androidApp: 'A',
  iosApp: 'I',
  androidWeb: 'C',
  iosWeb: 'B',
  pcWeb: 'P',
  unknown: 'E',
} as const
export type OsCode = (typeof OS_CODES)[keyof typeof OS_CODES]
export const DEFAULT_OS_CODE: OsCode = OS_CODES.unknown

const APP_MARKER = /PetshopApp\/(\d+\.\d+\.\d+)\s*\((Android|iOS)((?:;\s*[A-Za-z]+)*)\)/i

export type NativeApp = {
  os: 'android' | 'ios'
  version: string
  /** The shell draws its own area under the page (spec §9 hidden-bottom app mode). */
  hiddenBottom: boolean
}

/** `PetshopApp/3.1.8 (Android)`, or `PetshopApp/3.1.2 (iOS; HiddenBottom)` for a shell in hidden-bottom mode. */
export function nativeAppFromUserAgent(userAgent: string): NativeApp | null {
  const match = APP_MARKER.exec(userAgent)
  if (!match?.[1] || !match[2]) return null
  const flags = (match[3] ?? '').split(';').map((flag) => flag.trim().toLowerCase())
  return {
    os: match[2].toLowerCase() === 'ios' ? 'ios' : 'android',
    version: match[1],
    hiddenBottom: flags.includes('hiddenbottom'),
  }
}

const isAndroid = (ua: string) => /Android/i.test(ua)
// iPadOS 13+ reports a Mac user agent; with touch points it is an iPad, hence the touch check below.
const isIos = (ua: string) => /iPhone|iPad|iPod/i.test(ua)
const isWindowsOrMac = (ua: string) => /Windows|Macintosh|Mac OS X/i.test(ua)

/**
 * The OS code of a client. `maxTouchPoints` is known only in the browser; on the server it is
 * undefined and the user agent alone decides, which agrees with the browser for every
 * phone and desktop user agent (tablets in desktop mode are refined on the client).
 */
export function detectOsCode(userAgent: string, maxTouchPoints?: number): OsCode {
  const app = nativeAppFromUserAgent(userAgent)
  if (app) return app.os === 'ios' ? OS_CODES.iosApp : OS_CODES.androidApp
  const hasTouch = maxTouchPoints === undefined ? isAndroid(userAgent) || isIos(userAgent) : maxTouchPoints > 0
  if (hasTouch) {
    if (isAndroid(userAgent)) return OS_CODES.androidWeb
    if (isIos(userAgent) || /Macintosh/i.test(userAgent)) return OS_CODES.iosWeb
    return OS_CODES.pcWeb
  }
  return isWindowsOrMac(userAgent) ? OS_CODES.pcWeb : OS_CODES.unknown
}

export function isNativeApp(osCode: OsCode): boolean {
  return osCode === OS_CODES.androidApp || osCode === OS_CODES.iosApp
}

/** Compares dotted versions numerically: '3.0.10' is after '3.0.9'. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0)
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return diff < 0 ? -1 : 1
  }
  return 0
}

export function isVersionAtLeast(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) >= 0
}
