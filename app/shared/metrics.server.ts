/**
 * What an operator watches (decision 062), in one prom-client registry per process: requests per
 * route, backend calls per service and outcome, the micro-cache, the rate limits' refusals, and
 * prom-client's default process metrics (event-loop lag, memory, CPU, GC). Labels are bounded:
 * route ids, service names, catalogue codes, never a raw URL or anything a shopper typed.
 * Under the cluster the primary adds every worker's registry up (server/metrics.ts).
 */
import cluster from 'node:cluster'
import { AggregatorRegistry, Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/** Seconds; from a kept page (about a millisecond) to the 10 s deadline of a backend call. */
const BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // A worker answers its primary's scrape with this registry: prom-client listens for the
  // primary's question once an AggregatorRegistry exists in the worker.
  AggregatorRegistry.setRegistries(registry)
  if (cluster.isWorker) new AggregatorRegistry()
  const registers = [registry]
  return {
    registry,
    requests: new Counter({
      name: 'shop_http_requests_total',
      help: 'Requests the shop answered, by route (the Remix route id, "static" or "unmatched"), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from a request reaching the shop to its answer finished, by route and method.',
      labelNames: ['route', 'method'] as const,
      buckets: BUCKETS,
      registers,
    }),
    backendSeconds: new Histogram({
      name: 'shop_backend_call_duration_seconds',
      help: 'Calls to the platform services by service and outcome ("ok", "cancelled" or the error catalogue code); _count counts the calls.',
      labelNames: ['service', 'outcome'] as const,
      buckets: BUCKETS,
      registers,
    }),
    microCache: new Counter({
      name: 'shop_micro_cache_lookups_total',
      help: "Guests' shareable pages looked up in the host's micro-cache, by result (hit, miss).",
      labelNames: ['result'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'shop_rate_limit_refusals_total',
      help: "Requests refused with 429 by the host's rate limits, by limit (writes, auth).",
      labelNames: ['limit'] as const,
      registers,
    }),
  }
}

/**
 * The process's one set, on `globalThis`: the host (build/server.js) and the Remix build
 * (build/index.js) each load this module, and both must count into the registry the host serves.
 */
const GLOBAL_KEY = Symbol.for('petshop.metrics')
type Metrics = ReturnType<typeof createMetrics>
const holder = globalThis as { [GLOBAL_KEY]?: Metrics }
const metrics: Metrics = holder[GLOBAL_KEY] ?? createMetrics()
holder[GLOBAL_KEY] = metrics

/** This process's registry: what a scrape of it, or the primary's sum over the workers, reads. */
export const metricsRegistry = metrics.registry

/** Only the methods the host serves; anything else (refused with 405) is one label. */
const methodLabel = (method: string) => (method === 'GET' || method === 'HEAD' || method === 'POST' ? method : 'other')

export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const label = methodLabel(method)
  metrics.requests.inc({ route, method: label, status: String(status) })
  metrics.requestSeconds.observe({ route, method: label }, seconds)
}

export function observeBackendCall(service: string, outcome: string, seconds: number): void {
  metrics.backendSeconds.observe({ service, outcome }, seconds)
}

export function countMicroCacheLookup(result: 'hit' | 'miss'): void {
  metrics.microCache.inc({ result })
}

export function countRateLimitRefusal(limit: string): void {
  metrics.rateLimitRefusals.inc({ limit })
}
