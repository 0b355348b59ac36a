import { describe, expect, test } from 'vitest'
import { editableUntil, isEditable, REVIEW_RULES, rewardTakenBack } from './review-rules'

const written = new Date('2026-11-01T09:00:00Z')
const DAY = 86_400_000

describe('a review of ones own (decision 047)', () => {
  test('carries at most 5 photos', () => {
    expect(REVIEW_RULES.photoLimit).toBe(5)
  })

  test('can be edited or deleted up to 30 days after it was written, not a moment later', () => {
    expect(editableUntil(written).toISOString()).toBe('2026-12-01T09:00:00.000Z')
    expect(isEditable(written, written)).toBe(true)
    expect(isEditable(written, new Date(written.getTime() + 30 * DAY))).toBe(true)
    expect(isEditable(written, new Date(written.getTime() + 30 * DAY + 1))).toBe(false)
  })

  test('deleting takes its reward back, never more than the member holds', () => {
    expect(rewardTakenBack(500, 3000)).toBe(500)
    expect(rewardTakenBack(500, 500)).toBe(500)
    expect(rewardTakenBack(500, 120)).toBe(120)
    expect(rewardTakenBack(500, 0)).toBe(0)
    expect(rewardTakenBack(0, 1000)).toBe(0)
  })
})
