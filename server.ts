/**
 * The Express host of the shop (docs/architecture.md, "2. Processes"; decision 021). Composes server/:
 *
 *   env.ts                 the validated environment, worker count, shared development secret
 *   cluster.ts             the primary: WEB_CONCURRENCY workers, replacement, SIGHUP rolling restart, SIGTERM
 *   embedded-services.ts   the embedded backend as its own process, its pages proxied (proxy.ts),
 *                          started again when it exits (backend-supervisor.ts; node-status.ts tells the workers)
 *   worker.ts, app.ts      one serving process and its Express app; http-server.ts listens and drains
 *   security.ts, body-limits.ts, static-files.ts, test-hooks.ts, remix-build.ts, remix-handler.ts
 *
 * `npm start` (node build/server.js): a primary that starts the embedded services when a service
 * URL is unset, then forks the workers. `npm run dev` (remix dev): one process, no cluster.
 */
import cluster from 'node:cluster'
import { errorText, log } from './app/shared/log'
import { runPrimary } from './server/cluster'
import { startEmbeddedServices } from './server/embedded-services'
import { listeningOn, readEnv, shareDevelopmentSecret, workerCount } from './server/env'
import { startNodeMetrics } from './server/metrics'
import { nodeStatus, setNodeStatus, tellWorkers } from './server/node-status'
import { underRemixDev } from './server/remix-build'
import { serve } from './server/worker'

const env = readEnv()

if (cluster.isWorker) {
  await serve(env)
} else {
  shareDevelopmentSecret(env)
  if (env.SHOP_DEMO === 'true') {
    log.warn(
      `SHOP_DEMO=true: a demo shop on ${env.PUBLIC_URL}; unset services are the embedded stand-ins (anyone can sign in as anyone, payments are not charged). Never for real shoppers.`,
    )
  }
  if (env.EMBEDDED_TEST_HOOKS === 'true') {
    log.warn('EMBEDDED_TEST_HOOKS=true: /__test/* is open (SMS outbox, token expiry, member status). Never in production.')
  }
  // What this node needs in order to serve, for /readyz and the maintenance answer (decision 061).
  let workersStatus: ReturnType<typeof tellWorkers> | undefined
  const services = await startEmbeddedServices(env, (backend) => {
    setNodeStatus({ backend })
    workersStatus?.backend(backend)
  }).catch((error: unknown) => {
    log.error('the embedded services did not start', { error: errorText(error) })
    process.exit(1)
  })
  if (env.REDIS_URL) {
    const where = new URL(env.REDIS_URL)
    log.info(
      `shared state (rate limits, refresh lock, cache invalidations) in Redis at ${where.host}${where.pathname === '/' ? '' : where.pathname}`,
    )
  }
  // The workers (and this process under remix dev) read the services' URLs set just now.
  const served = readEnv()
  const stop = async () => services?.stop()
  // The operator's /metrics (decision 062): on METRICS_PORT, and the workers' scrapes summed here.
  await startNodeMetrics({ port: env.METRICS_PORT, clustered: !underRemixDev() }).catch((error: unknown) => {
    log.error(`cannot serve metrics on 127.0.0.1:${env.METRICS_PORT}`, { error: errorText(error) })
    process.exit(1)
  })
  if (services) setNodeStatus({ backend: 'up' })
  const ready = () => log.info(`펫샵 ready on http://localhost:${env.PORT} (${env.PUBLIC_URL}); ${listeningOn(env.HOST)}`)
  if (underRemixDev()) {
    await serve(served, { onDrained: stop })
    ready()
  } else {
    const workers = workerCount(env)
    log.info(`starting ${workers} worker${workers === 1 ? '' : 's'} (WEB_CONCURRENCY)`)
    workersStatus = tellWorkers({ backend: nodeStatus().backend, wanted: workers })
    runPrimary({
      workers,
      ready: () => {
        workersStatus?.started()
        ready()
      },
      stop,
    })
  }
}
