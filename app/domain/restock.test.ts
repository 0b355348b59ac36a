import { describe, expect, it } from 'vitest'
import { notificationLink, parseNotificationForm } from './notifications'
import { parseRestockForm, RESTOCK_RULES, restockExpiresAt, restockFits } from './restock'

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

describe('재입고 알림 rules (decision 063)', () => {
  it('keeps 10 products at most; another option of a product already waited for still fits', () => {
    const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    expect(restockFits(nine, 10)).toBe(true)
    const ten = [...nine, 10]
    expect(restockFits(ten, 11)).toBe(false)
    expect(restockFits(ten, 10)).toBe(true)
    // Two options of one product count once.
    expect(restockFits([...ten, 10], 3)).toBe(true)
    expect(restockFits([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9], 99)).toBe(true)
    expect(RESTOCK_RULES.maxProducts).toBe(10)
  })

  it('keeps a request 90 days', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    expect(restockExpiresAt(now).toISOString()).toBe('2026-04-01T00:00:00.000Z')
  })

  it('reads 신청 (product and option) and 취소 (request), nothing else', () => {
    expect(parseRestockForm(form({ intent: 'request', productId: '1001', optionId: '10011' }))).toEqual({
      intent: 'request',
      productId: 1001,
      optionId: 10011,
    })
    expect(parseRestockForm(form({ intent: 'cancel', requestId: '7' }))).toEqual({ intent: 'cancel', requestId: 7 })
    expect(parseRestockForm(form({ intent: 'request', productId: '1001' }))).toBeNull()
    expect(parseRestockForm(form({ intent: 'cancel', requestId: '0' }))).toBeNull()
    expect(parseRestockForm(form({ intent: 'add', productId: '1', optionId: '1' }))).toBeNull()
  })
})

describe('알림 forms (decision 063)', () => {
  it('reads open (a notice) and 모두 읽음', () => {
    expect(parseNotificationForm(form({ intent: 'open', notificationId: '3' }))).toEqual({ intent: 'open', notificationId: 3 })
    expect(parseNotificationForm(form({ intent: 'read-all' }))).toEqual({ intent: 'read-all' })
    expect(parseNotificationForm(form({ intent: 'open', notificationId: 'x' }))).toBeNull()
    expect(parseNotificationForm(form({}))).toBeNull()
  })
})

describe('a notice’s link', () => {
  it('stays inside the shop', () => {
    expect(notificationLink('/product/detail/1001')).toBe('/product/detail/1001')
    expect(notificationLink('//evil.example/x')).toBe('/my/notifications')
    expect(notificationLink('https://evil.example')).toBe('/my/notifications')
    expect(notificationLink('/\\evil.example')).toBe('/my/notifications')
  })
})
