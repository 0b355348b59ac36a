import { HOME_TAB } from './constants'
import { isNativeApp, type OsCode } from './platform'

export type { Banner, Section, Tab, TabFrame } from './home.schema'

/** Tab ids in the URL are positive whole numbers; anything else is a not-found path. */
export function parseTabId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

/**
 * Spec §8's "platform value": the native apps land on their own home tab (6), the web on 2.
 * docs/decisions/004-home-tabs.md records why.
 */
export function homeTabId(osCode: OsCode): number {
  return isNativeApp(osCode) ? HOME_TAB.app : HOME_TAB.web
}

export function homePath(osCode: OsCode): string {
  return `/main/tab/${homeTabId(osCode)}`
}
