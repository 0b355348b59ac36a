/**
 * The Express host of the shop (ARCHITECTURE.md): compression, static files, security headers,
 * rate limits, request logging, graceful shutdown. Starts the embedded backend when no backend
 * URL is configured, so `npm start` on a fresh machine is a working shop.
 */
import { randomBytes } from 'node:crypto'
import { watch } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type ServerBuild, broadcastDevReady, createRequestHandler } from '@remix-run/node'
import compression from 'compression'
import { parse as parseCookies, serialize as serializeCookie } from 'cookie'
import express, { type RequestHandler } from 'express'
import morgan from 'morgan'
import { type Env, EnvError, SERVICES, SERVICE_ENV, parseEnv } from './app/config.server'
import { isCrawler } from './app/domain/crawler'
import { publicThirdParty, thirdPartyCsp } from './app/domain/third-party'
import { DEVICE_COOKIE } from './app/session/cookies.server'
import { deviceIdFromCookies, newDevice } from './app/session/device-id.server'
import { SESSION_EXPIRED_HEADER, renewExpiringSession } from './app/session/renew-cookie.server'
import { type RunningBackend, startBackend } from './backend/index'
import { MSG } from './app/domain/messages'
import { declaredBodyLimit } from './server/body-limits'
import { remixHandler } from './server/remix-handler'
import { closeSharedState, sharedState } from './app/shared/redis.server'
import { allowedMethods, isAuthWrite, rateLimitPerMinute, refuseErrors, sameOriginWrites, securityHeaders } from './server/security'

const ROOT = process.cwd()
const BUILD_PATH = path.join(ROOT, 'build', 'index.js')

function readEnv(): Env {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/**
 * The embedded stand-ins (backend, OAuth and payment pages, test hooks) run in development, tests
 * and a SHOP_DEMO=true shop only; a production shop has every real service (parseEnv refuses to
 * start otherwise).
 */
const standInsAllowed = (env: Env) => env.NODE_ENV !== 'production' || env.SHOP_DEMO === 'true'

/** Starts the embedded backend for every service whose URL is unset, and points the clients at it. */
async function ensureBackends(env: Env): Promise<RunningBackend | null> {
  const missing = SERVICES.filter((service) => !env[SERVICE_ENV[service]])
  if (missing.length === 0 || !standInsAllowed(env)) return null
  const backend = await startBackend({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    log: env.NODE_ENV === 'development',
    testHooks: env.EMBEDDED_TEST_HOOKS === 'true',
  })
  for (const service of missing) process.env[SERVICE_ENV[service]] = `${backend.url}/${service}`
  // The stand-in social providers: their pages are mounted on the shop's origin (/oauth), their
  // token endpoints answer on the backend's own address.
  for (const provider of ['KAKAO', 'NAVER', 'APPLE'] as const) {
    const key = `${provider}_TOKEN_URL` as const
    if (!env[key]) process.env[key] = `${backend.url}/oauth/${provider.toLowerCase()}/token`
  }
  console.log(`embedded backend on ${backend.url} for ${missing.join(', ')}`)
  return backend
}

/**
 * Every browser gets a device id (spec §3 mobileDeviceId) before the app sees the request.
 * Crawlers do not: they keep no cookies, so each visit would mint a new device (and a new set of
 * experiments), and a page without Set-Cookie stays cacheable for them.
 */
function deviceId(secure: boolean): RequestHandler {
  return (req, res, next) => {
    // Only an id this server signed counts; a chosen, forged or `default` id is replaced like a missing one.
    if (deviceIdFromCookies(req.headers.cookie) || isCrawler(req.get('user-agent'))) return next()
    const { cookieValue } = newDevice()
    res.append(
      'Set-Cookie',
      serializeCookie(DEVICE_COOKIE, cookieValue, { path: '/', maxAge: 2 * 365 * 24 * 3600, sameSite: 'lax', httpOnly: true, secure }),
    )
    const others = (req.headers.cookie ?? '')
      .split(';')
      .filter((pair) => pair.trim() && pair.split('=')[0]?.trim() !== DEVICE_COOKIE)
      .map((pair) => pair.trim())
    req.headers.cookie = [...others, `${DEVICE_COOKIE}=${cookieValue}`].join('; ')
    next()
  }
}

/** A session near its expiry is refreshed once, before any loader runs (spec §4). */
const renewSession: RequestHandler = (req, res, next) => {
  delete req.headers[SESSION_EXPIRED_HEADER]
  renewExpiringSession(req.headers.cookie, req.get('user-agent') ?? '')
    .then((renewed) => {
      if (renewed) {
        req.headers.cookie = renewed.cookieHeader
        res.append('Set-Cookie', renewed.setCookie)
        if (renewed.expired) req.headers[SESSION_EXPIRED_HEADER] = '1'
      }
      next()
    })
    .catch(next)
}

/**
 * Apple sends the shopper back with a cross-site form POST (`response_mode=form_post`). The host
 * refuses every cross-site write (`sameOriginWrites`, mounted after this), so the POST is turned into
 * the same GET callback Kakao and Naver use; the state check and the code exchange happen there.
 */
const appleFormPost: RequestHandler = (req, res) => {
  const body = (req.body ?? {}) as Record<string, unknown>
  const params = new URLSearchParams()
  for (const key of ['code', 'state', 'error']) {
    const value = body[key]
    if (typeof value === 'string' && value.length <= 2048) params.set(key, value)
  }
  res.redirect(303, `/auth/signin/callback/apple?${params}`)
}

/**
 * Remix reads a request's body only when an action asks for it, and its reader pauses the request
 * when nobody pulls. A POST answered without reading its body (a guest sent to sign in, a 405, a
 * refusal before the form) left the rest of the body on the kept-alive connection, and Node reset
 * that connection under the client's next request. What nobody read is drained once the answer
 * is out, as Node does itself for handlers that ignore a body.
 */
const drainUnreadBody: RequestHandler = (req, res, next) => {
  res.on('finish', () => {
    // A body refused as too large is not read on: its connection closes (server/body-limits.ts).
    if (req.complete || req.destroyed || res.locals.bodyRefused) return
    req.removeAllListeners('data')
    req.resume()
  })
  next()
}

/**
 * Test-only doors into the embedded backend (EMBEDDED_TEST_HOOKS=true, never in production): the
 * SMS outbox, forcing a token to expire, changing a member's status.
 */
function testHooks(backend: RunningBackend): express.Router {
  const router = express.Router()
  const forward = (target: string): RequestHandler => async (req, res) => {
    const query = new URLSearchParams(req.query as Record<string, string>).toString()
    const answer = await fetch(`${backend.url}${target}${query ? `?${query}` : ''}`, {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body: req.method === 'POST' ? JSON.stringify(req.body) : undefined,
    })
    res.status(answer.status).type('json').send(await answer.text())
  }
  // JSON is read for the hooks' own posts only: other /__test paths (the caches-clear route of the
  // Remix app) reach the app with their bodies untouched, however broken.
  const body = express.json({ limit: '64kb' })
  router.get('/sms-outbox', forward('/connect/sms/outbox'))
  router.post('/tokens/expire', body, forward('/v2/test/tokens/expire'))
  router.post('/users/status', body, forward('/v2/test/users/status'))
  router.post('/orders/status', body, forward('/v2/test/orders/status'))
  router.post('/products/stock', body, forward('/v2/test/products/stock'))
  router.post('/faults/next', body, forward('/v2/test/faults/next'))
  // Row counts of the tables posts write to: the fuzzing spec's "nothing stored".
  router.get('/db/counts', forward('/v2/test/db/counts'))
  // What an app does natively before it hands its session to the web view (bridge UPDATE_SESSION).
  router.post('/app-login', body, forward('/v2/auth/login'))

  return router
}

async function loadBuild(): Promise<ServerBuild> {
  // The query defeats Node's module cache so development picks up every rebuild.
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`)
}

async function createApp(env: Env, backend: RunningBackend | null) {
  const isProduction = env.NODE_ENV === 'production'
  const demo = env.SHOP_DEMO === 'true'
  const app = express()
  app.disable('x-powered-by')
  // The client's address (rate limits, logs): only TRUST_PROXY's proxies may name it; none by default.
  app.set('trust proxy', env.TRUST_PROXY)
  app.use(drainUnreadBody)
  app.use(allowedMethods)
  app.use(compression())

  // Fingerprinted build assets never change; other public files may, so they are cached briefly.
  app.use('/build', express.static(path.join(ROOT, 'public', 'build'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(path.join(ROOT, 'public'), { maxAge: '1h' }))
  if (backend && standInsAllowed(env)) {
    app.use('/cdn', backend.cdn)
    app.use('/oauth', backend.oauth)
    // The payment stand-in's pages, on the shop's origin like a payment company's window would open.
    app.use('/pay', backend.pay)
    // Community pictures and videos, re-encoded by the service, and the pre-signed upload target.
    app.use('/community-media', backend.communityMedia)
    if (env.EMBEDDED_TEST_HOOKS === 'true') {
      console.warn('EMBEDDED_TEST_HOOKS=true: /__test/* is open (SMS outbox, token expiry, member status). Never in production.')
      app.use('/__test', testHooks(backend))
    }
  }

  if (env.LOG_REQUESTS === 'true') app.use(morgan(isProduction ? 'combined' : 'dev'))
  app.use(securityHeaders(isProduction, thirdPartyCsp(publicThirdParty(env))))
  // With REDIS_URL every shop process counts in one place (decision 022); without it, each its own.
  const shared = sharedState()
  app.use(
    // Reads are cheap and cached; the limit guards writes (sign-in, posts, orders).
    rateLimitPerMinute(env.RATE_LIMIT_WRITES_PER_MINUTE, (req) => req.method === 'GET' || req.method === 'HEAD', { name: 'writes', shared }),
  )
  // Sign-in, sign-up, account finding, certification and logout, however the path is spelled: a
  // tighter limit against abuse.
  app.use(rateLimitPerMinute(env.RATE_LIMIT_AUTH_PER_MINUTE, (req) => !isAuthWrite(req), { name: 'auth', shared }))
  app.use(declaredBodyLimit)
  app.post('/auth/signin/callback/apple', express.urlencoded({ extended: false, limit: '16kb' }), appleFormPost)
  // After Apple's callback, the one cross-site POST the shop expects. Origins are compared with
  // PUBLIC_URL; a development or demo shop on loopback answers as localhost and 127.0.0.1 alike.
  app.use(sameOriginWrites(env.PUBLIC_URL, !isProduction || demo))
  app.use(deviceId(isProduction))
  app.use(renewSession)

  let build = await loadBuild()
  // Under `remix dev` (npm run dev), pick up each rebuild and tell the dev server we are ready.
  if (process.env.REMIX_DEV_ORIGIN) {
    let timer: NodeJS.Timeout | undefined
    watch(path.dirname(BUILD_PATH), () => {
      clearTimeout(timer)
      timer = setTimeout(async () => {
        build = await loadBuild()
        broadcastDevReady(build)
      }, 100)
    })
  }
  app.all(
    '*',
    remixHandler({
      handle: createRequestHandler(async () => build, env.NODE_ENV),
      publicUrl: env.PUBLIC_URL,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        // As express computed it from the host's proxy setting; V2 gets it as X-Client-Ip.
        clientIp: req.ip,
        // Loaders that renew a session mid-request add its cookie to whatever response goes out.
        appendSetCookie: (value: string) => {
          if (!res.headersSent) res.append('Set-Cookie', value)
        },
      }),
    }),
  )
  app.use(refuseErrors)
  return { app, build: () => build }
}

async function main() {
  const env = readEnv()
  // Development may run without SESSION_SECRET (production may not). The host and the Remix
  // build each hold a copy of app/session, and both must sign and verify with one secret (device
  // ids, the session cookie), so the host draws it once and hands it to both through the environment.
  if (!env.SESSION_SECRET) process.env.SESSION_SECRET = randomBytes(32).toString('hex')
  if (env.SHOP_DEMO === 'true') {
    console.warn(`SHOP_DEMO=true: a demo shop on ${env.PUBLIC_URL}; unset services are the embedded stand-ins (anyone can sign in as anyone, payments are not charged). Never for real shoppers.`)
  }
  const backend = await ensureBackends(env)
  if (env.REDIS_URL) console.log(`shared state (rate limits, refresh lock, cache invalidations) in Redis at ${sharedState()?.where}`)
  const { app, build } = await createApp(env, backend)
  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    console.log(`펫샵 ready on http://localhost:${port} (${env.PUBLIC_URL})`)
    if (process.env.REMIX_DEV_ORIGIN) broadcastDevReady(build())
  })

  // CONNECT never reaches Express (Node hands over the socket): it gets the same Korean 405.
  server.on('connect', (_req, socket) => {
    const body = Buffer.from(MSG.edge.methodNotAllowed)
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    )
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received: finishing open requests`)
    // Requests in flight finish; a stuck one does not keep the process alive past 10 s.
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(async () => {
      await backend?.close()
      await closeSharedState()
      process.exit(0)
    })
    // Keep-alive connections that finish their last response go at once, not at their timeout.
    setInterval(() => server.closeIdleConnections(), 200).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

await main()
