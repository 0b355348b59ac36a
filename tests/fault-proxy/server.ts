/**
 * The fault proxy for tests/e2e/backend-faults.spec.ts: the embedded backend (fresh in-memory
 * database) behind a proxy that can make any one service down, slow, erroring, or answering
 * nonsense. Playwright starts it as a web server; a second shop points every service URL here.
 *
 *   node --import tsx tests/fault-proxy/server.ts    (PORT, FAULT_SLOW_MS)
 */
import { startBackend } from '../../backend/index'
import { FaultBoard } from './faults'
import { createFaultProxy } from './proxy'

const port = Number(process.env.PORT ?? 3102)
// Two seconds past §9's 10 s timeout, so the shop always gives up first; the browser suite sets it
// past its fault shop's shorter BACKEND_TIMEOUT_MS (tests/e2e/helpers/faults.ts).
const slowMs = Number(process.env.FAULT_SLOW_MS ?? 12_000)

const backend = await startBackend({ dataDir: 'memory://', testHooks: true })
const server = createFaultProxy({ target: backend.url, board: new FaultBoard(), slowMs })
server.listen(port, '127.0.0.1', () => console.log(`fault proxy on http://127.0.0.1:${port} → ${backend.url}`))

function stop() {
  server.close()
  // Held `slow` requests would otherwise keep the process up for their full hold.
  server.closeAllConnections()
  void backend.close().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
