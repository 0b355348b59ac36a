import autocannon from 'autocannon'

export type Throughput = { connections: number; rps: number; p50: number; p95: number; p99: number; failed: number }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round((sorted[index] ?? 0) * 10) / 10
}

/**
 * Server-side rendering under `connections` concurrent clients for `seconds`. Every response's
 * time is kept (autocannon's own percentiles skip p95), and any non-2xx or socket error counts
 * as failed.
 */
export async function throughput(base: string, path: string, connections: number, seconds: number, cookie: string): Promise<Throughput> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${base}${path}`, connections, duration: seconds, headers: { cookie } }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time))
  })
  latencies.sort((a, b) => a - b)
  return {
    connections,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: result.non2xx + result.errors + result.timeouts,
  }
}
