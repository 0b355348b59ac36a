import { type ChildProcess, spawn } from 'node:child_process'

/** The shop's SESSION_SECRET in the bench: it also signs the bench's known device id. */
export const BENCH_SESSION_SECRET = 'bench-secret-not-for-production'

/** The shop's embedded backend, as its start-up line names it: where it listens, and its process (for its CPU time). */
export type EmbeddedBackend = { url: string; pid: number }

/** The start-up line of server/embedded-services.ts: `embedded backend (pid N) on URL for …`. */
export function embeddedBackend(output: string): EmbeddedBackend | null {
  const found = /embedded backend \(pid (\d+)\) on (http:\/\/[^\s"]+)/.exec(output)
  return found ? { pid: Number(found[1]), url: found[2] as string } : null
}

/**
 * The built shop as `npm start` runs it (a primary, its workers, the embedded backend as its own
 * process with a fresh in-memory database) in production mode on loopback. `workers` is its
 * WEB_CONCURRENCY; unset, one per core. `env` overrides the rest (MICRO_CACHE_SECONDS=0: every page
 * rendered; SEED_SCALE=10: a seed that takes minutes, hence `startMs`).
 */
export async function startShop(
  port: number,
  workers?: number,
  env: Record<string, string> = {},
  startMs = 60_000,
): Promise<{ base: string; stop: () => Promise<void>; backend: EmbeddedBackend | null }> {
  const base = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The embedded backend and stand-ins under a production build: a demo shop.
      SHOP_DEMO: 'true',
      PUBLIC_URL: base,
      DATA_DIR: 'memory://',
      LOG_REQUESTS: 'false',
      BENCH_ROUTES: 'true',
      SESSION_SECRET: BENCH_SESSION_SECRET,
      // The load comes from one address; the limits are verified by the tests, not here.
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      WEB_CONCURRENCY: workers === undefined ? '' : String(workers),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // The primary says ready once every worker listens (the first one answers before).
  let output = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    return exited
  }
  const deadline = Date.now() + startMs
  while (Date.now() < deadline) {
    try {
      if (output.includes('펫샵 ready') && (await fetch(`${base}/healthz`)).ok) return { base, stop, backend: embeddedBackend(output) }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`the shop did not start within ${Math.round(startMs / 1000)} s`)
}
