/**
 * The bench's search section (docs/search.md): the relevance set's precision@3 and zero-result rate
 * (overall and per kind of query), what one search costs and the hostile words' p95 (≤ 200 ms), on an embedded backend of its own (in
 * memory, the deterministic seed), started after the shop has stopped so the figures are not shared
 * with the page loads.
 */
import { startBackend } from '../backend/index'
import { costLine, measureSearchCost, type SearchCost } from './search-cost'
import { type HostileFigures, hostileLine, hostileMisses, measureHostile } from './search-hostile'
import { type Figures, measureRelevance, PRECISION_TARGET, type QueryKind, relevanceLines, ZERO_RESULT_TARGET } from './search-relevance'

export type SearchSection = {
  precision: number
  target: number
  zeroResultRate: number
  zeroResultTarget: number
  queries: number
  byKind: (Figures & { kind: QueryKind })[]
  cost: SearchCost
  hostile: HostileFigures
  lines: string[]
}

export async function searchSection(): Promise<SearchSection> {
  const backend = await startBackend({ dataDir: 'memory://', log: false })
  try {
    const base = `${backend.url}/search`
    const relevance = await measureRelevance(base)
    const cost = await measureSearchCost(base)
    const hostile = await measureHostile(backend.url)
    return {
      precision: relevance.precision,
      target: PRECISION_TARGET,
      zeroResultRate: relevance.zeroResultRate,
      zeroResultTarget: ZERO_RESULT_TARGET,
      queries: relevance.queries,
      byKind: relevance.byKind,
      cost,
      hostile,
      lines: ['## Search', '', ...relevanceLines(relevance), costLine(cost), hostileLine(hostile)],
    }
  } finally {
    await backend.close()
  }
}

/** A budget line for each relevance figure on the wrong side of its target. */
export function searchMisses(section: SearchSection): string[] {
  return [
    ...(section.precision < section.target ? [`search precision@3 ${section.precision.toFixed(3)} < ${section.target}`] : []),
    ...(section.zeroResultRate > section.zeroResultTarget
      ? [`search zero-result rate ${section.zeroResultRate.toFixed(3)} > ${section.zeroResultTarget}`]
      : []),
    ...hostileMisses(section.hostile),
  ]
}
