/**
 * Which of a query's terms a page lists by (decision 057): the terms are ranked, not all required.
 * The service counts how many products hold a set of the terms (a bit mask: bit i is term i), on
 * the searched side and on the other animal's side, for the sets these pure rules ask for.
 */

/** Products holding at least a set of terms (a bit mask: bit i is term i): on the side searched, and on the other. */
export type Held = { here: number; other: number }
/** Per mask, what is known so far; the service counts the masks `countsNeeded` asks for. */
export type Holding = ReadonlyMap<number, Held>

/** What the service counts: products of an animal group (1 dog, 2 cat) holding at least the terms of `mask`. */
export type GroupCount = { mask: number; group: number; n: number }

/** The counts seen from a search of `group` (0 both: every product is on the side searched). */
export function fromSide(rows: readonly GroupCount[], group: 0 | 1 | 2, into = new Map<number, Held>()): Map<number, Held> {
  for (const { mask, group: of, n } of rows) {
    const held = into.get(mask) ?? { here: 0, other: 0 }
    if (group === 0 || of === group) held.here += n
    else held.other += n
    into.set(mask, held)
  }
  return into
}

export type TermChoice = {
  /** Terms no product holds on either side: set aside (they never empty a page). */
  unfound: number
  /** Terms every listed product holds on the side searched; 0 lists nothing. */
  required: number
  /** Products listed on the side searched. */
  count: number
  /** Products the same query lists on the other side when they hold every usable term (else 0). */
  otherCount: number
}

type Side = 'here' | 'other'

const bits = (mask: number) => {
  const out: number[] = []
  for (let i = 0; mask >> i; i++) if (mask & (1 << i)) out.push(1 << i)
  return out
}
const size = (mask: number) => bits(mask).length

/** Products of a side holding every term of `mask` (0 while not counted). */
export function holding(held: Holding, side: Side, mask: number): number {
  return held.get(mask)?.[side] ?? 0
}

/**
 * How much a term says: a catalogue word (or one read as it) 2, a part of a word 1, a part of one
 * character 0.5 (용 of 실내견용 is in 전용 and 대용량 alike).
 */
export const TERM_WEIGHT = { word: 2, part: 1, letter: 0.5 } as const

/** Terms held by no product on either side (each term's own count is always counted first). */
export function unfoundTerms(held: Holding, termCount: number): number {
  let unfound = 0
  for (let i = 0; i < termCount; i++) if (holding(held, 'here', 1 << i) + holding(held, 'other', 1 << i) === 0) unfound |= 1 << i
  return unfound
}

/**
 * The sets of terms whose counts decide a side's listing and are not counted yet: first every term
 * alone (what is unfound, and idf), then all the usable terms together; when no product holds them
 * all on either side, the sets of two, three … usable terms whose every smaller set some product
 * holds (a set nobody holds has no held superset), a level at a time. A query is never more work
 * than the sets of its terms that products hold together, and a query whose words go together
 * (연어 사료) costs two counts, both by the GIN index: it never reads every product holding 사료.
 */
export function countsNeeded(held: Holding, termCount: number, usable: number): number[] {
  const missing = (masks: number[]) => masks.filter((mask) => !held.has(mask))
  const alone = missing(Array.from({ length: termCount }, (_, i) => 1 << i))
  if (alone.length > 0 || usable === 0) return alone
  const all = missing([usable])
  if (all.length > 0) return all
  if (holding(held, 'here', usable) + holding(held, 'other', usable) > 0) return []
  // Held on the side searched: the sets of a level, grown from the held sets of the level below.
  let level = bits(usable).filter((term) => holding(held, 'here', term) > 0)
  for (let n = 2; n < size(usable) && level.length > 1; n++) {
    const below = new Set(level)
    const next = new Set<number>()
    for (const mask of level)
      for (const term of bits(usable & ~mask)) {
        const grown = mask | term
        if (bits(grown).every((b) => below.has(grown & ~b))) next.add(grown)
      }
    const uncounted = missing([...next])
    if (uncounted.length > 0) return uncounted
    level = [...next].filter((mask) => holding(held, 'here', mask) > 0)
  }
  return []
}

/**
 * The terms a side lists by: all of `usable` when some product holds them all; otherwise the
 * best partial match: the set of terms some product holds whose terms weigh most (`weights`, per
 * term), then the one more products hold (the kind of product a shopper names is commoner than
 * the word beside it: 방석 over 여름), then the later word (a Korean phrase ends in what it names).
 * A side where nothing holds them all while the other side does lists nothing: the words belong
 * together there (두부모래 on the dog side is the cat side's litter, not a 두부 supplement).
 * Reads the counts `countsNeeded` asked for.
 */
function requiredHere(held: Holding, usable: number, weights: readonly number[]): number {
  if (holding(held, 'here', usable) > 0) return usable
  if (holding(held, 'other', usable) > 0) return 0
  const weight = (mask: number) => weights.reduce((sum, w, i) => (mask & (1 << i) ? sum + w : sum), 0)
  // Weight, then products holding it, then the later word: compared in that order.
  const rank = (mask: number) => [weight(mask), holding(held, 'here', mask), mask] as const
  const before = (a: readonly number[], b: readonly number[]) => {
    const i = a.findIndex((x, j) => x !== b[j])
    return i >= 0 && (a[i] ?? 0) > (b[i] ?? 0)
  }
  let best = 0
  for (const [mask] of held) {
    if ((mask & usable) !== mask || holding(held, 'here', mask) === 0) continue
    if (best === 0 || before(rank(mask), rank(best))) best = mask
  }
  return best
}

/** What a page lists by, from the counts, over the terms of `usable` (those not set aside); every term weighs as a word unless `weights` say otherwise. */
export function chooseTerms(
  held: Holding,
  termCount: number,
  usable: number,
  weights: readonly number[] = Array.from({ length: termCount }, () => TERM_WEIGHT.word),
): TermChoice {
  const required = usable === 0 ? 0 : requiredHere(held, usable, weights)
  return {
    unfound: unfoundTerms(held, termCount),
    required,
    count: required === 0 ? 0 : holding(held, 'here', required),
    // The other side is offered for the whole query only: its own partial match would be noise.
    otherCount: usable === 0 ? 0 : holding(held, 'other', usable),
  }
}

/**
 * A term held by every product of a side (강아지 on the dog side) still says something where it
 * is held: in the name it is a dog product by name. BM25+'s lower bound keeps its weight above 0.
 */
const IDF_FLOOR = 0.25

/** BM25's inverse document frequency, with BM25+'s floor: a rare term weighs more than a common one. */
export function idf(documentFrequency: number, documents: number): number {
  return Math.log(1 + (Math.max(documents - documentFrequency, 0) + 0.5) / (documentFrequency + 0.5)) + IDF_FLOOR
}

/** How many products of a side hold term `i`. */
export function documentFrequency(held: Holding, side: Side, i: number): number {
  return holding(held, side, 1 << i)
}
