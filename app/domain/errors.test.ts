import { describe, expect, test } from 'vitest'
import { codeForStatus, ERROR_CODES, isIgnoredError, messageForCode, shouldReportError, statusForCode, timeoutMessage } from './errors'
import * as MSG from './messages'
import * as COMMUNITY_MSG from './messages.community'
import * as INFO_MSG from './messages.info'
import * as MEMBERSHIP_MSG from './messages.membership'
import * as MY_MSG from './messages.my'
import * as PUSH_MSG from './messages.push'
import * as SEARCH_MSG from './messages.search'
import * as SHOP_MSG from './messages.shop'
import * as SUBSCRIPTION_MSG from './messages.subscription'
import * as VET_MSG from './messages.vet'
import { POLICY_MSG, POLICY_TITLES } from './policies/titles'

const HANGUL = /[가-힣]/

describe('[R8.1] HTTP failures map to Korean messages (decision 032)', () => {
  test('timeout names its seconds, with a default when unknown', () => {
    expect(timeoutMessage(10_000)).toBe('10초가 지나 요청이 취소되었어요. 잠시 후 다시 시도해 주세요.')
    expect(timeoutMessage(15_000)).toBe('15초가 지나 요청이 취소되었어요. 잠시 후 다시 시도해 주세요.')
    expect(timeoutMessage(60_000)).toContain('60초')
    expect(timeoutMessage()).toBe(MSG.error.timeout)
    expect(timeoutMessage(0)).toBe(MSG.error.timeout)
    expect(MSG.error.timeout).toBe('요청 시간이 초과되었어요. 다시 시도해 주세요.')
  })

  test('400 bad request, 401 invalid credentials, 404 page not found, 500 internal server error', () => {
    expect(codeForStatus(400)).toBe('BAD_REQUEST')
    expect(messageForCode('BAD_REQUEST')).toBe(MSG.error.badRequest)
    expect(codeForStatus(401)).toBe('UNAUTHORIZED')
    expect(messageForCode('UNAUTHORIZED')).toBe('인증 정보가 올바르지 않아요. 다시 로그인해 주세요.')
    expect(codeForStatus(404)).toBe('NOT_FOUND')
    expect(messageForCode('NOT_FOUND')).toBe('페이지를 찾을 수 없어요.')
    expect(codeForStatus(500)).toBe('INTERNAL_SERVER_ERROR')
    expect(messageForCode('INTERNAL_SERVER_ERROR')).toBe(MSG.error.internalServer)
    // The catalogue's own codes for the statuses that have one (spec §8 "Codes").
    expect(codeForStatus(403)).toBe('FORBIDDEN')
    expect(codeForStatus(503)).toBe('SERVICE_MAINTENANCE')
    expect(codeForStatus(502)).toBe('INTERNAL_SERVER_ERROR')
    // Gone (a deleted post) reads as not found, as the error screens show it.
    expect(codeForStatus(410)).toBe('NOT_FOUND')
  })

  test('every other failure is a network error: "network error occurred"', () => {
    for (const status of [300, 304, 405, 408, 409, 418, 422, 429, 451, 499, 600])
      expect(codeForStatus(status), String(status)).toBe('NETWORK_ERROR')
    expect(messageForCode('NETWORK_ERROR')).toBe('네트워크 오류가 발생했어요. 연결 상태를 확인해 주세요.')
  })

  test("default 'an error occurred' and unknown 'an unknown error occurred'", () => {
    expect(messageForCode('ERROR')).toBe('오류가 발생했어요.')
    expect(MSG.error.default).toBe('오류가 발생했어요.')
    expect(MSG.error.unknown).toBe('알 수 없는 오류가 발생했어요.')
    for (const message of [
      MSG.error.timeout,
      MSG.error.badRequest,
      MSG.error.unauthorized,
      MSG.error.notFound,
      MSG.error.internalServer,
      MSG.error.network,
      MSG.error.default,
      MSG.error.unknown,
    ]) {
      expect(message, message).toMatch(HANGUL)
    }
  })
})

test('[R8.2] every catalogue code has a Korean message and a page status', () => {
  expect(ERROR_CODES).toHaveLength(15)
  for (const code of ERROR_CODES) {
    expect(messageForCode(code), code).toMatch(HANGUL)
    expect(statusForCode(code), code).toBeGreaterThanOrEqual(400)
  }
  // Failures of a backend are the shop's 5xx; the shopper's own mistakes are 4xx.
  expect(statusForCode('TIMEOUT')).toBe(504)
  expect(statusForCode('NETWORK_ERROR')).toBe(503)
  expect(statusForCode('INTERNAL_SERVER_ERROR')).toBe(502)
  expect(statusForCode('NOT_FOUND')).toBe(404)
})

test('[R8.3] business errors and Network Error are not reported; Load failed and Failed to fetch are ignored', () => {
  for (const message of ['already withdrawn user', 'cannot find information about the product', 'BLACK_LISTED_USER', 'Network Error']) {
    expect(shouldReportError(message), message).toBe(false)
    expect(isIgnoredError(message), message).toBe(false)
  }
  for (const message of ['Load failed', 'Failed to fetch']) {
    expect(shouldReportError(message)).toBe(false)
    expect(isIgnoredError(message)).toBe(true)
  }
  expect(shouldReportError('TypeError: x is undefined')).toBe(true)
})

test('[R1.1] every message of the catalogue is Korean', () => {
  const strings: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value)
    else if (typeof value === 'function') strings.push(String(value(7, 'x')))
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(MSG)
  walk(SHOP_MSG)
  walk(SEARCH_MSG)
  walk(COMMUNITY_MSG)
  walk(MY_MSG)
  walk(PUSH_MSG)
  walk(VET_MSG)
  walk(MEMBERSHIP_MSG)
  walk(INFO_MSG)
  walk(POLICY_TITLES)
  walk(POLICY_MSG)
  walk(SUBSCRIPTION_MSG)
  expect(strings.length).toBeGreaterThan(60)
  for (const text of strings) {
    // Without Hangul only: an example e-mail address, brand names (PB, Apple), a percentage, and
    // weight ranges written the way Korean shops write them ("1~2kg"), and a hashtag ("#산책": the
    // tag is the member's word, the # is the only text of ours).
    if (text.includes('@') || text === 'PB' || text === 'Apple' || /^\d+%$/.test(text) || /^\d+~\d+kg$/.test(text) || /^#\S+$/.test(text))
      continue
    expect(text, text).toMatch(HANGUL)
  }
})
