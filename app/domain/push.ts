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

/** Decision 050: after a refusal (다음에 할게요, or 혜택 알림 turned off) the half-modal keeps quiet this long. */
export const PUSH_SHEET_QUIET_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** Whether a refusal at `at` (an ISO instant; anything unreadable is none) still keeps the sheet closed. */
function refusedRecently(at: string | null | undefined, now: Date): boolean {
  if (!at) return false
  const when = Date.parse(at)
  return Number.isFinite(when) && now.getTime() - when < PUSH_SHEET_QUIET_DAYS * DAY_MS
}

/**
 * The half-modal shows on `?openPushHalfModal=y` to a guest or a member who has not consented,
 * unless the device (its cookie) or the member (kept by V2) refused it within 30 days (decision 050).
 */
export function showsPushSheet(
  search: URLSearchParams,
  state: { declined: ReadonlyArray<string | null | undefined>; now: Date; memberPush: PushCode | null; isGuest: boolean },
): boolean {
  if (search.get(PUSH_SHEET_PARAM) !== 'y') return false
  if (state.declined.some((at) => refusedRecently(at, state.now))) return false
  return state.isGuest || state.memberPush !== 'Y'
}

/** The settings' hint: 앱 알림 inside the app shell, 알림 in a browser (decision 050). */
export function pushHintFor(inApp: boolean): string {
  return inApp ? PUSH_MSG.pushHintApp : PUSH_MSG.pushHintWeb
}

/** Where the shopper goes back to, without the parameter that opened the sheet. */
export function withoutSheetParam(path: string): string {
  const url = new URL(path, 'http://x')
  url.searchParams.delete(PUSH_SHEET_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The same page with the sheet open again: where a guest's sign-in comes back to (decision 050). */
export function withSheetParam(path: string): string {
  const url = new URL(path, 'http://x')
  url.searchParams.set(PUSH_SHEET_PARAM, 'y')
  return `${url.pathname}${url.search}${url.hash}`
}
