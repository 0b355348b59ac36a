import type { LighthouseScores } from './lighthouse'
import type { Throughput } from './throughput'
import type { Weight } from './weight'

/**
 * The budgets (decisions 018 and 040). Throughput is judged as a share of the page's yardstick (plain
 * node:http sending that page's own compressed bytes, same run, same machine): home, product
 * detail, search results and the community feed must each reach `yardstickGain` times the share
 * they had before decision 040's levers (`BASELINE_SHARE`, at `judgedAt` connections), with no failed request.
 * HTML is what a browser receives (its Accept-Encoding); JavaScript a first visit's, gzip.
 * Lighthouse: every category, accessibility without `meta-viewport` (spec R2.21 fixes the viewport).
 */
export const BUDGET = {
  jsKb: 100,
  htmlKb: 40,
  homeHtmlKb: 15,
  lighthouse: 95,
  yardstickGain: 2,
  judgedAt: 10,
  minClusterSpeedup: 1.7,
} as const

/**
 * Each loaded page's share of its yardstick at 10 connections before decision 040's levers: commit
 * 40863b0 with this bench copied in, built for production with its own unpatched node_modules, the
 * median of three runs alternated with three of today's code on a quiet machine (2026-11-24, runs
 * 0.38/0.39/0.44 %, 0.27/0.34/0.31 %, 0.39/0.41/0.42 %, 0.25/0.29/0.26 %; decision 040, docs/measurements.md's
 * "The speed budgets: before and after").
 */
export const BASELINE_SHARE: Record<string, number> = { home: 0.00393, product: 0.00314, results: 0.00409, feed: 0.00256 }

/**
 * Decision 021: home through `npm start`'s cluster, every worker (one per core) against one worker
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
      found.push(
        `home, ${result.workers} workers: ${run.rps} req/s at ${run.connections} connections < ${BUDGET.minClusterSpeedup} × one worker's ${one.rps}`,
      )
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
    ...result.all.map((run) =>
      row(
        result.workers,
        run,
        result.one.find((o) => o.connections === run.connections),
      ),
    ),
  ].join('\n')
}

export type PageResult = {
  key: string
  name: string
  path: string
  weight: Weight
  load: Throughput[]
  /** The same page's bytes from plain node:http (bench/yardstick.ts), same connections. */
  yardstick: Throughput[]
  /** The page with the micro-cache off (MICRO_CACHE_SECONDS=0), at `judgedAt` connections: reported, not judged. */
  uncached: Throughput | null
  lighthouse: LighthouseScores | null
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const share = (run: Throughput, of: Throughput | undefined) => (of && of.rps > 0 ? run.rps / of.rps : 0)
const percent = (value: number) => `${Math.round(value * 1000) / 10} %`
const at = (runs: Throughput[], connections: number) => runs.find((r) => r.connections === connections)

/** Every missed budget, in words; empty when all are met. */
export function misses(pages: PageResult[], baselines: Record<string, number> = BASELINE_SHARE): string[] {
  const found: string[] = []
  for (const page of pages) {
    const { weight } = page
    if (weight.jsTotal > BUDGET.jsKb * 1024) found.push(`${page.name}: JS ${kb(weight.jsTotal)} kB > ${BUDGET.jsKb} kB`)
    const htmlKb = page.key === 'home' ? BUDGET.homeHtmlKb : BUDGET.htmlKb
    if (weight.htmlWire > htmlKb * 1024) found.push(`${page.name}: HTML ${kb(weight.htmlWire)} kB as a browser receives it > ${htmlKb} kB`)
    for (const run of page.load)
      if (run.failed > 0) found.push(`${page.name}: ${run.failed} failed requests at ${run.connections} connections`)
    const baseline = baselines[page.key]
    const run = at(page.load, BUDGET.judgedAt)
    if (baseline !== undefined && run) {
      const now = share(run, at(page.yardstick, BUDGET.judgedAt))
      if (now < baseline * BUDGET.yardstickGain)
        found.push(
          `${page.name}: ${percent(now)} of its yardstick at ${BUDGET.judgedAt} connections < ${BUDGET.yardstickGain} × the baseline ${percent(baseline)}`,
        )
    }
    if (page.lighthouse?.runtimeError) found.push(`${page.name}: Lighthouse could not measure it twice (${page.lighthouse.runtimeError})`)
    else
      for (const [category, score] of Object.entries(page.lighthouse?.scores ?? {}))
        if (score < BUDGET.lighthouse) found.push(`${page.name}: Lighthouse ${category} ${score} < ${BUDGET.lighthouse}`)
  }
  return found
}

/** The tables `npm run bench` prints and writes to bench/report.md. */
export function tables(pages: PageResult[], bare: Throughput[]): string {
  const weight = [
    `| 페이지 | HTML 전송 (예산 홈 ${BUDGET.homeHtmlKb} kB, 그 밖 ${BUDGET.htmlKb} kB) | 로더 데이터 | JS 공통 | JS 페이지 | JS 합계 (예산 ${BUDGET.jsKb} kB) | 성능 | 접근성 | 권장사항 | SEO | LCP | CLS | TBT |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.map((p) => {
      const lh = p.lighthouse
      const scores = lh
        ? `${lh.scores.performance} | ${lh.scores.accessibility} | ${lh.scores['best-practices']} | ${lh.scores.seo} | ${lh.lcpMs} ms | ${lh.cls} | ${lh.tbtMs} ms`
        : '- | - | - | - | - | - | -'
      const w = p.weight
      return `| ${p.name} \`${p.path}\` | ${kb(w.htmlWire)} kB ${w.htmlEncoding ?? 'identity'} | ${kb(w.loaderData)} kB | ${kb(w.jsShared)} kB | ${kb(w.jsOwn)} kB | ${kb(w.jsTotal)} kB | ${scores} |`
    }),
  ]
  const row = (name: string, run: Throughput, yardstick: Throughput | undefined, floor: Throughput | undefined, key = '') => {
    const baseline = BASELINE_SHARE[key]
    return `| ${name} | ${run.connections} | ${run.rps} | ${yardstick ? `${yardstick.rps} | ${percent(share(run, yardstick))}` : '- | -'}${baseline !== undefined && run.connections === BUDGET.judgedAt ? ` (기준선 ${percent(baseline)})` : ''} | ${floor ? percent(share(run, floor)) : '100 %'} | ${run.cpuMs ?? '-'} ms | ${run.p50} ms | ${run.p95} ms | ${run.p99} ms | ${run.failed} |`
  }
  const load = [
    `| 페이지 | 연결 | req/s | 잣대 req/s | 잣대 대비 (예산 ≥ 기준선 × ${BUDGET.yardstickGain}) | 기준 페이지 대비 | 요청당 CPU | p50 | p95 | p99 | 실패 |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...bare.map((run) => row('기준: 백엔드 호출 없는 최소 페이지 `/__bench/bare`', run, undefined, undefined)),
    ...pages.flatMap((p) => p.load.map((run) => row(p.name, run, at(p.yardstick, run.connections), at(bare, run.connections), p.key))),
  ]
  const uncached = pages.filter((p) => p.uncached)
  const render = [
    `| 마이크로 캐시 없이 (렌더링 비용, 예산 없음) | 연결 | req/s | 잣대 대비 | 기준선 대비 | 요청당 CPU | p50 | p95 | 실패 |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...uncached.map((p) => {
      const run = p.uncached as Throughput
      const now = share(run, at(p.yardstick, run.connections))
      const baseline = BASELINE_SHARE[p.key]
      const gain = baseline ? `${Math.round((now / baseline) * 100) / 100}×` : '-'
      return `| ${p.name} | ${run.connections} | ${run.rps} | ${percent(now)} | ${gain} | ${run.cpuMs ?? '-'} ms | ${run.p50} ms | ${run.p95} ms | ${run.failed} |`
    }),
  ]
  return `${weight.join('\n')}\n\n${load.join('\n')}${uncached.length ? `\n\n${render.join('\n')}` : ''}`
}
