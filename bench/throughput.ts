import autocannon from 'autocannon'
import { BROWSER_ACCEPT_ENCODING } from './raw-page'

export type Throughput = {
  connections: number
  rps: number
  p50: number
  p95: number
  p99: number
  failed: number
  /** The shop worker's CPU per request over the run (user + system), when it was measured. */
  cpuMs?: number
  /** Responses over the run (every status). */
  requests?: number
}

/** The CPU time so far of the one worker answering (`/__bench/cpu`, BENCH_ROUTES), in µs. */
async function workerCpu(base: string): Promise<number> {
  const answer = (await (await fetch(`${base}/__bench/cpu`)).json()) as { micros: number }
  return answer.micros
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round((sorted[index] ?? 0) * 10) / 10
}

/**
 * Server-side rendering under `connections` concurrent clients for `seconds`, each asking as a
 * browser does (its Accept-Encoding: compression is part of the cost). Every response's time is
 * kept (autocannon's own percentiles skip p95), and any non-2xx or socket error counts as failed.
 * `cpu` (the shop, one worker): the worker's CPU milliseconds per request over the run. Several
 * paths are asked for in turn by every connection (a mix of searches).
 */
export async function throughput(
  base: string,
  path: string | readonly string[],
  connections: number,
  seconds: number,
  cookie: string,
  cpu = false,
): Promise<Throughput> {
  const latencies: number[] = []
  const cpuBefore = cpu ? await workerCpu(base) : 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const headers = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING }
    const first = typeof path === 'string' ? path : (path[0] ?? '/')
    const requests = typeof path === 'string' ? {} : { requests: path.map((p) => ({ method: 'GET' as const, path: p })) }
    const instance = autocannon({ url: `${base}${first}`, ...requests, connections, duration: seconds, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time))
  })
  const cpuMicros = cpu ? (await workerCpu(base)) - cpuBefore : 0
  latencies.sort((a, b) => a - b)
  return {
    ...(cpu && result.requests.total > 0 ? { cpuMs: Math.round((cpuMicros / 1000 / result.requests.total) * 100) / 100 } : {}),
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: result.non2xx + result.errors + result.timeouts,
  }
}
