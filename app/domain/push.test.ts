import { expect, test } from 'vitest'
import * as PUSH_MSG from './messages.push'
import {
  canCheckNotificationSetting,
  consentNotice,
  PUSH_SHEET_QUIET_DAYS,
  pushAgreeDate,
  pushHintFor,
  showsPushSheet,
  toastsConsent,
  withoutSheetParam,
  withSheetParam,
} from './push'

test('[R7.5] the consent date is Korea time as YYYY-MM-DD HH:mm:ss', () => {
  expect(pushAgreeDate(new Date('2026-11-21T15:04:05.678Z'))).toBe('2026-11-22 00:04:05')
  expect(pushAgreeDate(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02 12:04:05')
  expect(PUSH_MSG.consented('2026-11-22 00:04:05')).toBe('2026년 11월 22일 마케팅 정보 수신에 동의했어요.')
})

test('[R4.9] the consent toast everywhere except /my/information', () => {
  expect(toastsConsent('/my')).toBe(true)
  expect(toastsConsent('/main/tab/2?openPushHalfModal=y')).toBe(true)
  expect(toastsConsent('/my/information')).toBe(false)
  expect(toastsConsent('/my/information/?x=1')).toBe(false)
})

test('[R5.11] the system notification setting is checked only from Android 2.9.6 and iOS 2.9.8', () => {
  expect(canCheckNotificationSetting(null)).toBe(false)
  expect(canCheckNotificationSetting({ os: 'android', version: '2.9.5' })).toBe(false)
  expect(canCheckNotificationSetting({ os: 'android', version: '2.9.6' })).toBe(true)
  expect(canCheckNotificationSetting({ os: 'ios', version: '2.9.7' })).toBe(false)
  expect(canCheckNotificationSetting({ os: 'ios', version: '2.9.8' })).toBe(true)
  expect(canCheckNotificationSetting({ os: 'ios', version: '2.10.0' })).toBe(true)
})

test('the push half-modal: on the parameter, for guests and members who have not consented, not after closing', () => {
  const on = new URLSearchParams('openPushHalfModal=y')
  const now = new Date('2026-11-24T03:00:00Z')
  const fresh = { declined: [], now }
  expect(showsPushSheet(on, { ...fresh, memberPush: null, isGuest: true })).toBe(true)
  expect(showsPushSheet(on, { ...fresh, memberPush: 'N', isGuest: false })).toBe(true)
  expect(showsPushSheet(on, { ...fresh, memberPush: 'Y', isGuest: false })).toBe(false)
  expect(showsPushSheet(on, { declined: ['2026-11-24T02:00:00Z'], now, memberPush: 'N', isGuest: false })).toBe(false)
  expect(showsPushSheet(new URLSearchParams(), { ...fresh, memberPush: 'N', isGuest: false })).toBe(false)
  expect(withoutSheetParam('/main/tab/2?openPushHalfModal=y&x=1')).toBe('/main/tab/2?x=1')
  expect(withSheetParam('/main/tab/2?x=1')).toBe('/main/tab/2?x=1&openPushHalfModal=y')
})

test('a refusal keeps the half-modal closed for 30 days, whether the device or the member made it (decision 050)', () => {
  const on = new URLSearchParams('openPushHalfModal=y')
  const now = new Date('2026-11-24T03:00:00Z')
  const member = { memberPush: 'N' as const, isGuest: false, now }
  expect(PUSH_SHEET_QUIET_DAYS).toBe(30)
  // Refused 29 days ago (on another device, kept by V2): still quiet; 30 days ago: it may ask again.
  expect(showsPushSheet(on, { ...member, declined: [null, '2026-10-26T03:00:00Z'] })).toBe(false)
  expect(showsPushSheet(on, { ...member, declined: [null, '2026-10-25T03:00:01Z'] })).toBe(false)
  expect(showsPushSheet(on, { ...member, declined: [null, '2026-10-25T03:00:00Z'] })).toBe(true)
  // The device's own refusal counts for a guest too; an unreadable one is none.
  expect(showsPushSheet(on, { memberPush: null, isGuest: true, now, declined: ['2026-11-20T00:00:00Z'] })).toBe(false)
  expect(showsPushSheet(on, { memberPush: null, isGuest: true, now, declined: ['not a date', undefined] })).toBe(true)
})

test('the settings hint says 앱 알림 only inside the app shell; a browser is told 알림 (decision 050)', () => {
  expect(pushHintFor(true)).toContain('앱 알림')
  expect(pushHintFor(false)).not.toContain('앱')
  expect(pushHintFor(false)).toContain('알림')
})

test('a withdrawal of consent is confirmed with its date on Korea’s calendar; a consent with the date V2 recorded', () => {
  expect(consentNotice(null, new Date('2026-11-24T03:00:00Z'))).toBe('2026년 11월 24일 혜택 알림 수신을 거부했어요')
  // 23:30 UTC on the 23rd is already the 24th in Korea.
  expect(consentNotice(null, new Date('2026-11-23T15:30:00Z'))).toBe('2026년 11월 24일 혜택 알림 수신을 거부했어요')
  expect(consentNotice(null, new Date('2026-11-23T14:59:59Z'))).toBe('2026년 11월 23일 혜택 알림 수신을 거부했어요')
  expect(consentNotice('2026-11-21 14:03:00', new Date('2026-11-24T03:00:00Z'))).toBe('2026년 11월 21일 마케팅 정보 수신에 동의했어요.')
})
