import { z } from 'zod'
import data from './dictionary.json'
import { compact } from './normalize'

/**
 * The synonym and colloquial-name dictionary (dictionary.json, data only): what shoppers type
 * (멍멍이, 똥봉투, 츄르) mapped to the catalogue's word (강아지, 배변봉투, 짜 먹는 간식).
 * Keys are compared compacted, as a search word is.
 */
const Dictionary = z.object({ about: z.string(), synonyms: z.record(z.string().min(1), z.string().min(1)) })

/** compact(colloquial) → the catalogue's word as shown. */
export const SYNONYMS: ReadonlyMap<string, string> = new Map(
  Object.entries(Dictionary.parse(data).synonyms).map(([colloquial, word]) => [compact(colloquial), word]),
)
