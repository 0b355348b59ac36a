/**
 * The embedded stand-ins of the platform's services (backend/) in their own process, one for the
 * whole shop: started before the workers, stopped after them (decision 021), started again when it
 * exits (decision 061). The workers reach it
 * at EMBEDDED_BACKEND_URL and through the service URLs set here; the stand-ins' browser pages
 * (`/cdn`, `/oauth`, `/pay`, `/community-media`) are proxied to it on the shop's own origin.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import express from 'express'
import { SERVICE_ENV, SERVICES } from '../app/config.server'
import { log } from '../app/shared/log'
import { type BackendProcess, type BackendState, superviseBackend } from './backend-supervisor'
import { type Env, standInsAllowed } from './env'
import { proxyTo } from './proxy'

export type EmbeddedServices = { url: string; stop(): Promise<void> }

/** The built shop runs build/backend.js beside build/server.js; `npm run dev` (tsx) the source. */
function backendEntry(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const built = path.join(here, 'backend.js')
  if (!import.meta.url.endsWith('.ts') && existsSync(built)) return built
  return path.join(process.cwd(), 'backend', 'embedded-process.ts')
}

/** One backend process on `port` (0: any free port), resolved once it listens. */
function forkBackend(env: Env, port: number): Promise<BackendProcess> {
  const child: ChildProcess = fork(backendEntry(), [], {
    env: {
      ...process.env,
      EMBEDDED_DATA_DIR: env.DATA_DIR,
      EMBEDDED_DATABASE_URL: env.DATABASE_URL ?? '',
      EMBEDDED_LOG: String(env.NODE_ENV === 'development'),
      EMBEDDED_TEST_HOOKS: env.EMBEDDED_TEST_HOOKS,
      EMBEDDED_PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.connected) child.send({ type: 'stop' })
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(force)
    })()
    return stopping
  }
  return new Promise<BackendProcess>((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string; message?: string }) => {
      if (message?.type === 'ready' && message.url) resolve({ url: message.url, pid: child.pid, exited, stop })
      if (message?.type === 'failed') reject(new Error(`the embedded backend did not start: ${message.message}`))
    })
    child.once('exit', (code) => reject(new Error(`the embedded backend exited with ${code} before it was ready`)))
  })
}

/**
 * Starts the backend process when a service URL is unset and stand-ins are allowed, kept running by
 * the supervisor (decision 061), and points every client (this process's environment, which the
 * workers inherit) at it. Null otherwise.
 */
export async function startEmbeddedServices(env: Env, onChange?: (state: BackendState) => void): Promise<EmbeddedServices | null> {
  const missing = SERVICES.filter((service) => !env[SERVICE_ENV[service]])
  if (missing.length === 0 || !standInsAllowed(env)) return null
  const backend = await superviseBackend({ start: (port) => forkBackend(env, port), onChange })
  const { url } = backend

  process.env.EMBEDDED_BACKEND_URL = url
  for (const service of missing) process.env[SERVICE_ENV[service]] = `${url}/${service}`
  // The stand-in social providers: their pages are proxied on the shop's origin (/oauth), their
  // token endpoints answer on the backend's own address.
  for (const provider of ['KAKAO', 'NAVER', 'APPLE'] as const) {
    const key = `${provider}_TOKEN_URL` as const
    if (!env[key]) process.env[key] = `${url}/oauth/${provider.toLowerCase()}/token`
  }
  log.info(`embedded backend (pid ${backend.pid()}) on ${url} for ${missing.join(', ')}`, { backendPid: backend.pid() })
  return { url, stop: () => backend.stop() }
}

/**
 * The stand-ins' browser pages on the shop's origin, as a payment company's window or a provider's
 * consent page would open: the generated pictures, the Kakao/Naver/Apple pages, the payment
 * window, and community media with its pre-signed upload target. Demo and development only.
 */
export function standInPages(backendUrl: string): express.Router {
  const router = express.Router()
  const proxy = proxyTo(backendUrl)
  for (const mount of ['/cdn', '/oauth', '/pay', '/community-media']) router.use(mount, proxy)
  return router
}
