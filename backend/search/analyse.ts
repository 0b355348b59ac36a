import type { WordRules } from './dictionary'
import { compact } from './normalize'

/**
 * A query as shoppers write it, made ready to be cut into the catalogue's words (resolve.ts):
 * filler words set aside (관절 영양제 추천 → 관절 영양제), particles and suffixes cut from a word
 * when what is left is a known word (실내견용 → 실내견, 고양이 전용 → 고양이), a number with its
 * unit read as the catalogue writes it (2 키로 → 2kg, 20개 → 20개입) and an age as a life stage
 * (7살 → 시니어 · 노령견 …). The rules are data (dictionary.json); what is a word is the catalogue's
 * business, asked through a Lexicon. Pure: no catalogue, no database.
 */

/** What the analyser asks of the catalogue, on compact texts. */
export type Lexicon = {
  /** A word of the catalogue or the dictionary as it is (실내견, 멍멍이). */
  isWord(text: string): boolean
  /** Read whole as catalogue or dictionary words, with no part or unknown piece (강아지사료). */
  knows(text: string): boolean
}

/** A word left out of the search, as the shopper typed it (the page says ‘추천’은 빼고 찾았어요). */
export type SetAside = { typed: string; reason: 'filler' }

/** A term the analyser read itself; its words are shown as the catalogue writes them, the first the one shown. */
export type Reading = { typed: string; kind: 'number' | 'age'; words: readonly string[] }

export type Chunk = { text: string } | { reading: Reading }

export type Analysis = { chunks: Chunk[]; setAside: SetAside[] }

/** Suffixes cut from one word at most (강아지용으로 → 강아지). */
const MAX_SUFFIXES = 2
const MONTHS_A_YEAR = 12

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const patterns = new WeakMap<WordRules, RegExp>()

/** Ages (7살, 7세 이상, 3개월) and numbers with a unit (2 kg, 1.5키로, 20개), made once per rules. */
function numbersPattern(rules: WordRules): RegExp {
  const known = patterns.get(rules)
  if (known) return known
  const units = [...rules.units.keys()].map(literal).join('|')
  const pattern = new RegExp(`(\\d+)\\s*(살|세|개월)(?:\\s*이상)?|(\\d+(?:\\.\\d+)?)\\s*(${units})(?![a-z])`, 'g')
  patterns.set(rules, pattern)
  return pattern
}

function ageReading(typed: string, count: number, unit: string, rules: WordRules): Reading | null {
  const years = unit === '개월' ? Math.floor(count / MONTHS_A_YEAR) : count
  const stage = rules.ages.find((age) => years >= age.from && years <= age.to)
  return stage ? { typed, kind: 'age', words: stage.words } : null
}

/** The text cut at its ages and numbers with units: text between them stays text. */
function readNumbers(text: string, rules: WordRules): Chunk[] {
  const chunks: Chunk[] = []
  let from = 0
  for (const match of text.matchAll(numbersPattern(rules))) {
    const [typed, age, ageUnit, number, unit] = match
    const reading =
      age !== undefined
        ? ageReading(typed.trim(), Number(age), ageUnit as string, rules)
        : { typed: typed.trim(), kind: 'number' as const, words: [`${number}${rules.units.get(unit as string)}`] }
    if (!reading) continue
    chunks.push({ text: text.slice(from, match.index) }, { reading })
    from = match.index + typed.length
  }
  chunks.push({ text: text.slice(from) })
  return chunks.filter((chunk) => !('text' in chunk) || compact(chunk.text) !== '')
}

/** A filler glued to a known word (인기간식, 관절영양제추천): the word, and the filler set aside. */
function ungluedFiller(word: string, rules: WordRules, lexicon: Lexicon): { word: string; filler: string } | null {
  if (lexicon.isWord(word)) return null
  for (const filler of rules.fillers) {
    if (word.length <= filler.length) continue
    const rest = word.startsWith(filler) ? word.slice(filler.length) : word.endsWith(filler) ? word.slice(0, -filler.length) : null
    if (rest !== null && lexicon.knows(rest)) return { word: rest, filler }
  }
  return null
}

/** The word with suffixes cut (at most `depth`, the last first) down to a known word; null if none is left. */
function cutSuffixes(word: string, depth: number, rules: WordRules, lexicon: Lexicon): string | null {
  for (const suffix of rules.suffixes) {
    if (word.length <= suffix.length || !word.endsWith(suffix)) continue
    const rest = word.slice(0, -suffix.length)
    const deeper = depth > 1 && !lexicon.isWord(rest) ? cutSuffixes(rest, depth - 1, rules, lexicon) : null
    if (deeper) return deeper
    if (lexicon.knows(rest)) return rest
  }
  return null
}

/** A word without the particles or suffixes after it, when what is left is known and the whole is not a word itself. */
export function withoutSuffixes(word: string, rules: WordRules, lexicon: Lexicon): string {
  return lexicon.isWord(word) ? word : (cutSuffixes(word, MAX_SUFFIXES, rules, lexicon) ?? word)
}

/** A query's words: what to search, what was set aside. */
function readWords(text: string, rules: WordRules, lexicon: Lexicon, setAside: SetAside[]): string {
  const kept: string[] = []
  for (const typed of text.split(/\s+/)) {
    const word = compact(typed)
    if (!word) continue
    if (rules.fillers.has(word)) {
      setAside.push({ typed, reason: 'filler' })
      continue
    }
    // A particle typed apart from its word (고양이 전용, 강아지 용): it belongs to the word before.
    if (kept.length > 0 && rules.suffixes.includes(word)) continue
    const unglued = ungluedFiller(word, rules, lexicon)
    if (unglued) setAside.push({ typed: unglued.filler, reason: 'filler' })
    kept.push(withoutSuffixes(unglued?.word ?? word, rules, lexicon))
  }
  return kept.join(' ')
}

/** A query analysed: its chunks in order (text to be cut into words, and readings), and the fillers set aside. */
export function analyse(query: string, rules: WordRules, lexicon: Lexicon): Analysis {
  const text = query.normalize('NFKC').toLowerCase()
  const setAside: SetAside[] = []
  const chunks = readNumbers(text, rules).map((chunk) =>
    'text' in chunk ? { text: readWords(chunk.text, rules, lexicon, setAside) } : chunk,
  )
  const left = chunks.filter((chunk) => !('text' in chunk) || chunk.text !== '')
  // A query of fillers alone (추천) is searched as it is: setting everything aside would leave nothing.
  if (left.length === 0 && setAside.length > 0) return { chunks: [{ text }], setAside: [] }
  return { chunks: left, setAside }
}
