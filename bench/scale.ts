/**
 * The bench's scale section (docs/search.md "Scale"): the search service's searches and
 * suggestions and the four loaded pages, on a shop whose embedded backend was seeded at
 * SEED_SCALE=10 against one seeded as today, one after the other in the same run. Pages are
 * rendered every time (MICRO_CACHE_SECONDS=0) on one worker; a figure's CPU is the worker's and the
 * backend process's together, per request. A report with a budget (bench/scale-budget.ts):
 * `node --import tsx bench/scale.ts` alone after `npm run build`, and a section of `npm run bench`.
 */
import { COOKIE, firstLink, HOME, RESULTS, warm } from './pages'
import { processCpuMicros } from './process-cpu'
import { SCALE, type ScaleFigures, type ScaleSection, scaleLines, scaleMisses } from './scale-budget'
import { COST_QUERIES } from './search-cost'
import { type EmbeddedBackend, startShop } from './shop'
import { throughput } from './throughput'

const CONNECTIONS = 10
/** Seeding ten times the catalogue into PGlite takes minutes on a busy machine. */
const START_MS = 15 * 60_000
const searchPaths = (endpoint: 'products' | 'suggest') =>
  COST_QUERIES.map(({ word, group }) => `/search/${endpoint}?${new URLSearchParams({ word, productGroup1Id: String(group) })}`)

type Target = { key: string; name: string; base: string; paths: readonly string[]; shop: boolean }

async function targets(base: string, backend: EmbeddedBackend): Promise<Target[]> {
  const product = await firstLink(base, '/category/11', /\/product\/detail\/\d+/)
  return [
    { key: 'search', name: '검색 API `/search/products`', base: backend.url, paths: searchPaths('products'), shop: false },
    { key: 'suggest', name: '자동완성 API `/search/suggest`', base: backend.url, paths: searchPaths('suggest'), shop: false },
    { key: 'home', name: '홈', base, paths: [HOME], shop: true },
    { key: 'product', name: '상품 상세', base, paths: [product], shop: true },
    { key: 'results', name: '검색 결과', base, paths: [RESULTS], shop: true },
    { key: 'feed', name: '커뮤니티 피드', base, paths: ['/community'], shop: true },
  ]
}

/** Every target on a shop seeded at `scale`. */
async function measureAt(port: number, scale: number, seconds: number): Promise<Map<string, { name: string; figures: ScaleFigures }>> {
  const shop = await startShop(port, 1, { MICRO_CACHE_SECONDS: '0', SEED_SCALE: String(scale) }, START_MS)
  try {
    const { backend } = shop
    if (!backend) throw new Error('the shop did not say where its embedded backend listens')
    const figures = new Map<string, { name: string; figures: ScaleFigures }>()
    for (const target of await targets(shop.base, backend)) {
      for (const path of target.paths) await warm(target.base, path, COOKIE, 5)
      const before = processCpuMicros(backend.pid)
      const run = await throughput(target.base, target.paths, CONNECTIONS, seconds, COOKIE, target.shop)
      const backendMs = (processCpuMicros(backend.pid) - before) / 1000 / Math.max(1, run.requests ?? 0)
      figures.set(target.key, {
        name: target.name,
        figures: { cpuMs: Math.round(((run.cpuMs ?? 0) + backendMs) * 100) / 100, p95: run.p95, rps: run.rps, failed: run.failed },
      })
    }
    return figures
  } finally {
    await shop.stop()
  }
}

export async function scaleSection(port: number, seconds: number, scale = SCALE): Promise<ScaleSection> {
  const one = await measureAt(port, 1, seconds)
  const scaled = await measureAt(port, scale, seconds)
  const rows = [...one].flatMap(([key, { name, figures }]) => {
    const at = scaled.get(key)
    return at ? [{ key, name, one: figures, scaled: at.figures }] : []
  })
  return { scale, connections: CONNECTIONS, seconds, rows }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await scaleSection(Number(process.env.BENCH_PORT ?? 3600), Number(process.env.BENCH_SECONDS ?? 10))
  console.log(scaleLines(section).join('\n'))
  const missed = scaleMisses(section)
  console.log(missed.length ? `Budgets missed:\n${missed.join('\n')}` : 'All scale budgets met.')
}
