import { describe, expect, it } from 'vitest'
import type { Sample } from './browser'
import { failureList, inWindow, splitFailures, stampTimes, whenBack } from './kill-window'

const sample = (status: number, at: number | undefined, abandoned = false): Sample => ({
  step: 'home',
  method: 'GET',
  path: '/',
  status,
  ms: 1,
  at,
  ...(abandoned ? { abandoned } : {}),
})

describe('load/kill-window', () => {
  const window = { from: 1_000, to: 2_000 }

  it('counts a 502 or a request without an answer in the window as lost with the node', () => {
    const { lost, elsewhere } = splitFailures([sample(502, 1_000), sample(0, 1_500), sample(200, 1_500), sample(0, 1_600, true)], window)
    expect(lost.map((s) => s.status)).toEqual([502, 0])
    expect(elsewhere).toEqual([])
  })

  it('holds every failure before or after the window, or without a time, as a violation', () => {
    const { lost, elsewhere } = splitFailures([sample(500, 999), sample(503, 2_001), sample(0, undefined), sample(404, 3_000)], window)
    expect(lost).toEqual([])
    expect(elsewhere.map((s) => s.status)).toEqual([500, 503, 0])
  })

  it('has no window before the kill, and one open until now while the node is still down', () => {
    expect(inWindow({ from: 0, to: 0 }, 500, 1_000)).toBe(false)
    expect(inWindow({ from: 1_000, to: 0 }, 5_000, 6_000)).toBe(true)
    expect(inWindow({ from: 1_000, to: 0 }, 7_000, 6_000)).toBe(false)
  })
})

describe('load/kill-window stamps and waits', () => {
  it('stamps each sample and each cut visit with the time it came', () => {
    const seen: Sample[] = []
    const stats = { record: (s: Sample) => void seen.push(s) }
    const unexpected: string[] = []
    const at = stampTimes(stats, unexpected)
    const before = Date.now()
    stats.record(sample(503, undefined))
    unexpected.push('a visit cut', 'another')
    expect(seen[0]?.at).toBeGreaterThanOrEqual(before)
    expect([...unexpected]).toEqual(['a visit cut', 'another'])
    expect(at).toHaveLength(2)
    expect(at[1]).toBeGreaterThanOrEqual(before)
  })

  it('waits until the service says it is back, and gives up after its limit', async () => {
    let calls = 0
    const back = await whenBack(async () => ++calls === 3)
    expect(calls).toBe(3)
    expect(back).toBeLessThanOrEqual(Date.now())
    await expect(whenBack(async () => false, 120)).rejects.toThrow('not back within 0.12 s')
  })
})

describe('load/kill-window failure list', () => {
  it('names each status with its count, a missing answer in words', () => {
    expect(failureList({ '0': 2, '502': 1, '503': 356 })).toBe('no answer×2 502×1 503×356')
    expect(failureList({})).toBe('')
  })
})
