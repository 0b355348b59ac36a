import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'e2e-session-secret-not-for-production', LOG_REQUESTS: 'false', DATA_DIR: 'memory://', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return { child, output: () => output }
}

test('a malformed environment variable stops start-up with a message naming it', async () => {
  const { child, output } = startServer({ PORT: 'eighty' })
  const [code] = await once(child, 'exit')
  expect(code).toBe(1)
  expect(output()).toContain('PORT')
  expect(output()).toContain('Invalid environment variables')
})

test('production refuses to start without SESSION_SECRET', async () => {
  const { child, output } = startServer({ SESSION_SECRET: '' })
  const [code] = await once(child, 'exit')
  expect(code).toBe(1)
  expect(output()).toContain('SESSION_SECRET')
})

test('SIGTERM finishes the request in flight, then the process exits cleanly', async ({ request }) => {
  const { child, output } = startServer({ PORT: String(PORT) })
  await expect
    .poll(async () => (await request.get(`http://127.0.0.1:${PORT}/healthz`).catch(() => null))?.status(), { timeout: 60_000 })
    .toBe(200)
  const inFlight = request.get(`http://127.0.0.1:${PORT}/main/tab/2`)
  await new Promise((resolve) => setTimeout(resolve, 20))
  child.kill('SIGTERM')
  expect((await inFlight).status()).toBe(200)
  const [code] = await once(child, 'exit')
  expect(code).toBe(0)
  expect(output()).toContain('SIGTERM received')
})

test('a POST answered without its body being read leaves the kept-alive connection usable for the next request', async ({ request }) => {
  // A guest's post to a member's page is sent to sign in before the form is read; Node used to
  // reset the connection under the next request when 150 kB of body were left on it.
  for (let i = 0; i < 3; i++) {
    const big = await request.post('/coupon-download', { form: { couponTemplateId: 'x'.repeat(150_000) }, maxRedirects: 0 })
    expect(big.status()).toBe(302)
    const next = await request.post('/healthz', { form: { a: '1' } })
    expect(next.status()).toBe(405)
  }
})
