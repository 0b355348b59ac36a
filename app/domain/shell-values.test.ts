import { expect, test } from 'vitest'
import { uploadMode } from './community'
import { canCheckNotificationSetting } from './push'
import { foldReport, nativeVariants, readShellValues, reportedApp, withNativeExperiments } from './shell-values'

const android = (version: string) => ({ os: 'android' as const, version, hiddenBottom: false })
const ios = (version: string) => ({ os: 'ios' as const, version, hiddenBottom: false })

test('[R5.11] [R9.5] the version the shell reports decides the version rules ahead of the user agent', () => {
  // The user agent says 3.2.0; the shell says it is 2.9.5: too old to check notification settings.
  const reportedOld = reportedApp(android('3.2.0'), { appVersion: '2.9.5' })
  expect(reportedOld?.version).toBe('2.9.5')
  expect(canCheckNotificationSetting(reportedOld)).toBe(false)
  expect(canCheckNotificationSetting(reportedApp(android('2.9.0'), { appVersion: '2.9.6' }))).toBe(true)
  expect(canCheckNotificationSetting(reportedApp(ios('2.9.6'), { appVersion: '2.9.7' }))).toBe(false)
  expect(canCheckNotificationSetting(reportedApp(ios('2.0.0'), { appVersion: '2.9.8' }))).toBe(true)
  // Community: Android 3.0.6 / iOS 3.0.4 to write, 3.1.8 / 3.1.2 for pre-signed uploads.
  expect(uploadMode(reportedApp(android('3.2.0'), { appVersion: '3.0.5' }))).toBe('update-app')
  expect(uploadMode(reportedApp(android('3.0.0'), { appVersion: '3.0.6' }))).toBe('multipart')
  expect(uploadMode(reportedApp(android('3.0.0'), { appVersion: '3.1.8' }))).toBe('presigned')
  expect(uploadMode(reportedApp(ios('3.2.0'), { appVersion: '3.0.3' }))).toBe('update-app')
  expect(uploadMode(reportedApp(ios('3.0.0'), { appVersion: '3.1.2' }))).toBe('presigned')
  // Without a report the user agent's marker stands; on the web nothing is an app.
  expect(reportedApp(android('3.1.8'), null)?.version).toBe('3.1.8')
  expect(reportedApp(null, { appVersion: '3.1.8' })).toBeNull()
})

test("[R9.7] from app 2.8.6 the shell's variants win for the flags they name, and only for those", () => {
  const web = { communityVisible: 'on', lockIn: 'off', price: 'b' }
  const native = nativeVariants({ communityVisible: 'off', lockIn: 'on', price: 'f', madeUp: 'on', category: 'maybe' })
  expect(native).toEqual({ communityVisible: 'off', lockIn: 'on' })
  expect(withNativeExperiments(web, native, '2.8.6')).toEqual({ communityVisible: 'off', lockIn: 'on', price: 'b' })
  expect(withNativeExperiments(web, native, '2.8.5')).toBe(web)
  expect(withNativeExperiments(web, null, '3.0.0')).toBe(web)
})

test('[R9.7] an EXPERIMENT is judged by the version reported before it, and refused below 2.8.6', () => {
  const kept = foldReport(null, { appVersion: '2.8.6' }, '2.8.5').values
  expect(foldReport(kept, { experiments: { lockIn: 'on' } }, '2.8.5')).toEqual({
    values: { appVersion: '2.8.6', experiments: { lockIn: 'on' } },
    applied: ['lockIn'],
    refused: false,
  })
  expect(foldReport(null, { experiments: { lockIn: 'on' } }, '2.8.5')).toEqual({ values: {}, applied: [], refused: true })
  expect(foldReport({ appVersion: '2.8.5' }, { experiments: { lockIn: 'on' } }, '3.2.0').refused).toBe(true)
})

test('a cookie that is not ours is ignored', () => {
  expect(readShellValues('3.0.0')).toBeNull()
  expect(readShellValues({ appVersion: 'x.y' })).toBeNull()
  expect(readShellValues({ appVersion: '3.0.0', experiments: { lockIn: 'on', price: 'on' } })).toEqual({
    appVersion: '3.0.0',
    experiments: { lockIn: 'on' },
  })
})
