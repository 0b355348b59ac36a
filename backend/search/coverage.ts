/**
 * Which of a query's terms a page lists by (decision 057): the terms are ranked, not all required.
 * The service counts how many products hold each combination of the terms (a bit mask: bit i is
 * term i), on the searched side and on the other animal's side; these pure rules read that count.
 */

/** Products holding exactly the terms of `mask`, on the side searched and on the other side. */
export type Combination = { mask: number; here: number; other: number }

/** What the service counts: products of an animal group (1 dog, 2 cat) holding exactly the terms of `mask`. */
export type GroupCombination = { mask: number; group: number; n: number }

/** The counts seen from a search of `group` (0 both: every product is on the side searched). */
export function fromSide(rows: readonly GroupCombination[], group: 0 | 1 | 2): Combination[] {
  const byMask = new Map<number, Combination>()
  for (const { mask, group: of, n } of rows) {
    const combination = byMask.get(mask) ?? { mask, here: 0, other: 0 }
    if (group === 0 || of === group) combination.here += n
    else combination.other += n
    byMask.set(mask, combination)
  }
  return [...byMask.values()]
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

const holds = (mask: number, terms: number) => (mask & terms) === terms

/** Products of a side that hold every term of `terms`. */
export function holding(combinations: readonly Combination[], side: Side, terms: number): number {
  return combinations.reduce((n, c) => (holds(c.mask, terms) ? n + c[side] : n), 0)
}

/**
 * How much a term says: a catalogue word (or one read as it) 2, a part of a word 1, a part of one
 * character 0.5 (용 of 실내견용 is in 전용 and 대용량 alike).
 */
export const TERM_WEIGHT = { word: 2, part: 1, letter: 0.5 } as const

/**
 * The terms a side lists by: all of `usable` when some product holds them all; otherwise the
 * best partial match: the combination any product holds whose terms weigh most (`weights`, per
 * term), then the one more products hold (the kind of product a shopper names is commoner than
 * the word beside it: 방석 over 여름), then the later word (a Korean phrase ends in what it names).
 * A side where nothing holds them all while the other side does lists nothing: the words belong
 * together there (두부모래 on the dog side is the cat side's litter, not a 두부 supplement).
 */
function requiredOn(combinations: readonly Combination[], side: Side, usable: number, weights: readonly number[]): number {
  const opposite: Side = side === 'here' ? 'other' : 'here'
  const present = combinations.filter((c) => c[side] > 0).map((c) => c.mask & usable)
  if (present.some((mask) => holds(mask, usable))) return usable
  if (holding(combinations, opposite, usable) > 0) return 0
  const weight = (mask: number) => weights.reduce((sum, w, i) => (mask & (1 << i) ? sum + w : sum), 0)
  // Weight, then products holding it, then the later word: compared in that order.
  const rank = (mask: number) => [weight(mask), holding(combinations, side, mask), mask] as const
  const before = (a: readonly number[], b: readonly number[]) => {
    const i = a.findIndex((x, j) => x !== b[j])
    return i >= 0 && (a[i] ?? 0) > (b[i] ?? 0)
  }
  let best = 0
  for (const mask of new Set(present)) {
    if (mask !== 0 && (best === 0 || before(rank(mask), rank(best)))) best = mask
  }
  return best
}

/** Terms held by no product on either side. */
export function unfoundTerms(combinations: readonly Combination[], termCount: number): number {
  const found = combinations.reduce((all, c) => all | c.mask, 0)
  return ((1 << termCount) - 1) & ~found
}

/** What a page lists by, from the combinations, over the terms of `usable` (those not set aside); every term weighs as a word unless `weights` say otherwise. */
export function chooseTerms(
  combinations: readonly Combination[],
  termCount: number,
  usable: number,
  weights: readonly number[] = Array.from({ length: termCount }, () => TERM_WEIGHT.word),
): TermChoice {
  const required = usable === 0 ? 0 : requiredOn(combinations, 'here', usable, weights)
  const otherRequired = usable === 0 ? 0 : requiredOn(combinations, 'other', usable, weights)
  return {
    unfound: unfoundTerms(combinations, termCount),
    required,
    count: required === 0 ? 0 : holding(combinations, 'here', required),
    // The other side is offered for the whole query only: its own partial match would be noise.
    otherCount: otherRequired === 0 || otherRequired !== usable ? 0 : holding(combinations, 'other', otherRequired),
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
export function documentFrequency(combinations: readonly Combination[], side: Side, i: number): number {
  return holding(combinations, side, 1 << i)
}
