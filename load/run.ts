/**
 * `npm run load`: many simulated shoppers on loopback for a bounded time, then the database held
 * against everything the shop confirmed, and its money against itself (load/verify.ts,
 * load/money.ts). Prints the figures; exits non-zero on any violation, any 5xx, any request left
 * without an answer, or a shop that does not drain.
 *
 * The shop runs exactly as `npm start` runs it (the built server starting the embedded backend in
 * its own process), on a fresh database in a temporary directory. The payment stand-in and the
 * test hooks are mounted on the shop's origin only when the shop owns the embedded backend, and
 * reading that directory after a SIGTERM also proves what was confirmed survived the shutdown.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDb } from '../backend/db/open'
import { figuresTable, moneyLine, outcomesTable } from './report'
import { runScenario } from './scenario'
import { stepTable } from './stats'
import { readRows, verify } from './verify'

const PORT = Number(process.env.LOAD_PORT ?? 3450)
const ORIGIN = `http://127.0.0.1:${PORT}`
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 40)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 250)
const SERVICE_URLS = [
  'V2_API_URL',
  'BFF_API_URL',
  'COMMUNITY_API_URL',
  'SEARCH_API_URL',
  'REVIEW_API_URL',
  'CONNECT_API_URL',
  'DATABASE_URL',
]

type Shop = { child: ChildProcess; errors: string[]; exited: Promise<number | null> }

async function startShop(dataDir: string): Promise<Shop> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // The embedded backend and its SMS outbox under a production build: a demo shop on loopback.
    SHOP_DEMO: 'true',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'false',
    SESSION_SECRET: 'load-secret-not-for-production',
    // /__test: the SMS outbox for sign-up, the scarce options' stock and the members' 적립금.
    EMBEDDED_TEST_HOOKS: 'true',
    // Every shopper is 127.0.0.1: the per-IP limits would stop the run, not protect anything.
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    CERTIFICATION_SENDS_PER_CLIENT_PER_DAY: '1000000',
  }
  for (const name of SERVICE_URLS) delete env[name]
  const child = spawn(process.execPath, ['build/server.js'], { env, stdio: ['ignore', 'ignore', 'pipe'] })
  const errors: string[] = []
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim() && !line.includes('EMBEDDED_TEST_HOOKS')) errors.push(line)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return { child, errors, exited }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGTERM')
  throw new Error(`the shop did not start on ${ORIGIN} within 120 s${errors.length ? `:\n${errors.slice(-20).join('\n')}` : ''}`)
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petshop-load-'))
  console.log(`부하 테스트 load: ${SHOPPERS} shoppers, ${SECONDS} s, shop on ${ORIGIN}, database ${dataDir}`)
  const shop = await startShop(dataDir)
  let stopped = false
  try {
    const { runId, stats, ledger, signupSeconds, elapsed, shopping, loadCpu } = await runScenario({
      origin: ORIGIN,
      shoppers: SHOPPERS,
      seconds: SECONDS,
      thinkMs: THINK_MS,
    })

    // The shop drains on SIGTERM and closes the database; only then is the directory read.
    shop.child.kill('SIGTERM')
    const exitCode = await shop.exited
    stopped = true
    const db = await openDb({ dataDir })
    const rows = await readRows(db, `load-${runId}-`, [...ledger.scarce.keys()]).finally(() => db.close())
    const verdict = verify(ledger, rows)

    const violations = [
      ...verdict.violations,
      ...stats.serverErrors().map((s) => `${s.status} on ${s.method} ${s.path} (${s.step})`),
      ...stats.noAnswer().map((s) => `no answer on ${s.method} ${s.path} (${s.step}): ${s.error}`),
      ...ledger.unexpected.map((u) => `unexpected: ${u}`),
      ...(exitCode === 0 ? [] : [`the shop exited with ${exitCode} after SIGTERM`]),
    ]
    console.log(
      `\n${figuresTable({ shoppers: SHOPPERS, seconds: SECONDS, signupSeconds, elapsed, shopping, loadCpu, stats, ledger, verdict, violations: violations.length })}\n`,
    )
    console.log(`${stepTable([...stats.bySteps(), stats.all()])}\n`)
    console.log(`${outcomesTable(ledger)}\n`)
    if (shop.errors.length > 0) console.log(`shop stderr (${shop.errors.length} lines, last 20):\n${shop.errors.slice(-20).join('\n')}\n`)
    if (violations.length > 0) {
      console.error(`위반 violations (${violations.length}):\n${violations.slice(0, 50).join('\n')}`)
      process.exitCode = 1
    } else console.log(`위반 없음: every confirmed order and post exists exactly once, nothing else exists, no 5xx; ${moneyLine(verdict)}.`)
  } finally {
    if (!stopped) {
      shop.child.kill('SIGTERM')
      await shop.exited
    }
    if (process.env.LOAD_KEEP_DATA !== 'true') await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
