import { NATIVE } from './constants'
import * as PUSH_MSG from './messages.push'
import { isVersionAtLeast, type NativeApp } from './platform'

export type PushCode = 'Y' | 'N'
export type PushCodes = { mobilePushCode: PushCode; mobileNightPushCode: PushCode }

/** Spec §2: home and my links carry it; the push half-modal opens on it. */
export const PUSH_SHEET_PARAM = 'openPushHalfModal'
/** Spec §4: the consent toast is shown everywhere but here (the page itself shows the date). */
export const PUSH_SETTINGS_PATH = '/my/information'

const KST_OFFSET_MS = 9 * 60 * 60 * 1000

/** Spec §7: push_agree_date as `YYYY-MM-DD HH:mm:ss`, on Korea's wall clock. */
export function pushAgreeDate(now: Date): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * What a consent change says: the date of the consent V2 recorded, or today's date (Korea's) of
 * the withdrawal: "2026년 11월 24일 혜택 알림 수신을 거부했어요".
 */
export function consentNotice(agreedAt: string | null, now: Date): string {
  return agreedAt ? PUSH_MSG.consented(agreedAt) : PUSH_MSG.withdrawn(pushAgreeDate(now))
}

/** Spec §4: a member's consent gets the toast, except on /my/information. */
export function toastsConsent(path: string): boolean {
  return path.split(/[?#]/)[0]?.replace(/\/+$/, '') !== PUSH_SETTINGS_PATH
}

/** Spec §5: the apps can check and open the system notification setting from Android 2.9.6 / iOS 2.9.8. */
export function canCheckNotificationSetting(app: Pick<NativeApp, 'os' | 'version'> | null): boolean {
  if (!app) return false
  return isVersionAtLeast(app.version, NATIVE.notificationSettingMinVersion[app.os])
}

/**
 * The half-modal shows on `?openPushHalfModal=y` to a guest or a member who has not consented,
 * unless it was closed within the week (the dismissal cookie).
 */
export function showsPushSheet(
  search: URLSearchParams,
  state: { dismissed: boolean; memberPush: PushCode | null; isGuest: boolean },
): boolean {
  if (search.get(PUSH_SHEET_PARAM) !== 'y' || state.dismissed) return false
  return state.isGuest || state.memberPush !== 'Y'
}

/** Where the shopper goes back to, without the parameter that opened the sheet. */
export function withoutSheetParam(path: string): string {
  const url = new URL(path, 'http://x')
  url.searchParams.delete(PUSH_SHEET_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}
