import { z } from 'zod'
import data from './dictionary.json'
import { compact } from './normalize'

/**
 * How shoppers ask, kept as data (dictionary.json, one file to review; decision 025): what they
 * type for what the catalogue calls it (멍멍이 → 강아지, 노견 → 시니어 · 노령견 · 7세 이상,
 * harness → 하네스, 말티즈 → 소형견), the filler words a query can do without (추천, 인기), the
 * particles and suffixes a word can lose (실내견용 → 실내견), how units are written (2키로 → 2kg)
 * and which ages are which life stage. Keys are compared compacted, as a search word is.
 */

const Meaning = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)])
const Age = z.object({ from: z.number().int().min(0), to: z.number().int().min(0), words: z.array(z.string().min(1)).min(1) })
export const DictionarySchema = z.object({
  about: z.string(),
  fillers: z.array(z.string().min(1)),
  suffixes: z.array(z.string().min(1)),
  units: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
  ages: z.array(Age),
  /** Sections (kinds, english, lifeStages, health, …) of what is typed → the catalogue's word or words. */
  words: z.record(z.string(), z.record(z.string().min(1), Meaning)),
})

export type Age = z.infer<typeof Age>

const dictionary = DictionarySchema.parse(data)

const list = (meaning: string | readonly string[]): readonly string[] => (typeof meaning === 'string' ? [meaning] : meaning)
const longestFirst = (words: Iterable<string>) => [...words].sort((a, b) => [...b].length - [...a].length)

/** compact(what is typed) → the catalogue's words as shown, the first the one shown for it. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(dictionary.words).flatMap((section) =>
    Object.entries(section).map(([typed, meaning]) => [compact(typed), list(meaning)] as const),
  ),
)

/** What the query analyser (analyse.ts) reads words with. */
export type WordRules = {
  /** Compact filler words, set aside from a query (추천, 인기), longest first. */
  fillers: ReadonlySet<string>
  /** Compact particles and suffixes, longest first (전용 before 용). */
  suffixes: readonly string[]
  /** compact way of writing a unit (키로) → the catalogue's unit (kg), longest first. */
  units: ReadonlyMap<string, string>
  /** Ages in years and the life stage words each means. */
  ages: readonly Age[]
}

export const WORD_RULES: WordRules = {
  fillers: new Set(longestFirst(dictionary.fillers.map(compact))),
  suffixes: longestFirst(dictionary.suffixes.map(compact)),
  units: new Map(
    longestFirst(Object.values(dictionary.units).flat().map(compact)).map((written) => [
      written,
      Object.entries(dictionary.units).find(([, ways]) => ways.some((w) => compact(w) === written))?.[0] as string,
    ]),
  ),
  ages: dictionary.ages,
}
