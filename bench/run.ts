/**
 * `npm run bench`: measures the built shop against its embedded backend on loopback and prints
 * one table (also bench/report.json and bench/report.md). Budgets fail the run; timings are a
 * report, never a test.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const BUDGET = { jsKb: 100, htmlKb: 40 }
const PAGES = [
  { name: '홈 탭', path: '/main/tab/2' },
  { name: '카테고리', path: '/category/11' },
  // The first product of that category, found when the shop is up.
  { name: '상품 상세', path: '' },
  { name: '검색 홈', path: '/search/1' },
  { name: '검색 결과', path: `/search/1/result?${new URLSearchParams({ word: '사료' })}` },
  { name: '장바구니', path: '/v2/cart' },
  { name: '로그인', path: '/auth/signin' },
  { name: '회원가입', path: '/auth/signup/email' },
]
const COOKIE = 'pd_device=bench-device'

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

async function startShop(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: 'memory://', LOG_REQUESTS: 'false', SESSION_SECRET: 'bench-secret-not-for-production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error('the shop did not start within 60 s')
}

async function pageWeight(path: string) {
  const html = await (await fetch(`${BASE}${path}`, { headers: { cookie: COOKIE } })).text()
  const assets = new Set<string>()
  for (const match of html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)) if (match[1]) assets.add(match[1])
  for (const match of html.matchAll(/import\("(\/build\/[^"]+\.js)"\)/g)) if (match[1]) assets.add(match[1])
  let shared = 0
  let own = 0
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(`${BASE}${asset}`)).arrayBuffer())
    const size = gzipSync(body).length
    if (asset.includes('/routes/')) own += size
    else shared += size
  }
  return { htmlGzip: gzipSync(html).length, jsShared: shared, jsOwn: own, jsTotal: shared + own, files: assets.size }
}

async function load(path: string, connections: number) {
  const result = await autocannon({ url: `${BASE}${path}`, connections, duration: DURATION_S, headers: { cookie: COOKIE } })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

async function main() {
  const shop = await startShop()
  try {
    const listing = await (await fetch(`${BASE}/category/11`, { headers: { cookie: COOKIE } })).text()
    const firstProduct = /\/product\/detail\/\d+/.exec(listing)?.[0]
    if (!firstProduct) throw new Error('no product found on /category/11')
    for (const page of PAGES) if (!page.path) page.path = firstProduct
    // Warm caches and the JIT so the first figures are not start-up costs.
    for (let i = 0; i < 20; i++) await fetch(`${BASE}${PAGES[0]?.path}`, { headers: { cookie: COOKIE } })
    const rows = []
    for (const page of PAGES) {
      const weight = await pageWeight(page.path)
      // Throughput for the pages shoppers hit most; the account pages are weighed only.
      const measured = ['/main/tab/2', '/category/11', firstProduct, PAGES[4]?.path].includes(page.path)
      const ssr10 = measured ? await load(page.path, 10) : null
      rows.push({ ...page, ...weight, ssr10 })
    }
    const bare10 = await load('/healthz', 10)
    const report = { date: new Date().toISOString(), durationSeconds: DURATION_S, budget: BUDGET, pages: rows, bare10 }

    const lines = [
      '| 페이지 | HTML gzip | JS 공통 | JS 페이지 | JS 합계 (예산 100 kB) | 10 연결 req/s | p50 | p97.5 | p99 | 오류 |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.name} ${r.path} | ${kb(r.htmlGzip)} kB | ${kb(r.jsShared)} kB | ${kb(r.jsOwn)} kB | ${kb(r.jsTotal)} kB | ${
            r.ssr10 ? `${r.ssr10.rps} | ${r.ssr10.p50} ms | ${r.ssr10.p97_5} ms | ${r.ssr10.p99} ms | ${r.ssr10.non2xx + r.ssr10.errors}` : '- | - | - | - | -'
          } |`,
      ),
      `| 기준 /healthz (백엔드 호출 없음) | - | - | - | - | ${bare10.rps} | ${bare10.p50} ms | ${bare10.p97_5} ms | ${bare10.p99} ms | ${bare10.non2xx + bare10.errors} |`,
    ]
    const table = lines.join('\n')
    console.log(`\n${table}\n`)
    await mkdir('bench', { recursive: true })
    await writeFile('bench/report.json', `${JSON.stringify(report, null, 2)}\n`)
    await writeFile('bench/report.md', `# Bench ${report.date}\n\n${table}\n`)

    const misses = rows.flatMap((r) => [
      ...(r.jsTotal > BUDGET.jsKb * 1024 ? [`${r.path}: JS ${kb(r.jsTotal)} kB > ${BUDGET.jsKb} kB`] : []),
      ...(r.htmlGzip > BUDGET.htmlKb * 1024 ? [`${r.path}: HTML ${kb(r.htmlGzip)} kB > ${BUDGET.htmlKb} kB`] : []),
      ...(r.ssr10 && r.ssr10.non2xx + r.ssr10.errors > 0 ? [`${r.path}: ${r.ssr10.non2xx + r.ssr10.errors} failed requests under load`] : []),
    ])
    if (misses.length > 0) {
      console.error(`Budgets missed:\n${misses.join('\n')}`)
      process.exitCode = 1
    } else console.log('All budgets met.')
  } finally {
    shop.kill('SIGTERM')
  }
}

await main()
