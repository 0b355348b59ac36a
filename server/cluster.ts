/**
 * The primary of a clustered shop (node:cluster, decision 021): forks WEB_CONCURRENCY workers that
 * share the port (the primary accepts and hands connections round-robin), replaces a worker that
 * dies, replaces them one at a time on SIGHUP (the next only once the new one listens: no failed
 * request), and on SIGTERM/SIGINT has every worker drain before it stops the embedded services.
 */
import cluster, { type Worker } from 'node:cluster'
import { ClusterMemoryStorePrimary } from '@express-rate-limit/cluster-memory-store'
import { errorText, log } from '../app/shared/log'

/** What the primary tells a worker. */
export type WorkerMessage = { type: 'drain' }

type Options = {
  workers: number
  /** Said once every first worker listens. */
  ready: () => void
  /** After the last worker exited on shutdown (the embedded services). */
  stop: () => Promise<void>
}

/** A shutdown that takes longer than this exits with 1 (workers drain within 9 s). */
const SHUTDOWN_LIMIT_MS = 10_000

export function runPrimary({ workers: count, ready, stop }: Options): void {
  /** Workers told to drain: their exit is expected. */
  const retiring = new Set<Worker>()
  /** Workers that got as far as listening: only those are replaced when they die. */
  const listened = new WeakSet<Worker>()
  let shuttingDown = false
  let restarting = false
  // The rate limits' counters of every worker of this host (server/rate-limit-store.ts): one
  // limit per client address however many workers share the port, and kept across a worker's replacement.
  new ClusterMemoryStorePrimary().init()

  const drain = (worker: Worker) => {
    retiring.add(worker)
    if (worker.isConnected()) worker.send({ type: 'drain' } satisfies WorkerMessage)
  }

  /** A new worker, resolved once it listens; rejected when it exits first. */
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork()
      const onExit = (code: number | null) => reject(new Error(`worker ${worker.process.pid} exited with ${code} before listening`))
      worker.once('exit', onExit)
      worker.once('listening', () => {
        listened.add(worker)
        worker.off('exit', onExit)
        resolve(worker)
      })
    })

  const live = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker) && !retiring.has(worker as Worker))

  cluster.on('exit', (worker, code, signal) => {
    if (retiring.delete(worker) || shuttingDown || !listened.has(worker)) return
    // A worker that crashes is replaced; one that cannot even start stops the shop (fork rejects).
    log.error(`worker ${worker.process.pid} died (${signal ?? `exit ${code}`}): starting a replacement`)
    fork().then(
      (replacement) => log.info(`worker ${replacement.process.pid} replaced ${worker.process.pid}`),
      (error: unknown) => {
        log.error('a worker did not start', { error: errorText(error) })
        void shutdown('a worker that does not start', 1)
      },
    )
  })

  /** SIGHUP: every worker replaced, one at a time; the old one drains once its successor listens. */
  async function rollingRestart() {
    if (restarting || shuttingDown) return
    restarting = true
    const old = live()
    log.info(`SIGHUP received: replacing ${old.length} workers one at a time`)
    try {
      for (const worker of old) {
        if (shuttingDown) break
        const replacement = await fork()
        drain(worker)
        log.info(`worker ${replacement.process.pid} listening; worker ${worker.process.pid} draining`)
      }
      log.info('rolling restart done')
    } catch (error) {
      log.error('rolling restart stopped', { error: errorText(error) })
    } finally {
      restarting = false
    }
  }

  async function shutdown(reason: string, exitCode = 0) {
    if (shuttingDown) return
    shuttingDown = true
    log.info(`${reason}: finishing open requests`)
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref()
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker))
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve()
            worker.once('exit', () => resolve())
            drain(worker)
          }),
      ),
    )
    await stop().catch((error: unknown) => log.error('stopping the embedded services failed', { error: errorText(error) }))
    process.exit(exitCode)
  }

  process.on('SIGTERM', () => void shutdown('SIGTERM received'))
  process.on('SIGINT', () => void shutdown('SIGINT received'))
  process.on('SIGHUP', () => void rollingRestart())

  Promise.all(Array.from({ length: count }, fork)).then(
    () => ready(),
    (error: unknown) => {
      log.error('start-up failed', { error: errorText(error) })
      void shutdown('start-up failed', 1)
    },
  )
}
