/**
 * The embedded backend as its own process, started by the shop (server/embedded-services.ts) with
 * `child_process.fork`: `build/backend.js` in a built shop, this file under `npm run dev`. Options
 * come from the environment the shop passes; the URL goes back over the IPC channel once it listens.
 *
 * It stops when the shop says so (`{ type: 'stop' }`, after the shop's workers have drained) or
 * when the shop is gone (the channel closes). SIGINT and SIGTERM from a terminal reach the whole
 * process group: the backend leaves them to the shop, which stops it last.
 */
import { startBackend } from './index'

type Message = { type: 'ready'; url: string } | { type: 'failed'; message: string }
const tell = (message: Message) => process.send?.(message)

const backend = await startBackend({
  dataDir: process.env.EMBEDDED_DATA_DIR || './data',
  // The port it had before a restart (decision 061): the shop's workers know only that address.
  port: Number(process.env.EMBEDDED_PORT) || 0,
  databaseUrl: process.env.EMBEDDED_DATABASE_URL || undefined,
  log: process.env.EMBEDDED_LOG === 'true',
  // As the shop logs its own requests: LOG_REQUESTS comes down with the shop's environment.
  logRequests: process.env.LOG_REQUESTS !== 'false',
  testHooks: process.env.EMBEDDED_TEST_HOOKS === 'true',
}).catch((error: unknown) => {
  tell({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  process.exit(1)
})

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  backend.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[backend] closing failed', error)
      process.exit(1)
    },
  )
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Started on its own (no shop): the signal is for it.
    if (!process.connected) stop()
  })
}
process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stop') stop()
})
process.on('disconnect', stop)
tell({ type: 'ready', url: backend.url })
