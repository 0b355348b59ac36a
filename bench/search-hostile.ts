/**
 * Hostile words (docs/search.md "Hostile words"): words nobody would search and somebody will send,
 * each asked 12 times with a different suffix so that no kept ranking or count answers it, on the
 * three sides, every fourth with a price filter that leaves nothing, one at a time on loopback. The
 * p95 must stay under 200 ms, and no answer may be a 5xx (a 400 with a Korean message is fine).
 */
export const HOSTILE_P95_MS = 200

const HOSTILE_WORDS: readonly string[] = [
  '강아지사료'.repeat(24),
  'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ'.repeat(14).slice(0, 200),
  '연어 사료 '.repeat(40),
  '          ',
  '!@#$%^&*()_+-=[]{}|;:,.<>?/~`',
  '🐶🐱🦴🐾💩🧸',
  '고양이cat강아지dog사료food',
  "' or 1=1 --",
  "사료'; drop table products; --",
  ['.*+?^$', '{}()|[]\\'].join(''),
  '%_%_%',
  '사료\u0000간식',
  'ㅂ',
  'ㅂㅂㅍㄷㅅㄹㄱㅅㄷㄱㅊㄹㅋㅌㅍ',
  '추천 인기 좋은 최고',
  'ㅋㅋㅋㅋㅋㅋㅋㅋ',
  'SELECT * FROM products',
  '\\x00\\n\\r',
]
const SUFFIXES = 12
const SIDES = ['0', '1', '2'] as const

export type HostileFigures = { requests: number; p50: number; p95: number; max: number; refused: number; failed: number }

export function hostilePaths(): string[] {
  const paths: string[] = []
  let n = 0
  for (const word of HOSTILE_WORDS)
    for (let i = 0; i < SUFFIXES; i++) {
      const query = new URLSearchParams({ word: `${word}${i}`, productGroup1Id: SIDES[i % SIDES.length] as string })
      if (n++ % 4 === 3) query.set('maxPrice', '1')
      paths.push(`/search/products?${query}`)
    }
  return paths
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** Every hostile search once against the service at `base` (its origin), one after another. */
export async function measureHostile(base: string): Promise<HostileFigures> {
  const times: number[] = []
  let refused = 0
  let failed = 0
  for (const path of hostilePaths()) {
    const start = performance.now()
    const response = await fetch(`${base}${path}`)
    await response.arrayBuffer()
    times.push(performance.now() - start)
    if (response.status === 400) refused++
    else if (response.status !== 200) failed++
  }
  times.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 10) / 10
  return { requests: times.length, p50: round(at(times, 50)), p95: round(at(times, 95)), max: round(at(times, 100)), refused, failed }
}

export function hostileLine(figures: HostileFigures): string {
  return `hostile words: ${figures.requests} searches one at a time, p50 ${figures.p50} ms, p95 ${figures.p95} ms (budget ≤ ${HOSTILE_P95_MS} ms), max ${figures.max} ms; ${figures.refused} refused with 400, ${figures.failed} otherwise failed`
}

export function hostileMisses(figures: HostileFigures): string[] {
  return [
    ...(figures.p95 > HOSTILE_P95_MS ? [`search hostile words p95 ${figures.p95} ms > ${HOSTILE_P95_MS} ms`] : []),
    ...(figures.failed > 0 ? [`search hostile words: ${figures.failed} answered neither 200 nor 400`] : []),
  ]
}
