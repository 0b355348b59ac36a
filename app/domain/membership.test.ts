import { describe, expect, test } from 'vitest'
import { canJoin, chosenPlan, membershipPhase, monthlyEquivalent, savingPercent } from './membership'
import { AutoRenewSchema, JoinSchema, type Membership, type Plan } from './membership.schema'

const monthly: Plan = { planCode: 'MONTHLY', name: '펫멤버십 월간', price: 3900, periodMonths: 1, welcomePoint: 1000 }
const yearly: Plan = { planCode: 'YEARLY', name: '펫멤버십 연간', price: 39000, periodMonths: 12, welcomePoint: 5000 }
const active: Membership = {
  planCode: 'YEARLY',
  planName: '펫멤버십 연간',
  price: 39000,
  periodMonths: 12,
  status: 'ACTIVE',
  startedAt: '2026-10-15T01:00:00.000Z',
  periodStartedAt: '2026-10-15T01:00:00.000Z',
  endsAt: '2027-10-15T01:00:00.000Z',
  autoRenew: true,
  nextRenewalAt: '2027-10-15T01:00:00.000Z',
  paymentMethod: 'CARD',
}

describe('membership phase', () => {
  test('none, active, ending (renewal off) and expired; only none and expired may join', () => {
    expect(membershipPhase(null)).toBe('NONE')
    expect(membershipPhase(active)).toBe('ACTIVE')
    expect(membershipPhase({ ...active, autoRenew: false, nextRenewalAt: null })).toBe('ENDING')
    expect(membershipPhase({ ...active, status: 'EXPIRED', autoRenew: false })).toBe('EXPIRED')
    expect(canJoin(null)).toBe(true)
    expect(canJoin(active)).toBe(false)
    expect(canJoin({ ...active, autoRenew: false })).toBe(false)
    expect(canJoin({ ...active, status: 'EXPIRED' })).toBe(true)
  })
})

describe('plan prices', () => {
  test('a yearly plan costs 3,250원 a month and saves 16% against twelve monthly payments', () => {
    expect(monthlyEquivalent(yearly)).toBe(3250)
    expect(monthlyEquivalent(monthly)).toBe(3900)
    // 1 - 39000 / 46800 = 16.67%: rounded down, never promising more.
    expect(savingPercent(yearly, [monthly, yearly])).toBe(16)
    expect(savingPercent(monthly, [monthly, yearly])).toBeNull()
    expect(savingPercent(yearly, [yearly])).toBeNull()
    expect(savingPercent({ ...yearly, price: 46800 }, [monthly, yearly])).toBeNull()
  })

  test('the plan asked for, else the first', () => {
    expect(chosenPlan([monthly, yearly], 'YEARLY')).toBe(yearly)
    expect(chosenPlan([monthly, yearly], 'WEEKLY')).toBe(monthly)
    expect(chosenPlan([monthly, yearly], null)).toBe(monthly)
    expect(chosenPlan([], 'YEARLY')).toBeNull()
  })
})

describe('forms', () => {
  test('joining needs a plan, a payment method and the recurring-payment consent', () => {
    expect(JoinSchema.safeParse({ planCode: 'YEARLY', paymentMethod: 'CARD', agree: 'on' }).success).toBe(true)
    const missing = JoinSchema.safeParse({ planCode: 'yearly!', paymentMethod: 'CASH' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      '요금제를 골라 주세요.',
      '결제 수단을 골라 주세요.',
      '정기 결제 동의에 체크해 주세요.',
    ])
  })

  test('auto-renewal is on or off, nothing else', () => {
    expect(AutoRenewSchema.parse({ autoRenew: 'off' })).toEqual({ autoRenew: false })
    expect(AutoRenewSchema.parse({ autoRenew: 'on' })).toEqual({ autoRenew: true })
    expect(AutoRenewSchema.safeParse({ autoRenew: 'yes' }).success).toBe(false)
  })
})
