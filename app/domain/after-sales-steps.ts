/**
 * The steps an exchange or return goes through (접수 → 회수 → 검수 → 완료) and a parcel's
 * (상품 준비 → 출고 → 배송 중 → 배송 완료), decision 048. V2's stand-in moves a request one step a
 * day from when it was taken, counted when read; the shop only names the steps.
 */
export const RETURN_STEPS = ['REQUESTED', 'PICKED_UP', 'INSPECTED', 'COMPLETED'] as const
export type ReturnStep = (typeof RETURN_STEPS)[number]
export const TRACKING_STEPS = ['PREPARING', 'SHIPPED', 'IN_TRANSIT', 'DELIVERED'] as const
export type TrackingStep = (typeof TRACKING_STEPS)[number]

/** The stand-in's pace: a step a day. */
export const RETURN_STEP_MS = 86_400_000

/** Each step with when it is (or will be) reached, counted from `startMs`; `done` by `nowMs`. */
export function returnSteps(startMs: number, nowMs: number): Array<{ code: ReturnStep; at: number; done: boolean }> {
  return RETURN_STEPS.map((code, i) => {
    const at = startMs + i * RETURN_STEP_MS
    return { code, at, done: at <= nowMs }
  })
}

/** The furthest step reached by `nowMs`. */
export function returnStepAt(startMs: number, nowMs: number): ReturnStep {
  const reached = returnSteps(startMs, nowMs).filter((step) => step.done)
  return reached[reached.length - 1]?.code ?? 'REQUESTED'
}
