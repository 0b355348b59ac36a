/**
 * `npm run bench`: weighs and loads the built shop against its embedded backend on loopback,
 * scores the pages with Lighthouse, prints one report (also bench/report.json and bench/report.md)
 * and exits non-zero when a budget is missed. Timings are a report, never a test.
 *
 * The pages are measured on one worker (WEB_CONCURRENCY=1: the ratios are one process's), as a
 * browser asks for them (its Accept-Encoding). Each loaded page is also served by its yardstick
 * (bench/yardstick.ts: plain node:http sending that page's own compressed bytes, in its own
 * process), and its throughput is judged as a share of that; the share of the bare route and the
 * worker's CPU per request are shown beside it. Then home through one worker and through a worker per core,
 * the micro-cache off in both (BENCH_CLUSTER=false skips it, BENCH_LIGHTHOUSE=false Lighthouse).
 * Every page is asked for as a browser that has been there once asks (bench/returning-browser.ts:
 * it sends back the cookies the shop set). The loaded pages are then loaded again at 10
 * connections with the micro-cache off (MICRO_CACHE_SECONDS=0): what each page costs to render,
 * shown beside the budgeted figures, not judged (BENCH_UNCACHED=false skips it).
 * Then the search section (bench/search.ts): the relevance set's precision@3 (a budget: ≥ 0.9)
 * and zero-result rate (a budget: ≤ 2 %), with both per kind of query, and the median cost of one
 * search and one suggestion on the embedded backend, and the search service under 10 and 50
 * connections against the engine before ranking, alternately (bench/search-load.ts; within 1.2×;
 * BENCH_SEARCH_LOAD=false skips it). Last, the scale section (bench/scale.ts;
 * BENCH_SCALE=false skips it): search, suggest and the four loaded pages on a seed ten times the
 * catalogue against today's, each within 1.5× of its cost. Then the eight pages with every backend
 * call 20 ms away, one connection, micro-cache off: each median within 70 ms (bench/waterfall.ts;
 * BENCH_WATERFALL=false skips it).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { BUDGET, type ClusterResult, clusterMisses, clusterTable, misses, type PageResult, tables } from './budgets'
import { builtManifest, firstVisitWeights, jsMisses } from './js-weight'
import { lighthouseScores } from './lighthouse'
import { benchPages, COOKIE, HOME, warm } from './pages'
import { returningCookie } from './returning-browser'
import { scaleSection } from './scale'
import { type ScaleSection, scaleLines, scaleMisses } from './scale-budget'
import { searchMisses, searchSection } from './search'
import { type SearchLoadSection, searchLoadLines, searchLoadMisses, searchLoadSection } from './search-load'
import { startShop } from './shop'
import { type Throughput, throughput } from './throughput'
import { waterfallLines, waterfallMisses, waterfallSection } from './waterfall'
import { pageWeight } from './weight'
import { startYardstick } from './yardstick'

const PORT = Number(process.env.BENCH_PORT ?? 3600)
const YARDSTICK_PORT = PORT + 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = [10, 50]
const LOADED = new Set(['home', 'product', 'results', 'feed'])

/**
 * Home through one worker, then a worker per core, each rendering every request (the micro-cache
 * off): does rendering scale across cores (decision 021)? With the cache on, one worker serves home
 * faster than the load generator, on the same two cores, can ask, and the ratio measures autocannon.
 */
async function clusterRun(): Promise<ClusterResult> {
  const cores = availableParallelism()
  const runs: Throughput[][] = []
  for (const workers of [1, cores]) {
    const shop = await startShop(PORT, workers, { MICRO_CACHE_SECONDS: '0' })
    try {
      await warm(shop.base, HOME, COOKIE, 20)
      const all = []
      for (const connections of CONNECTIONS) all.push(await throughput(shop.base, HOME, connections, SECONDS, COOKIE))
      runs.push(all)
    } finally {
      await shop.stop()
    }
  }
  return { cores, workers: cores, one: runs[0] ?? [], all: runs[1] ?? [] }
}

/** The loaded pages again with the micro-cache off: what rendering each one costs. */
async function uncachedRun(results: PageResult[], cookies: Map<string, string>): Promise<void> {
  const shop = await startShop(PORT, 1, { MICRO_CACHE_SECONDS: '0' })
  try {
    for (const result of results) {
      const cookie = cookies.get(result.key) ?? COOKIE
      if (!LOADED.has(result.key)) continue
      await warm(shop.base, result.path, cookie, 20)
      result.uncached = await throughput(shop.base, result.path, BUDGET.judgedAt, SECONDS, cookie, true)
    }
  } finally {
    await shop.stop()
  }
}

async function main() {
  const shop = await startShop(PORT, 1)
  let stopped = false
  try {
    const { base } = shop
    const pages = await benchPages(base)
    // Warm the JIT and the caches so the figures are not start-up costs.
    for (const page of pages) await warm(base, page.path, COOKIE, 5)

    const bare = []
    for (const connections of CONNECTIONS) bare.push(await throughput(base, '/__bench/bare', connections, SECONDS, COOKIE, true))
    const results: PageResult[] = []
    const cookies = new Map<string, string>()
    for (const page of pages) {
      const cookie = await returningCookie(base, page.path, COOKIE)
      cookies.set(page.key, cookie)
      const { weight, page: raw } = await pageWeight(base, page.path, cookie)
      const load = []
      const yardstick = []
      if (LOADED.has(page.key)) {
        for (const connections of CONNECTIONS) load.push(await throughput(base, page.path, connections, SECONDS, cookie, true))
        const plain = await startYardstick(YARDSTICK_PORT, raw)
        try {
          for (const connections of CONNECTIONS) yardstick.push(await throughput(plain.base, '/', connections, SECONDS, cookie))
        } finally {
          await plain.stop()
        }
      }
      results.push({ key: page.key, name: page.name, path: page.path, weight, load, yardstick, uncached: null, lighthouse: null })
    }
    if (process.env.BENCH_LIGHTHOUSE !== 'false') {
      const scores = await lighthouseScores(
        pages.map((p) => `${base}${p.path}`),
        COOKIE,
      )
      results.forEach((result, i) => {
        result.lighthouse = scores[i] ?? null
      })
    }

    await shop.stop()
    stopped = true
    if (process.env.BENCH_UNCACHED !== 'false') await uncachedRun(results, cookies)
    const cluster = process.env.BENCH_CLUSTER === 'false' ? null : await clusterRun()

    const search = await searchSection()
    const searchLoad: SearchLoadSection | null = process.env.BENCH_SEARCH_LOAD === 'false' ? null : await searchLoadSection(SECONDS)
    if (searchLoad) search.lines.push('', ...searchLoadLines(searchLoad))
    const scale: ScaleSection | null = process.env.BENCH_SCALE === 'false' ? null : await scaleSection(PORT, SECONDS)
    const waterfall = process.env.BENCH_WATERFALL === 'false' ? null : await waterfallSection(PORT, SECONDS)

    const pageTables = cluster ? `${tables(results, bare)}\n\n${clusterTable(cluster)}` : tables(results, bare)
    const table = `${pageTables}\n\n${search.lines.join('\n')}${scale ? `\n\n${scaleLines(scale).join('\n')}` : ''}${waterfall ? `\n\n${waterfallLines(waterfall).join('\n')}` : ''}`
    // Every route of the build, not only the pages above: the JavaScript budget holds on each page.
    const built = builtManifest()
    const routesJs = built ? firstVisitWeights(built.manifest, built.gzipBytes) : []
    const missed = [
      ...misses(results),
      ...jsMisses(routesJs, BUDGET.jsKb),
      ...clusterMisses(cluster),
      ...searchMisses(search),
      ...(searchLoad ? searchLoadMisses(searchLoad) : []),
      ...(scale ? scaleMisses(scale) : []),
      ...(waterfall ? waterfallMisses(waterfall) : []),
    ]
    const date = new Date().toISOString()
    console.log(`\n${table}\n`)
    await mkdir('bench', { recursive: true })
    await writeFile(
      'bench/report.json',
      `${JSON.stringify({ date, seconds: SECONDS, budget: BUDGET, bare, pages: results, routesJs, cluster, search, searchLoad, scale, waterfall, missed }, null, 2)}\n`,
    )
    await writeFile(
      'bench/report.md',
      `# Bench ${date}\n\n${table}\n\n${missed.length ? `Budgets missed:\n\n${missed.map((m) => `- ${m}`).join('\n')}` : 'All budgets met.'}\n`,
    )
    if (missed.length > 0) {
      console.error(`Budgets missed:\n${missed.join('\n')}`)
      process.exitCode = 1
    } else console.log('All budgets met.')
  } finally {
    if (!stopped) await shop.stop()
  }
}

await main()
