import type { LighthouseScores } from './lighthouse'
import type { Throughput } from './throughput'
import type { Weight } from './weight'

/**
 * The budgets of issue 8. Throughput is judged as a share of the bare route's (same run, same
 * machine): every measured page must serve at least `minShareOfBare` of its requests a second,
 * with no failed request, at 10 and at 50 connections.
 */
export const BUDGET = { jsKb: 100, htmlKb: 40, lighthouse: 95, minShareOfBare: 0.1, minClusterSpeedup: 1.7 } as const

/**
 * Issue 15: home through `npm start`'s cluster, every worker (one per core) against one worker
 * (WEB_CONCURRENCY=1), same run, same connections. Judged only on a machine with 2+ cores.
 */
export type ClusterResult = { cores: number; workers: number; one: Throughput[]; all: Throughput[] }

export function clusterMisses(result: ClusterResult | null): string[] {
  if (!result || result.cores < 2) return []
  const found: string[] = []
  for (const run of result.all) {
    const one = result.one.find((o) => o.connections === run.connections)
    if (run.failed > 0) found.push(`home, ${result.workers} workers: ${run.failed} failed requests at ${run.connections} connections`)
    if (one && run.rps < one.rps * BUDGET.minClusterSpeedup)
      found.push(`home, ${result.workers} workers: ${run.rps} req/s at ${run.connections} connections < ${BUDGET.minClusterSpeedup} × one worker's ${one.rps}`)
  }
  return found
}

export function clusterTable(result: ClusterResult): string {
  const row = (workers: number, run: Throughput, one?: Throughput) =>
    `| 홈 \`/main/tab/2\` | ${workers} | ${run.connections} | ${run.rps} | ${one ? `${Math.round((run.rps / one.rps) * 100) / 100}×` : '1×'} | ${run.p50} ms | ${run.p95} ms | ${run.p99} ms | ${run.failed} |`
  return [
    `| npm start (코어 ${result.cores}개) | 워커 | 연결 | req/s | 워커 1개 대비 (예산 ≥ ${BUDGET.minClusterSpeedup}×) | p50 | p95 | p99 | 실패 |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.one.map((run) => row(1, run)),
    ...result.all.map((run) => row(result.workers, run, result.one.find((o) => o.connections === run.connections))),
  ].join('\n')
}

export type PageResult = {
  name: string
  path: string
  weight: Weight
  load: Throughput[]
  lighthouse: LighthouseScores | null
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** Every missed budget, in words; empty when all are met. */
export function misses(pages: PageResult[], bare: Throughput[]): string[] {
  const found: string[] = []
  for (const page of pages) {
    const { weight } = page
    if (weight.jsTotal > BUDGET.jsKb * 1024) found.push(`${page.name}: JS ${kb(weight.jsTotal)} kB > ${BUDGET.jsKb} kB`)
    if (weight.htmlGzip > BUDGET.htmlKb * 1024) found.push(`${page.name}: HTML ${kb(weight.htmlGzip)} kB > ${BUDGET.htmlKb} kB`)
    for (const run of page.load) {
      const floor = bare.find((b) => b.connections === run.connections)
      if (run.failed > 0) found.push(`${page.name}: ${run.failed} failed requests at ${run.connections} connections`)
      if (floor && run.rps < floor.rps * BUDGET.minShareOfBare)
        found.push(`${page.name}: ${run.rps} req/s at ${run.connections} connections < ${BUDGET.minShareOfBare} × bare ${floor.rps}`)
    }
    for (const [category, score] of Object.entries(page.lighthouse?.scores ?? {}))
      if (score < BUDGET.lighthouse) found.push(`${page.name}: Lighthouse ${category} ${score} < ${BUDGET.lighthouse}`)
  }
  return found
}

/** The one table `npm run bench` prints and writes to bench/report.md. */
export function tables(pages: PageResult[], bare: Throughput[]): string {
  const weight = [
    `| 페이지 | HTML gzip (예산 ${BUDGET.htmlKb} kB) | JS 공통 | JS 페이지 | JS 합계 (예산 ${BUDGET.jsKb} kB) | 성능 | 접근성 | 권장사항 | SEO | LCP | CLS | TBT |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.map((p) => {
      const lh = p.lighthouse
      const scores = lh
        ? `${lh.scores.performance} | ${lh.scores.accessibility} | ${lh.scores['best-practices']} | ${lh.scores.seo} | ${lh.lcpMs} ms | ${lh.cls} | ${lh.tbtMs} ms`
        : '- | - | - | - | - | - | -'
      return `| ${p.name} \`${p.path}\` | ${kb(p.weight.htmlGzip)} kB | ${kb(p.weight.jsShared)} kB | ${kb(p.weight.jsOwn)} kB | ${kb(p.weight.jsTotal)} kB | ${scores} |`
    }),
  ]
  const row = (name: string, run: Throughput, floor?: Throughput) =>
    `| ${name} | ${run.connections} | ${run.rps} | ${floor ? `${Math.round((run.rps / floor.rps) * 100)} %` : '100 %'} | ${run.p50} ms | ${run.p95} ms | ${run.p99} ms | ${floor ? `${Math.round((run.p99 / floor.p99) * 10) / 10}×` : '1×'} | ${run.failed} |`
  const load = [
    `| 페이지 | 연결 | req/s | 기준 대비 처리량 (예산 ≥ ${BUDGET.minShareOfBare * 100} %) | p50 | p95 | p99 | 기준 대비 p99 | 실패 |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...bare.map((run) => row('기준: 백엔드 호출 없는 최소 페이지 `/__bench/bare`', run)),
    ...pages.flatMap((p) => p.load.map((run) => row(p.name, run, bare.find((b) => b.connections === run.connections)))),
  ]
  return `${weight.join('\n')}\n\n${load.join('\n')}`
}
