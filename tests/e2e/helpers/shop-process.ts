import { type ChildProcess, spawn } from 'node:child_process'
import { E2E_SESSION_SECRET } from './device'

export type ShopProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/**
 * The built shop (`node build/server.js`) as its own process in production mode, a demo on the
 * embedded stand-ins unless `env` says otherwise; everything it prints is kept for assertions.
 */
export function spawnShop(env: Record<string, string>): ShopProcess {
  let output = ''
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SHOP_DEMO: 'true',
      SESSION_SECRET: E2E_SESSION_SECRET,
      LOG_REQUESTS: 'false',
      DATA_DIR: 'memory://',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}
