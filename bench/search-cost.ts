/**
 * What one search costs on the embedded backend: the median time of `GET /search/products` and
 * `GET /search/suggest` over HTTP on loopback, for a mix of queries, after a warm-up. A report,
 * never a test: `node --import tsx bench/search-cost.ts` alone, and a section of `npm run bench`.
 */
import { startBackend } from '../backend/index'

/** Plain words, spacing variants, initial consonants, the English layout, typos, nicknames, misses. */
export const COST_QUERIES: readonly { word: string; group: 0 | 1 | 2 }[] = [
  { word: '사료', group: 1 },
  { word: '연어 사료', group: 1 },
  { word: '연어사료', group: 1 },
  { word: '강아지사료', group: 1 },
  { word: '두부모래', group: 1 },
  { word: 'ㅂㅂㅍㄷ', group: 1 },
  { word: 'qoqusvoem', group: 1 },
  { word: '배변페드', group: 1 },
  { word: '똥봉투', group: 1 },
  { word: 'zzqqxx', group: 1 },
]

export type SearchCost = { runs: number; productsMedianMs: number; suggestMedianMs: number }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function timed(url: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return performance.now() - start
}

/**
 * Medians over `rounds` passes of every query (one at a time, so they measure work, not
 * queueing), on the search service at `searchUrl` (e.g. http://127.0.0.1:4000/search).
 */
export async function measureSearchCost(searchUrl: string, rounds = 20): Promise<SearchCost> {
  const url = (path: string, word: string, group: number) =>
    `${searchUrl}/${path}?${new URLSearchParams({ word, productGroup1Id: String(group) })}`
  for (const { word, group } of COST_QUERIES) for (let i = 0; i < 3; i++) await timed(url('products', word, group))
  const products: number[] = []
  const suggest: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const { word, group } of COST_QUERIES) {
      products.push(await timed(url('products', word, group)))
      suggest.push(await timed(url('suggest', word, group)))
    }
  }
  return { runs: products.length, productsMedianMs: median(products), suggestMedianMs: median(suggest) }
}

export function costLine(cost: SearchCost): string {
  return `search cost over ${cost.runs} runs: products median ${cost.productsMedianMs.toFixed(1)} ms, suggest median ${cost.suggestMedianMs.toFixed(1)} ms`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const backend = await startBackend({ dataDir: 'memory://', log: false })
  try {
    console.log(costLine(await measureSearchCost(`${backend.url}/search`, Number(process.env.SEARCH_COST_ROUNDS ?? 20))))
  } finally {
    await backend.close()
  }
}
