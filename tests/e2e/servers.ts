import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import type { FullConfig } from '@playwright/test'
import { FAULT_SLOW_MS, FAULT_TIMEOUT_MS } from './helpers/faults'
import { slotPorts } from './helpers/ports'

/**
 * The browser suite's servers, one set per Playwright worker (helpers/ports.ts), so the workers
 * never share a database, a rate limit count, a micro-cache or the fault proxy's switches. Each set:
 * the built shop as a demo on its embedded backend (a fresh in-memory database), a second shop in a
 * true production configuration whose backends are unreachable (spec §8's error screens), and a
 * third whose backends sit behind the fault proxy (tests/fault-proxy), which breaks one service
 * at a time on command (backend-faults.spec.ts). Started before the first test, stopped after the last.
 */
type Server = {
  /** Arguments to node. */
  command: string[]
  /** Answers 2xx once the server can be used. */
  url: string
  timeout: number
  env: Record<string, string>
  /** Its stderr is not shown: it meets broken backends on purpose. */
  quiet?: boolean
}

function serversOf(slot: number): Server[] {
  const ports = slotPorts(slot)
  const faultProxy = `http://127.0.0.1:${ports.faultProxy}`
  return [
    {
      command: ['build/server.js'],
      url: `http://127.0.0.1:${ports.shop}/healthz`,
      timeout: 120_000,
      env: {
        PORT: String(ports.shop),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        // A production build on the embedded stand-ins (OAuth, payment, SMS outbox): a demo shop.
        SHOP_DEMO: 'true',
        PUBLIC_URL: `http://127.0.0.1:${ports.shop}`,
        SESSION_SECRET: 'e2e-session-secret-not-for-production',
        DATA_DIR: 'memory://',
        LOG_REQUESTS: 'false',
        EMBEDDED_TEST_HOOKS: 'true',
        // One worker (decision 021): the specs' shop-side state lives in that process (the caches
        // /__test/caches/clear empties, the rate limits in memory without Redis); with two, a
        // clear or a count would reach one worker of two.
        WEB_CONCURRENCY: '1',
        // Every test signs in from 127.0.0.1; the limit itself is tested on the second shop.
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        RATE_LIMIT_WRITES_PER_MINUTE: '10000',
        // V2's daily certification keys per client address: every test shopper is 127.0.0.1.
        CERTIFICATION_SENDS_PER_CLIENT_PER_DAY: '1000000',
        // Keys of the two lazily loaded SDKs (tests/e2e/third-party.spec.ts plays their scripts).
        KAKAO_JS_KEY: 'e2e-kakao-key',
        CHANNEL_TALK_PLUGIN_KEY: 'e2e-channel-plugin',
      },
    },
    {
      command: ['build/server.js'],
      url: `http://127.0.0.1:${ports.broken}/healthz`,
      // Its backends are down on purpose: the errors it logs are the expected ones.
      quiet: true,
      timeout: 120_000,
      env: {
        PORT: String(ports.broken),
        HOST: '127.0.0.1',
        // A true production configuration (no demo, no stand-in, no test hook): every service is set.
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${ports.broken}`,
        SESSION_SECRET: 'e2e-session-secret-not-for-production',
        LOG_REQUESTS: 'false',
        // Its sign-in limit of 3 is counted in memory, per process: one worker.
        WEB_CONCURRENCY: '1',
        RATE_LIMIT_AUTH_PER_MINUTE: '3',
        // Port 9 (discard) refuses connections: every backend is down.
        V2_API_URL: 'http://127.0.0.1:9/v2',
        BFF_API_URL: 'http://127.0.0.1:9/bff',
        COMMUNITY_API_URL: 'http://127.0.0.1:9/community',
        SEARCH_API_URL: 'http://127.0.0.1:9/search',
        REVIEW_API_URL: 'http://127.0.0.1:9/review',
        CONNECT_API_URL: 'http://127.0.0.1:9/connect',
        KAKAO_TOKEN_URL: 'http://127.0.0.1:9/oauth/kakao/token',
        NAVER_TOKEN_URL: 'http://127.0.0.1:9/oauth/naver/token',
        APPLE_TOKEN_URL: 'http://127.0.0.1:9/oauth/apple/token',
      },
    },
    {
      // The embedded backend (its own in-memory database) behind the fault proxy.
      command: ['--import', 'tsx', 'tests/fault-proxy/server.ts'],
      url: `${faultProxy}/__faults`,
      timeout: 180_000,
      env: { PORT: String(ports.faultProxy), FAULT_SLOW_MS: String(FAULT_SLOW_MS) },
    },
    {
      // A shop that needs none of its backends to start, so it may come up before the proxy.
      command: ['build/server.js'],
      url: `http://127.0.0.1:${ports.faultShop}/healthz`,
      // It meets broken backends on purpose: the errors it logs are the expected ones.
      quiet: true,
      timeout: 120_000,
      env: {
        PORT: String(ports.faultShop),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        // Its services are the proxy's stand-ins and it opens a test hook: a demo shop.
        SHOP_DEMO: 'true',
        PUBLIC_URL: `http://127.0.0.1:${ports.faultShop}`,
        SESSION_SECRET: 'e2e-session-secret-not-for-production',
        LOG_REQUESTS: 'false',
        // Only for /__test/caches/clear: each case starts cold (the proxy owns the database).
        EMBEDDED_TEST_HOOKS: 'true',
        // Three web analytics kinds on, the others off (tests/e2e/tracking.spec.ts plays their SDKs).
        GA_MEASUREMENT_ID: 'G-E2E',
        META_PIXEL_ID: 'e2e-pixel',
        AMPLITUDE_API_KEY: 'e2e-amplitude',
        // The caches that clear empties are one process's.
        WEB_CONCURRENCY: '1',
        // A held (`slow`) call gives up after this instead of §9's 10 s (tests/e2e/helpers/faults.ts).
        BACKEND_TIMEOUT_MS: String(FAULT_TIMEOUT_MS),
        V2_API_URL: `${faultProxy}/v2`,
        BFF_API_URL: `${faultProxy}/bff`,
        COMMUNITY_API_URL: `${faultProxy}/community`,
        SEARCH_API_URL: `${faultProxy}/search`,
        REVIEW_API_URL: `${faultProxy}/review`,
        CONNECT_API_URL: `${faultProxy}/connect`,
        // Sign in with Apple against Apple itself, so its JS SDK is in play (tests/e2e/apple-sdk.spec.ts).
        APPLE_CLIENT_ID: 'e2e-apple-client',
        APPLE_AUTHORIZE_URL: 'https://appleid.apple.com/auth/authorize',
        APPLE_TOKEN_URL: `${faultProxy}/oauth/apple/token`,
      },
    },
  ]
}

async function ready(server: Server, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + server.timeout
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${server.command.join(' ')} on ${server.url} exited with ${child.exitCode}`)
    const answered = await fetch(server.url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${server.url} did not answer within ${server.timeout / 1000} s`)
}

function start(server: Server, slot: number): ChildProcess {
  const child = spawn(process.execPath, server.command, {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', server.quiet ? 'ignore' : 'pipe'],
  })
  const prefix = `[shop ${slot}:${new URL(server.url).port}] `
  const relay = (chunk: Buffer) => process.stdout.write(chunk.toString('utf8').replace(/^(?=.)/gm, prefix))
  child.stdout?.on('data', relay)
  child.stderr?.on('data', relay)
  return child
}

/** Playwright's global set-up: every worker's servers, ready; the function returned stops them. */
/**
 * Decision 051: the layout checks measure Hangul in a Korean font, as every phone has one; in
 * fallback glyphs of another width they pass where phones scroll sideways. Where fontconfig
 * answers (Linux) and knows no Korean font, the run stops and says how to get one.
 */
function requireKoreanFont() {
  let families: string
  try {
    families = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return
  }
  if (families.trim() === '') {
    throw new Error(
      'No Korean font for the browser: run `node scripts/ensure-chromium.mjs` (installs fonts-nanum) or `apt-get install fonts-nanum`',
    )
  }
}

export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  requireKoreanFont()
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
            setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
          }),
      ),
    )
  }
  try {
    const sets = Array.from({ length: config.workers }, (_, slot) => serversOf(slot).map((server) => ({ server, slot })))
    const all = sets.flat()
    for (const { server, slot } of all) children.push(start(server, slot))
    await Promise.all(all.map(({ server }, index) => ready(server, children[index] as ChildProcess)))
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
