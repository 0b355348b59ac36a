import { expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { errorPageTitle } from './ErrorScreens'
import { errorScreenBody } from './ErrorScreenViews'

// What Remix hands meta as `error` when a loader threw a response (isRouteErrorResponse's shape).
const thrown = (status: number) => ({ status, statusText: '', internal: false, data: null })

test('[R8.7] a failed page is titled like its screen: 오류가 발생했어요 for an outage, not found only for 404 and 410', () => {
  for (const status of [502, 503, 504]) expect(errorPageTitle(thrown(status))).toBe('오류가 발생했어요 | 펫샵')
  expect(errorPageTitle(new Error('bug'))).toBe('오류가 발생했어요 | 펫샵')
  expect(errorPageTitle(thrown(404))).toBe('페이지를 찾을 수 없어요 | 펫샵')
  expect(errorPageTitle(thrown(410))).toBe('페이지를 찾을 수 없어요 | 펫샵')
})

test('[R8.7] the error screen never repeats its title as its message', () => {
  expect(errorScreenBody('오류가 발생했어요.')).toBe(MSG.screen.errorBody)
  expect(errorScreenBody(undefined)).toBe(MSG.screen.errorBody)
  expect(errorScreenBody('네트워크 오류가 발생했어요. 연결 상태를 확인해 주세요.')).toBe(
    '네트워크 오류가 발생했어요. 연결 상태를 확인해 주세요.',
  )
})
