import { describe, expect, it } from 'vitest'
import { RETURN_STEP_MS, returnStepAt, returnSteps } from './after-sales-steps'

describe('a return’s steps (decision 048)', () => {
  it('접수 at once, then a step a day: 회수, 검수, 완료', () => {
    const start = Date.UTC(2026, 10, 20)
    expect(returnStepAt(start, start)).toBe('REQUESTED')
    expect(returnStepAt(start, start + RETURN_STEP_MS - 1)).toBe('REQUESTED')
    expect(returnStepAt(start, start + RETURN_STEP_MS)).toBe('PICKED_UP')
    expect(returnStepAt(start, start + 2 * RETURN_STEP_MS)).toBe('INSPECTED')
    expect(returnStepAt(start, start + 30 * RETURN_STEP_MS)).toBe('COMPLETED')
    expect(returnSteps(start, start + RETURN_STEP_MS).map((s) => s.done)).toEqual([true, true, false, false])
  })
})
