/**
 * The scale budget (docs/search.md "Scale"): on a seed SEED_SCALE times today's catalogue, search,
 * suggest and the four loaded pages each cost at most 1.5× what they cost on today's, in CPU per
 * request (the shop's worker and the backend together) and in p95, measured in the same run.
 */
export const SCALE = 10
export const SCALE_BUDGET = 1.5

/** One target at one scale: CPU per request (ms, every process that served it), p95 (ms), throughput, failures. */
export type ScaleFigures = { cpuMs: number; p95: number; rps: number; failed: number }
export type ScaleRow = { key: string; name: string; one: ScaleFigures; scaled: ScaleFigures }
export type ScaleSection = { scale: number; connections: number; seconds: number; rows: ScaleRow[] }

const ratio = (scaled: number, one: number) => (one > 0 ? scaled / one : scaled > 0 ? Number.POSITIVE_INFINITY : 1)
const times = (value: number) => `${Math.round(value * 100) / 100}×`

/** Every missed scale budget, in words; empty when all are met. */
export function scaleMisses(section: ScaleSection, budget = SCALE_BUDGET): string[] {
  const found: string[] = []
  for (const { name, one, scaled } of section.rows) {
    const at = `×${section.scale}`
    if (scaled.failed > 0 || one.failed > 0) found.push(`${name}: ${one.failed} failed requests at ×1, ${scaled.failed} at ${at}`)
    const cpu = ratio(scaled.cpuMs, one.cpuMs)
    if (cpu > budget) found.push(`${name}: CPU per request ${times(cpu)} at ${at} (${one.cpuMs} → ${scaled.cpuMs} ms) > ${budget}×`)
    const p95 = ratio(scaled.p95, one.p95)
    if (p95 > budget) found.push(`${name}: p95 ${times(p95)} at ${at} (${one.p95} → ${scaled.p95} ms) > ${budget}×`)
  }
  return found
}

/** The section's table for the report. */
export function scaleLines(section: ScaleSection, budget = SCALE_BUDGET): string[] {
  return [
    `## ×${section.scale} 카탈로그 (SEED_SCALE=${section.scale}, 연결 ${section.connections}, ${section.seconds}초, 마이크로 캐시 없이)`,
    '',
    `| 대상 | 요청당 CPU ×1 | ×${section.scale} | 비율 (예산 ≤ ${budget}×) | p95 ×1 | ×${section.scale} | 비율 (예산 ≤ ${budget}×) | req/s ×1 | ×${section.scale} | 실패 |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...section.rows.map(
      ({ name, one, scaled }) =>
        `| ${name} | ${one.cpuMs} ms | ${scaled.cpuMs} ms | ${times(ratio(scaled.cpuMs, one.cpuMs))} | ${one.p95} ms | ${scaled.p95} ms | ${times(ratio(scaled.p95, one.p95))} | ${one.rps} | ${scaled.rps} | ${one.failed + scaled.failed} |`,
    ),
  ]
}
