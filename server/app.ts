/**
 * The shop's Express app, composed of the host's modules: compression, static files, the
 * stand-ins' pages (demo/development), security headers, rate limits, body limits, the
 * cross-site write guard, then the Remix app. The host knows nothing of sessions: devices and
 * session renewal are the app's (app/session/request-start.server.ts, decision 021).
 */
import { createRequestHandler } from '@remix-run/node'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { publicThirdParty, thirdPartyCsp } from '../app/domain/third-party'
import { sharedState } from '../app/shared/redis.server'
import { declaredBodyLimit } from './body-limits'
import { standInPages } from './embedded-services'
import { type Env, standInsAllowed } from './env'
import { hostHooks } from './host-hooks'
import { whileBackendAway } from './maintenance'
import { metricsOnShopPort, requestMetrics } from './metrics'
import { emptyOnWrites, MicroCache } from './micro-cache'
import { readyz } from './readiness'
import { remixBuild, underRemixDev } from './remix-build'
import { remixHandler } from './remix-handler'
import { assignRequestId, requestLogger } from './request-id'
import { allowedMethods, isAuthWrite, rateLimitPerMinute, refuseErrors, sameOriginWrites, securityHeaders } from './security'
import { staticFiles } from './static-files'
import { testHooks } from './test-hooks'

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

/** `closeWhenDraining` of server/http-server.ts: while draining, every answer closes its connection. */
export async function createApp(env: Env, closeWhenDraining: RequestHandler) {
  const isProduction = env.NODE_ENV === 'production'
  const demo = env.SHOP_DEMO === 'true'
  const build = await remixBuild()
  const app = express()
  app.disable('x-powered-by')
  // The client's address (rate limits, logs): only TRUST_PROXY's proxies may name it; none by default.
  app.set('trust proxy', env.TRUST_PROXY)
  // First: every answer, even a refusal, carries the id its log lines carry (decision 062).
  app.use(assignRequestId)
  // The operator's scrape, before anything counts or limits it; shoppers get the 404 page (decision 062).
  app.use(metricsOnShopPort(env.METRICS_TOKEN))
  app.use(requestMetrics(() => build.current().routes))
  app.use(closeWhenDraining)
  app.use(drainUnreadBody)
  app.use(allowedMethods)
  app.use(compression())
  app.use(staticFiles(process.cwd()))
  // Readiness, then the maintenance answer while this node's backend is away (decision 061).
  app.get('/readyz', readyz(env))
  app.use(whileBackendAway())
  // Not under `remix dev`: a rebuilt page must show at once.
  const pages = new MicroCache({ ttlMs: underRemixDev() ? 0 : env.MICRO_CACHE_SECONDS * 1000 })
  // Before the test doors: a stock change or an order's new status empties it as a form's POST does.
  app.use(emptyOnWrites(pages))
  const backendUrl = env.EMBEDDED_BACKEND_URL
  if (backendUrl && standInsAllowed(env)) {
    app.use(standInPages(backendUrl))
    if (env.EMBEDDED_TEST_HOOKS === 'true') app.use('/__test', testHooks(backendUrl))
  }

  if (env.LOG_REQUESTS === 'true') app.use(requestLogger(isProduction))
  app.use(
    securityHeaders(
      isProduction,
      thirdPartyCsp(publicThirdParty(env), [env.KAKAO_AUTHORIZE_URL, env.NAVER_AUTHORIZE_URL, env.APPLE_AUTHORIZE_URL]),
    ),
  )
  // With REDIS_URL every shop process counts in one place (decision 022); without it, each its own.
  const shared = sharedState()
  app.use(
    // Reads are cheap and cached; the limit guards writes (sign-in, posts, orders).
    rateLimitPerMinute(env.RATE_LIMIT_WRITES_PER_MINUTE, (req) => req.method === 'GET' || req.method === 'HEAD', {
      name: 'writes',
      shared,
    }),
  )
  // Sign-in, sign-up, account finding, certification and logout, however the path is spelled: a
  // tighter limit against abuse.
  app.use(rateLimitPerMinute(env.RATE_LIMIT_AUTH_PER_MINUTE, (req) => !isAuthWrite(req), { name: 'auth', shared }))
  app.use(declaredBodyLimit)
  app.post('/auth/signin/callback/apple', express.urlencoded({ extended: false, limit: '16kb' }), appleFormPost)
  // After Apple's callback, the one cross-site POST the shop expects. Origins are compared with
  // PUBLIC_URL; a development or demo shop on loopback answers as localhost and 127.0.0.1 alike.
  app.use(sameOriginWrites(env.PUBLIC_URL, !isProduction || demo))

  app.all(
    '*',
    remixHandler({
      // A build passed as an object gets its routes and static handler made once; a function
      // (only under `remix dev`, which swaps the build) makes them again on every request.
      handle: createRequestHandler(underRemixDev() ? async () => build.current() : build.current(), env.NODE_ENV),
      publicUrl: env.PUBLIC_URL,
      // The app says which requests are a guest's shareable page, and under which key; asked of the
      // current build, which `remix dev` swaps.
      shared: { cache: pages, key: (request, load) => hostHooks(build.current().entry.module).sharedPageKey(request, load) },
      // One object per request, handed to the key and then to Remix: the app keys its
      // once-per-request work on it (decision 021).
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        // As express computed it from the host's proxy setting; V2 gets it as X-Client-Ip.
        clientIp: req.ip,
        // Sent on every backend call of the request and tagged on its reports (decision 062).
        requestId: res.locals.requestId as string,
        // The app's cookies decided mid-request (a new device, a renewed session) go out with
        // whatever response is sent.
        appendSetCookie: (value: string) => {
          if (!res.headersSent) res.append('Set-Cookie', value)
        },
      }),
    }),
  )
  app.use(refuseErrors)
  return { app, build }
}
