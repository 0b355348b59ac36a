/**
 * `npm run load:cluster` (docs/load.md): the load scenario of `npm run load` through nginx in
 * front of two shop nodes (each a primary with WEB_CONCURRENCY workers), sharing Redis, with the
 * stand-in services as their own process on a fresh PostgreSQL database. Mid-run one node is
 * killed with SIGKILL (its whole process group) and started again. Afterwards:
 *
 * - the ledger check of load/verify.ts on the PostgreSQL database (every confirmed member, order
 *   and post exactly once, nothing unconfirmed; every order and every 적립금 ledger adds up,
 *   load/money.ts);
 * - requests lost with the killed node (no answer, or a 5xx from nginx) are counted and shown; they
 *   are allowed only in the kill window (from the kill until the node answers again, plus a few
 *   seconds), a 5xx or a request without an answer anywhere else is a violation;
 * - a sign-in burst from one client address, spread by nginx over both nodes, meets the one shared
 *   limit (RATE_LIMIT_AUTH_PER_MINUTE): the attempt after the limit is 429, whichever node gets it.
 *
 * Exits non-zero on a violation, stops by itself within LOAD_CLUSTER_TIMEOUT_S (300 s), and stops
 * every process it started (by pid: the process groups of the nodes, the backend and nginx) on
 * success, failure, SIGINT or SIGTERM. The PostgreSQL database is dropped afterwards
 * (LOAD_KEEP_DATA=true keeps it) and the run's Redis database is flushed before the run.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@redis/client'
import pg from 'pg'
import { APPROVAL_TTL_MS, lapseUnconfirmedApprovals } from '../backend/commerce/approvals'
import { openDb } from '../backend/db/open'
import { ensureNginx } from '../scripts/ensure-nginx.mjs'
import { ensurePostgres, pgPort, pgUrl } from '../scripts/ensure-postgres.mjs'
import { ensureRedis } from '../scripts/ensure-redis.mjs'
import { aThirdIn, failureList, inWindow, splitFailures, stampTimes } from './kill-window'
import { Ledger } from './ledger'
import { figuresTable, moneyLine, outcomesTable } from './report'
import { runScenario } from './scenario'
import { Stats, stepTable } from './stats'
import { readRows, verify } from './verify'

const BASE_PORT = Number(process.env.LOAD_PORT ?? 3700)
const NGINX_PORT = BASE_PORT
const BACKEND_PORT = BASE_PORT + 10
const NODE_PORTS = [BASE_PORT + 11, BASE_PORT + 12] as const
const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`
const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 40)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 250)
const WORKERS = process.env.LOAD_WORKERS ?? '2'
const AUTH_LIMIT = Number(process.env.RATE_LIMIT_AUTH_PER_MINUTE ?? 20)
/** Redis database of its own (0–15), flushed before the run: the limits' counters start at zero. */
const REDIS_DB = Number(process.env.LOAD_REDIS_DB ?? 7)
const TIMEOUT_S = Number(process.env.LOAD_CLUSTER_TIMEOUT_S ?? 300)
/** After the restarted node answers again, nginx may still hold it as failed for fail_timeout. */
const WINDOW_GRACE_MS = 5_000
const SECRET = 'load-cluster-secret-not-for-production-0123456789'
const CACHE = path.join(process.cwd(), '.cache', 'load-cluster')

type Proc = { name: string; child: ChildProcess; errors: string[]; exited: Promise<number | null> }
const started = new Set<Proc>()
/** Drops the run's database once it exists (not when LOAD_KEEP_DATA=true or after a violation). */
let dropRunDatabase: () => Promise<void> = async () => {}

/** Each child leads a process group of its own, so that its workers go with it (kill(-pid)). */
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  const errors: string[] = []
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim() && !line.includes('EMBEDDED_TEST_HOOKS')) errors.push(line)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))))
  const proc = { name, child, errors, exited }
  started.add(proc)
  void exited.then(() => started.delete(proc))
  return proc
}

function signalGroup(proc: Proc, signal: NodeJS.Signals) {
  const pid = proc.child.pid
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {}
}

/** SIGTERM to the group, SIGKILL after `graceMs`; answers the leader's exit code. */
async function stop(proc: Proc, graceMs = 15_000): Promise<number | null> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
    signalGroup(proc, 'SIGKILL')
    return proc.exited
  }
  signalGroup(proc, 'SIGTERM')
  const force = setTimeout(() => signalGroup(proc, 'SIGKILL'), graceMs)
  const code = await proc.exited
  clearTimeout(force)
  // Anything of the group still alive (a worker the primary lost) goes too.
  signalGroup(proc, 'SIGKILL')
  return code
}

async function stopAll() {
  await Promise.all([...started].map((proc) => stop(proc, 5_000)))
}

/** Until `url` answers 2xx (any answer with `anyAnswer`: the backend has no health page). */
async function waitFor(url: string, proc: Proc, timeoutMs = 120_000, anyAnswer = false): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && proc.child.exitCode === null) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await answer.arrayBuffer()
      if (answer.ok || anyAnswer) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${proc.name} did not answer ${url}${proc.errors.length ? `:\n${proc.errors.slice(-20).join('\n')}` : ''}`)
}

function nodeEnv(port: number, redisUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SHOP_DEMO: 'true',
    WEB_CONCURRENCY: WORKERS,
    PUBLIC_URL: ORIGIN,
    TRUST_PROXY: 'loopback',
    REDIS_URL: redisUrl,
    SESSION_SECRET: SECRET,
    LOG_REQUESTS: 'false',
    EMBEDDED_BACKEND_URL: BACKEND_URL,
    EMBEDDED_TEST_HOOKS: 'true',
    // Each shopper has an address of its own (X-Forwarded-For through nginx): the auth limit is
    // the real one, per shopper; writes and certifications are raised for the busiest shoppers.
    RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT),
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    CERTIFICATION_SENDS_PER_CLIENT_PER_DAY: '100000',
    V2_API_URL: `${BACKEND_URL}/v2`,
    BFF_API_URL: `${BACKEND_URL}/bff`,
    COMMUNITY_API_URL: `${BACKEND_URL}/community`,
    SEARCH_API_URL: `${BACKEND_URL}/search`,
    REVIEW_API_URL: `${BACKEND_URL}/review`,
    CONNECT_API_URL: `${BACKEND_URL}/connect`,
    KAKAO_TOKEN_URL: `${BACKEND_URL}/oauth/kakao/token`,
    NAVER_TOKEN_URL: `${BACKEND_URL}/oauth/naver/token`,
    APPLE_TOKEN_URL: `${BACKEND_URL}/oauth/apple/token`,
  }
  delete env.DATABASE_URL
  return env
}

function startNode(index: number, redisUrl: string): Proc {
  const port = NODE_PORTS[index] as number
  return start(`node ${index + 1} (:${port})`, process.execPath, ['build/server.js'], nodeEnv(port, redisUrl))
}

/**
 * nginx in the foreground (daemon off) with a config of its own under .cache/load-cluster. Only a
 * connection that failed or timed out moves a request to the other node, and never a POST that was
 * already sent (non_idempotent is not set): a payment approval is never replayed on the second node.
 */
function startNginx(binary: string): Proc {
  const prefix = path.join(CACHE, 'nginx')
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir), { recursive: true })
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const config = `# generated by load/cluster.ts
${isRoot ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  client_max_body_size 26m;
  # Open-source nginx has no active health checks (max_fails is passive): the run starts nginx
  # once every node's /readyz answers 200 and times a restarted node's return by it (decision 061).
  upstream shop {
${NODE_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 32;
    # Below the nodes' 65 s (server/http-server.ts): nginx lets an idle connection go first.
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
  const file = path.join(CACHE, 'nginx.conf')
  writeFileSync(file, config)
  return start('nginx', binary, ['-c', file, '-p', prefix], process.env)
}

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: pgUrl(pgPort()) })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return pgUrl(pgPort(), name)
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgUrl(pgPort()) })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
  } finally {
    await admin.end()
  }
}

type Burst = { statuses: number[]; upstreams: Map<string, number>; firstRefused: number | null }

/**
 * Sign-in attempts from one client address through nginx (which alternates the nodes), one more
 * than the limit allows plus a few: with the limit shared in Redis the attempt after the limit is
 * refused (429) whichever node answers it; with a limit per node it would not be.
 */
async function signInBurst(address: string): Promise<Burst> {
  const statuses: number[] = []
  const upstreams = new Map<string, number>()
  for (let attempt = 0; attempt < AUTH_LIMIT + 4; attempt++) {
    const answer = await fetch(`${ORIGIN}/auth/signin/email`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'x-forwarded-for': address },
      body: new URLSearchParams({ email: `burst-${attempt}@petshop.test`, password: 'wrong-password-1' }),
    })
    await answer.arrayBuffer()
    statuses.push(answer.status)
    const upstream = answer.headers.get('x-upstream') ?? '?'
    upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1)
  }
  const index = statuses.indexOf(429)
  return { statuses, upstreams, firstRefused: index === -1 ? null : index + 1 }
}

async function main() {
  const timeout = setTimeout(() => {
    console.error(`위반 violation: the run did not finish within ${TIMEOUT_S} s; stopping everything`)
    process.exitCode = 1
    void stopAll().finally(() => process.exit(1))
  }, TIMEOUT_S * 1000)
  timeout.unref()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping every process the run started`)
      void stopAll()
        .then(() => dropRunDatabase())
        .finally(() => process.exit(130))
    })
  }

  const nginxBinary = ensureNginx()
  await ensurePostgres()
  const redisBase = await ensureRedis()
  const redisUrl = `${redisBase}/${REDIS_DB}`
  const redis = createClient({ url: redisUrl })
  await redis.connect()
  await redis.flushDb()
  await redis.quit()

  const runTag = Date.now().toString(36)
  const dbName = `load_cluster_${runTag}`
  const databaseUrl = await freshDatabase(dbName)
  dropRunDatabase = () => dropDatabase(dbName).catch((error: unknown) => console.error(`dropping ${dbName}: ${String(error)}`))
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petshop-load-cluster-'))
  console.log(
    `부하 테스트 load:cluster: ${SHOPPERS} shoppers, ${SECONDS} s, nginx on ${ORIGIN} → nodes :${NODE_PORTS.join(', :')} (${WORKERS} workers each), backend ${BACKEND_URL} on ${databaseUrl}, Redis ${redisUrl}`,
  )
  let keep = process.env.LOAD_KEEP_DATA === 'true'
  try {
    const backendEnv: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(BACKEND_PORT),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      EMBEDDED_TEST_HOOKS: 'true',
    }
    const backend = start('backend', process.execPath, ['--import', 'tsx', 'backend/main.ts'], backendEnv)
    await waitFor(`${BACKEND_URL}/`, backend, 120_000, true)
    const nodes = [startNode(0, redisUrl), startNode(1, redisUrl)]
    await Promise.all(nodes.map((node, index) => waitFor(`http://127.0.0.1:${NODE_PORTS[index]}/readyz`, node)))
    const nginx = startNginx(nginxBinary)
    await waitFor(`${ORIGIN}/healthz`, nginx, 15_000)
    console.log(
      `  backend (pid ${backend.child.pid}), nodes (pids ${nodes.map((n) => n.child.pid).join(', ')}), nginx (pid ${nginx.child.pid}) ready`,
    )

    // The sign-in burst first, while the counters are fresh: one address, both nodes, one limit.
    const burst = await signInBurst(`10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`)

    // Every sample is stamped with the time its answer (or its failure) came.
    const stats = new Stats()
    const ledger = new Ledger()
    const unexpectedAt = stampTimes(stats, ledger.unexpected)

    // The kill: a third into shopping, node 1's primary and its workers (its process group) get
    // SIGKILL; two seconds later it is started again.
    const window = { from: 0, to: 0, restartSeconds: 0 }
    let killing: Promise<void> | undefined
    const onShopping = (shoppingStarted: number) => {
      killing = aThirdIn(shoppingStarted, SECONDS).then(async () => {
        const victim = nodes[0] as Proc
        window.from = Date.now()
        console.log(
          `  ${Math.round((window.from - shoppingStarted) / 1000)} s: SIGKILL to node 1's process group (pid ${victim.child.pid})`,
        )
        signalGroup(victim, 'SIGKILL')
        await victim.exited
        await new Promise((resolve) => setTimeout(resolve, 2_000))
        const again = startNode(0, redisUrl)
        nodes[0] = again
        await waitFor(`http://127.0.0.1:${NODE_PORTS[0]}/readyz`, again)
        window.to = Date.now() + WINDOW_GRACE_MS
        window.restartSeconds = (Date.now() - window.from) / 1000
        console.log(`  node 1 answers again (pid ${again.child.pid}) ${window.restartSeconds.toFixed(1)} s after the kill`)
      })
    }
    const result = await runScenario(
      {
        origin: ORIGIN,
        shoppers: SHOPPERS,
        seconds: SECONDS,
        thinkMs: THINK_MS,
        clientAddress: (index) => `10.${100 + Math.floor(index / 250)}.${index % 250}.${(Number.parseInt(runTag.slice(-3), 36) % 250) + 1}`,
        onShopping,
      },
      stats,
      ledger,
    )
    await killing

    // Everything drains on SIGTERM: nginx first, then the nodes, then the backend.
    const nginxExit = await stop(nginx)
    const nodeExits = await Promise.all(nodes.map((node) => stop(node)))
    const backendExit = await stop(backend)
    const { lost, elsewhere } = splitFailures(stats.samples, window)
    const unexpectedInWindow = ledger.unexpected.filter((_, i) => inWindow(window, unexpectedAt[i]))
    const unexpectedElsewhere = ledger.unexpected.filter((_, i) => !inWindow(window, unexpectedAt[i]))

    const db = await openDb({ databaseUrl })
    // Ten minutes on: an approval the shop never confirmed has lapsed by then (the services sweep
    // every minute). Only a 결제 승인 whose answer the kill cut may have left one.
    const approvesCut = lost.filter((s) => s.method === 'POST' && s.path === '/pay/checkout').length
    const lapsed = await lapseUnconfirmedApprovals(db, new Date(Date.now() + APPROVAL_TTL_MS + 1_000))
    const rows = await readRows(db, `load-${result.runId}-`, [...ledger.scarce.keys()]).finally(() => db.close())
    const verdict = verify(ledger, rows)

    const burstOk =
      burst.firstRefused === AUTH_LIMIT + 1 && burst.statuses.slice(AUTH_LIMIT).every((s) => s === 429) && burst.upstreams.size >= 2
    const violations = [
      ...verdict.violations,
      ...(lapsed > approvesCut
        ? [`${lapsed} approvals were never confirmed, but only ${approvesCut} 결제 승인 answers were cut in the kill window`]
        : []),
      ...elsewhere.map(
        (s) => `${s.status || 'no answer'} on ${s.method} ${s.path} (${s.step}) outside the kill window${s.error ? `: ${s.error}` : ''}`,
      ),
      ...unexpectedElsewhere.map((u) => `unexpected: ${u}`),
      ...(window.from === 0 ? ['the node was never killed'] : []),
      ...(burstOk
        ? []
        : [
            `sign-in burst: expected ${AUTH_LIMIT} answers then 429 from both nodes, got ${burst.statuses.join(' ')} from ${[...burst.upstreams.keys()].join(', ')}`,
          ]),
      ...(nginxExit === 0 ? [] : [`nginx exited with ${nginxExit}`]),
      ...nodeExits.flatMap((code, index) => (code === 0 ? [] : [`node ${index + 1} exited with ${code} after SIGTERM`])),
      ...(backendExit === 0 ? [] : [`the backend exited with ${backendExit} after SIGTERM`]),
    ]
    const { signupSeconds, elapsed, shopping, loadCpu } = result
    const lostList = failureList(stats.histogram(lost))
    const clusterRows: Array<[string, string | number]> = [
      ['구성 setup', `nginx → 2 nodes × ${WORKERS} workers, Redis, backend on PostgreSQL`],
      [
        '노드 종료 node killed (SIGKILL) → answers again',
        `${window.restartSeconds.toFixed(1)} s (window counted to ${WINDOW_GRACE_MS / 1000} s after)`,
      ],
      [
        '결제 승인 만료 approvals never confirmed (lapse after 10 min; only a cut 결제 승인 may leave one)',
        `${lapsed} (결제 승인 cut in the window: ${approvesCut})`,
      ],
      ['종료 구간 손실 requests lost in the kill window', `${lost.length}${lostList ? ` (${lostList})` : ''}`],
      ['종료 구간 중단된 방문 visits cut in the kill window', unexpectedInWindow.length],
      ['구간 밖 실패 failures outside the window', elsewhere.length],
      [
        `로그인 한도 sign-in burst (limit ${AUTH_LIMIT}, one address)`,
        `first 429 at attempt ${burst.firstRefused ?? '-'} of ${burst.statuses.length}; nodes ${[...burst.upstreams].map(([u, n]) => `${u}×${n}`).join(' ')}`,
      ],
    ]
    const figures = figuresTable({
      shoppers: SHOPPERS,
      seconds: SECONDS,
      signupSeconds,
      elapsed,
      shopping,
      loadCpu,
      stats,
      ledger,
      verdict,
      violations: violations.length,
    })
    console.log(`\n${figures}\n${clusterRows.map(([name, value]) => `| ${name} | ${value} |`).join('\n')}\n`)
    console.log(`${stepTable([...stats.bySteps(), stats.all()])}\n`)
    console.log(`${outcomesTable(ledger)}\n`)
    if (lost.length > 0)
      console.log(
        `lost in the kill window:\n${lost.map((s) => `  ${s.status || 'no answer'} ${s.method} ${s.path} (${s.step})${s.error ? ` ${s.error}` : ''}`).join('\n')}\n`,
      )
    if (unexpectedInWindow.length > 0)
      console.log(`visits cut in the kill window:\n${unexpectedInWindow.map((u) => `  ${u}`).join('\n')}\n`)
    for (const proc of [...nodes, backend, nginx]) {
      if (proc.errors.length > 0)
        console.log(`${proc.name} stderr (${proc.errors.length} lines, last 10):\n${proc.errors.slice(-10).join('\n')}\n`)
    }
    if (violations.length > 0) {
      console.error(`위반 violations (${violations.length}):\n${violations.slice(0, 50).join('\n')}`)
      process.exitCode = 1
      keep ||= process.env.LOAD_KEEP_DATA !== 'false'
    } else {
      console.log(
        `위반 없음: every confirmed member, order and post exists exactly once, nothing else; ${moneyLine(verdict)}; requests failed only with the killed node; one sign-in limit across both nodes.`,
      )
    }
  } finally {
    await stopAll()
    if (keep) console.log(`kept: database ${databaseUrl}`)
    else await dropRunDatabase()
    await rm(dataDir, { recursive: true, force: true })
    clearTimeout(timeout)
  }
}

await main()
