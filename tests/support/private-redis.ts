import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { pingRedis } from '../../scripts/ensure-redis.mjs'

/** The unit run's shared Redis (tests/support/redis-global-setup.ts). */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL
  if (!url) throw new Error('TEST_REDIS_URL is unset: run through vitest.config.ts, whose global setup starts Redis')
  return url
}

/** A name no other test (or other checkout sharing the test Redis) uses. */
export const uniqueName = (label: string) => `${label}-${randomBytes(6).toString('hex')}`

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(what)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * A Redis of the test's own (Debian's redis-server, installed by the global setup), on a free
 * loopback port, in the foreground, so the test can stop it by its PID and start it again on the
 * same port: Redis going away and coming back under a running shop.
 */
export async function privateRedis() {
  const port = await freePort()
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    await until(() => pingRedis(port, 200) as Promise<boolean>, `redis-server did not answer on ${port}`)
  }
  const stop = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
    child = null
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, port, start, stop }
}
