import { startBackend } from './index'

/**
 * Standalone start: `tsx backend/main.ts` with PORT (4000), DATA_DIR (./data) and DATABASE_URL.
 * EMBEDDED_TEST_HOOKS=true opens /__test (the SMS outbox, stock): for `npm run load:cluster` on
 * loopback only, never for a backend anyone else reaches.
 */
const port = Number(process.env.PORT ?? 4000)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`)
  process.exit(1)
}

const backend = await startBackend({
  port,
  dataDir: process.env.DATA_DIR || './data',
  databaseUrl: process.env.DATABASE_URL || undefined,
  log: true,
  testHooks: process.env.EMBEDDED_TEST_HOOKS === 'true',
})
console.log(`backend ready at ${backend.url}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
