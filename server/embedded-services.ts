/**
 * The embedded stand-ins of the platform's services (backend/) in their own process, one for the
 * whole shop: started before the workers, stopped after them (decision 021). The workers reach it
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

/**
 * Starts the backend process when a service URL is unset and stand-ins are allowed, and points
 * every client (this process's environment, which the workers inherit) at it. Null otherwise.
 */
export async function startEmbeddedServices(env: Env): Promise<EmbeddedServices | null> {
  const missing = SERVICES.filter((service) => !env[SERVICE_ENV[service]])
  if (missing.length === 0 || !standInsAllowed(env)) return null
  const child: ChildProcess = fork(backendEntry(), [], {
    env: {
      ...process.env,
      EMBEDDED_DATA_DIR: env.DATA_DIR,
      EMBEDDED_DATABASE_URL: env.DATABASE_URL ?? '',
      EMBEDDED_LOG: String(env.NODE_ENV === 'development'),
      EMBEDDED_TEST_HOOKS: env.EMBEDDED_TEST_HOOKS,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string; message?: string }) => {
      if (message?.type === 'ready' && message.url) resolve(message.url)
      if (message?.type === 'failed') reject(new Error(`the embedded backend did not start: ${message.message}`))
    })
    child.once('exit', (code) => reject(new Error(`the embedded backend exited with ${code} before it was ready`)))
  })
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

  process.env.EMBEDDED_BACKEND_URL = url
  for (const service of missing) process.env[SERVICE_ENV[service]] = `${url}/${service}`
  // The stand-in social providers: their pages are proxied on the shop's origin (/oauth), their
  // token endpoints answer on the backend's own address.
  for (const provider of ['KAKAO', 'NAVER', 'APPLE'] as const) {
    const key = `${provider}_TOKEN_URL` as const
    if (!env[key]) process.env[key] = `${url}/oauth/${provider.toLowerCase()}/token`
  }
  log.info(`embedded backend (pid ${child.pid}) on ${url} for ${missing.join(', ')}`)

  let stopping: Promise<void> | undefined
  return {
    url,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.connected) child.send({ type: 'stop' })
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(force)
      })()
      return stopping
    },
  }
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
