/**
 * Every Playwright worker has shops of its own (tests/e2e/servers.ts starts them before the run):
 * worker slot N listens from E2E_PORT + 100 N. Playwright sets TEST_PARALLEL_INDEX in each worker
 * (the same slot for a worker that replaces a failed one); the runner itself is slot 0.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100)
const SLOT_STRIDE = 100

export function slotPorts(slot: number) {
  const shop = E2E_BASE_PORT + slot * SLOT_STRIDE
  return {
    /** The demo shop on the embedded stand-ins, with test hooks (the `baseURL`). */
    shop,
    /** A true production configuration whose every backend is down. */
    broken: shop + 1,
    /** The embedded backend behind the fault proxy (tests/fault-proxy). */
    faultProxy: shop + 2,
    /** A shop whose services are the fault proxy's. */
    faultShop: shop + 3,
    /** Shops a spec starts and stops itself (server.spec.ts +50, cluster.spec.ts +60). */
    own: (offset: number) => shop + offset,
  }
}

export const SLOT = Math.max(0, Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0)
export const PORTS = slotPorts(SLOT)
export const SHOP = `http://127.0.0.1:${PORTS.shop}`
export const BROKEN = `http://127.0.0.1:${PORTS.broken}`
