import { type ChildProcess, spawn } from 'node:child_process'

/** The shop's SESSION_SECRET in the bench: it also signs the bench's known device id. */
export const BENCH_SESSION_SECRET = 'bench-secret-not-for-production'

/** The built shop in production mode on loopback, with a fresh in-memory embedded backend. */
export async function startShop(port: number): Promise<{ base: string; stop: () => void }> {
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => child.kill('SIGTERM')
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error('the shop did not start within 60 s')
}
