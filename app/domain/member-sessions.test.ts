import { expect, test } from 'vitest'
import { deviceLabel, formatSeen } from './member-sessions'

test('each OS code reads as a device in Korean; an unknown one as 알 수 없는 기기', () => {
  expect(['A', 'I', 'C', 'B', 'P', 'E', null, 'Z'].map(deviceLabel)).toEqual([
    '안드로이드 · 앱',
    '아이폰 · 앱',
    '안드로이드 · 모바일 웹',
    '아이폰 · 모바일 웹',
    'PC · 웹',
    '알 수 없는 기기',
    '알 수 없는 기기',
    '알 수 없는 기기',
  ])
})

test("last seen is a Korean date in Korea's time", () => {
  expect(formatSeen('2026-11-24T07:10:00.000Z')).toBe('11월 24일 (화) 오후 4:10')
  expect(formatSeen('2026-11-23T15:05:00.000Z')).toBe('11월 24일 (화) 오전 12:05')
})
