/**
 * One shop process serving requests: a cluster worker under `npm start`, or the only process under
 * `npm run dev`. Drains on the primary's word, on SIGTERM/SIGINT, or when its primary is gone.
 */
import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { errorText, log } from '../app/shared/log'
import { closeSharedState } from '../app/shared/redis.server'
import { createApp } from './app'
import type { WorkerMessage } from './cluster'
import type { Env } from './env'
import { drainer, listen } from './http-server'
import { followPrimary } from './node-status'

export async function serve(env: Env, options: { onDrained?: () => Promise<void> } = {}): Promise<Server> {
  const { draining, drain, closeWhenDraining } = drainer()
  followPrimary()
  const { app, build } = await createApp(env, closeWhenDraining)
  const server = await listen(app, env.PORT, env.HOST).catch((error: unknown) => {
    log.error(`cannot listen on ${env.HOST}:${env.PORT}`, { error: errorText(error) })
    process.exit(1)
  })
  build.ready()

  const stop = (reason: string) => {
    if (draining()) return
    // A worker's primary says it for the whole shop.
    if (!cluster.isWorker) log.info(`${reason}: finishing open requests`)
    void drain(server)
      .then(() => closeSharedState())
      .then(() => options.onDrained?.())
      .finally(() => process.exit(0))
  }
  process.on('SIGTERM', () => stop('SIGTERM received'))
  process.on('SIGINT', () => stop('SIGINT received'))
  process.on('message', (message: WorkerMessage) => {
    if (message?.type === 'drain') stop('drain')
  })
  // The primary is gone (killed hard): nobody hands out connections any more.
  process.on('disconnect', () => stop('primary gone'))
  return server
}
