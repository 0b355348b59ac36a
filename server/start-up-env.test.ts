import { spawn } from 'node:child_process'
import { expect, test } from 'vitest'
import { listeningOn } from './env'

/** Starts the host as `npm run dev` does (tsx), with `env` over a clean development environment. */
function startHost(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', PORT: '0', DATA_DIR: 'memory://', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

test('a malformed REDIS_URL stops start-up with a message naming the variable', async () => {
  const { code, stderr } = await startHost({ REDIS_URL: 'localhost:6379' })
  expect(code).toBe(1)
  expect(stderr).toMatch(/Invalid environment variables:\n\s+REDIS_URL: a redis:\/\/ or rediss:\/\/ URL/)
}, 40_000)

test('the start-up line says who can reach the shop', () => {
  expect(listeningOn('127.0.0.1')).toContain('127.0.0.1 only')
  expect(listeningOn('127.0.0.1')).toContain('HOST=0.0.0.0')
  expect(listeningOn('::1')).toContain('only')
  expect(listeningOn('0.0.0.0')).toContain('every network interface')
  expect(listeningOn('10.0.0.5')).toBe('listening on 10.0.0.5 (HOST=10.0.0.5)')
})
