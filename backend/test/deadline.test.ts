import { describe, expect, it } from 'vitest'
import { deadlineFrom } from '../http/deadline'

describe('deadlineFrom (the shop’s X-Request-Timeout-Ms)', () => {
  it('keeps back 1 s of the budget, or half a budget under 2 s', () => {
    expect(deadlineFrom(1_000_000, '10000')).toBe(1_009_000)
    expect(deadlineFrom(1_000_000, '60000')).toBe(1_059_000)
    expect(deadlineFrom(1_000_000, '2000')).toBe(1_001_000)
    expect(deadlineFrom(1_000_000, '800')).toBe(1_000_400)
  })

  it('sets none without a whole, positive number of milliseconds', () => {
    for (const header of [undefined, '', '0', '-5', '1.5', '1e4', ' 10', 'abc', '9999999999']) {
      expect([header, deadlineFrom(1_000_000, header)]).toEqual([header, null])
    }
  })
})
