/**
 * The bench's search section (docs/search.md): the relevance set's precision@3 and what one search
 * costs, on an embedded backend of its own (in memory, the deterministic seed), started after the
 * shop has stopped so the figures are not shared with the page loads.
 */
import { startBackend } from '../backend/index'
import { costLine, measureSearchCost, type SearchCost } from './search-cost'
import { measureRelevance, PRECISION_TARGET, relevanceLines } from './search-relevance'

export type SearchSection = { precision: number; target: number; queries: number; cost: SearchCost; lines: string[] }

export async function searchSection(): Promise<SearchSection> {
  const backend = await startBackend({ dataDir: 'memory://', log: false })
  try {
    const base = `${backend.url}/search`
    const relevance = await measureRelevance(base)
    const cost = await measureSearchCost(base)
    return {
      precision: relevance.precision,
      target: PRECISION_TARGET,
      queries: relevance.queries.length,
      cost,
      lines: ['## Search', '', ...relevanceLines(relevance), costLine(cost)],
    }
  } finally {
    await backend.close()
  }
}

/** A budget line when precision@3 is under the target. */
export function searchMisses(section: SearchSection): string[] {
  return section.precision < section.target ? [`search precision@3 ${section.precision.toFixed(3)} < ${section.target}`] : []
}
