/** Every exchange the shoppers made, summed up per step: counts, statuses and latency percentiles. */
import type { Sample } from './browser'

export type StepFigures = {
  step: string
  requests: number
  p50: number
  p95: number
  p99: number
  max: number
  statuses: Record<string, number>
}

/** The nearest-rank percentile of sorted values (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0
}

/** Latencies of answered requests, sorted: a given-up request's time says nothing about the shop. */
const answered = (samples: readonly Sample[]) =>
  samples
    .filter((s) => !(s.abandoned && s.status === 0))
    .map((s) => s.ms)
    .sort((a, b) => a - b)

export class Stats {
  readonly samples: Sample[] = []

  readonly record = (sample: Sample): void => {
    this.samples.push(sample)
  }

  /**
   * Statuses by code; 0 is a request that got no answer (refused, reset, timed out), `given-up` a
   * double-click's first request cancelled by the browser before its answer came.
   */
  histogram(samples: readonly Sample[] = this.samples): Record<string, number> {
    const counts: Record<string, number> = {}
    for (const s of samples) {
      const key = s.status === 0 && s.abandoned ? 'given-up' : String(s.status)
      counts[key] = (counts[key] ?? 0) + 1
    }
    return counts
  }

  serverErrors(): Sample[] {
    return this.samples.filter((s) => s.status >= 500)
  }

  noAnswer(): Sample[] {
    return this.samples.filter((s) => s.status === 0 && !s.abandoned)
  }

  bySteps(): StepFigures[] {
    const steps = new Map<string, Sample[]>()
    for (const s of this.samples) {
      const list = steps.get(s.step)
      if (list) list.push(s)
      else steps.set(s.step, [s])
    }
    const rows = [...steps].map(([step, samples]) => {
      const ms = answered(samples)
      return {
        step,
        requests: samples.length,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        p99: percentile(ms, 99),
        max: ms.at(-1) ?? 0,
        statuses: this.histogram(samples),
      }
    })
    return rows.sort((a, b) => b.requests - a.requests)
  }

  all(): StepFigures {
    const ms = answered(this.samples)
    return {
      step: '전체 all',
      requests: this.samples.length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      max: ms.at(-1) ?? 0,
      statuses: this.histogram(),
    }
  }
}

const ms = (value: number) => `${Math.round(value)} ms`
const statuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => (Number(a) || 1000) - (Number(b) || 1000))
    .map(([code, n]) => `${code}×${n}`)
    .join(' ')

/** A Markdown table of the steps, the way bench prints its figures. */
export function stepTable(rows: readonly StepFigures[]): string {
  return [
    '| 단계 step | 요청 requests | p50 | p95 | p99 | 최대 max | 상태 statuses |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) => `| ${r.step} | ${r.requests} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${statuses(r.statuses)} |`,
    ),
  ].join('\n')
}
