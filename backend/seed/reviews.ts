import { petAgeLabel } from '../pets/age'
import { meanScore } from '../reviews/reviews'
import { scoreCounts } from '../reviews/scores'
import { fill } from '../shared/korean'
import type { Random } from '../shared/random'
import { type ProductRow, SEED_NOW } from './catalog'
import { COMMON_WORDS, type Mood, REVIEW_WORDS, reviewKindOf } from './review-words'
import { ORDINARY_USERS, type PetRow, type UserRow } from './users'

export type ReviewRow = {
  review_id: number
  product_id: number
  user_id: number
  nickname: string
  score: number
  text: string
  pet_name: string | null
  pet_age_label: string | null
  created_at: string
}

/**
 * How many reviews the seed stores for a product the catalogue draws `drawn` reviews for
 * (decision 047): all of them up to 20, then a long tail that grows with the square root, so a
 * product drawn with 4,311 has 151 and the most any product has (about 160) still fits the
 * product page's 40 pages of 5. Every count the shop shows is then of stored reviews: the seed
 * sets the product's `review_count` and `review_score` from them (`productTotals`).
 */
export function storedReviewCount(drawn: number): number {
  const ALL_UP_TO = 20
  return drawn <= ALL_UP_TO ? Math.max(0, drawn) : Math.round(ALL_UP_TO + 2 * Math.sqrt(drawn - ALL_UP_TO))
}

const DAY = 86_400_000
/** Ordinary members start after the contract's three accounts (seed/users.ts). */
const FIRST_ORDINARY_USER = 4

type Reviewer = { userId: number; nickname: string; petName: string | null; petBorn: Date | null }

/** Ordinary members by the animal of their main pet; members without pets review for both. */
function reviewerPools(users: readonly UserRow[], pets: readonly PetRow[]): Record<1 | 2, Reviewer[]> {
  const pools: Record<1 | 2, Reviewer[]> = { 1: [], 2: [] }
  const mainPet = new Map(pets.filter((p) => p.is_representative).map((p) => [p.user_id, p]))
  for (const user of users) {
    if (user.user_id < FIRST_ORDINARY_USER || user.user_id >= FIRST_ORDINARY_USER + ORDINARY_USERS) continue
    const pet = mainPet.get(user.user_id)
    const petBorn = pet ? new Date(`${pet.birthday}T00:00:00Z`) : null
    const reviewer = { userId: user.user_id, nickname: user.nickname, petName: pet?.name ?? null, petBorn }
    if (pet?.animal_group1_id !== 2) pools[1].push(reviewer)
    if (pet?.animal_group1_id !== 1) pools[2].push(reviewer)
  }
  return pools
}

const moodOf = (score: number): Mood => (score >= 4 ? 'good' : score === 3 ? 'okay' : 'bad')

/**
 * One or two sentences about the product, in the words of its kind (a deodoriser's about smell,
 * a pad's about absorbency), sometimes one about the order; a 4 often names a small catch.
 */
function reviewText(random: Random, product: ProductRow, score: number, petName: string | null): string {
  const kind = reviewKindOf(product.product_group3_id)
  const mood = moodOf(score)
  const own = kind ? REVIEW_WORDS[kind][mood] : COMMON_WORDS[mood]
  const sentences = random.shuffle(own).slice(0, score === 5 ? random.int(1, 2) : 1)
  if (score === 4 && random.chance(0.6)) sentences.push(random.pick(COMMON_WORDS.minor))
  else if (random.chance(0.45)) sentences.push(random.pick(COMMON_WORDS[mood]))
  return fill(sentences.join(' '), { pet: petName ?? '우리 아이' })
}

/** Scores spread as a product of the drawn average would have them; the product's totals are then these scores'. */
function scores(random: Random, stored: number, product: ProductRow): number[] {
  const counts = scoreCounts(stored, product.review_score)
  const list = ([5, 4, 3, 2, 1] as const).flatMap((s) => Array<number>(counts[s]).fill(s))
  // A few reviews cannot always hold the drawn mean: the catalogue's floor of 3.5 holds for what they make.
  const sum = () => list.reduce((a, b) => a + b, 0)
  while (list.length > 0 && meanScore(sum(), list.length) < LOWEST_SCORE) {
    const lowest = Math.min(...list)
    list[list.indexOf(lowest)] = lowest + 1
  }
  return random.shuffle(list)
}

/** The catalogue draws scores of 3.5 and up (seed/catalog.ts). */
const LOWEST_SCORE = 3.5

/**
 * The most recent reviews span the product's age in proportion to how many of its reviews are
 * stored: a product with thousands of reviews has its last 20 within days.
 */
function reviewDates(random: Random, product: ProductRow, stored: number): Date[] {
  const ageMs = SEED_NOW - Date.parse(product.created_at)
  const spanMs = Math.min(ageMs, Math.max(3 * DAY, (ageMs * stored) / product.review_count))
  return Array.from({ length: stored }, () => new Date(SEED_NOW - Math.floor((random.next() * spanMs) / 1000) * 1000))
}

/** `count` different members (one review per member and product); cheaper than shuffling the whole pool each time. */
function distinct<T>(random: Random, pool: readonly T[], count: number): T[] {
  const picked = new Set<number>()
  while (picked.size < Math.min(count, pool.length)) picked.add(random.int(0, pool.length - 1))
  return [...picked].map((i) => pool[i] as T)
}

/** Stored reviews for every product with reviews, by members who keep a pet of the product's animal. */
export function generateReviews(
  random: Random,
  products: readonly ProductRow[],
  users: readonly UserRow[],
  pets: readonly PetRow[],
): ReviewRow[] {
  const pools = reviewerPools(users, pets)
  const rows: ReviewRow[] = []
  for (const product of products) {
    const stored = storedReviewCount(product.review_count)
    if (stored === 0) continue
    const reviewers = distinct(random, pools[product.product_group1_id], stored)
    const dates = reviewDates(random, product, stored)
    scores(random, stored, product).forEach((score, i) => {
      const reviewer = reviewers[i % reviewers.length]
      const at = dates[i] ?? new Date(SEED_NOW)
      if (!reviewer) return
      const age = reviewer.petBorn ? petAgeLabel(reviewer.petBorn, at) : null
      const petName = age ? reviewer.petName : null
      rows.push({
        review_id: rows.length + 1,
        product_id: product.product_id,
        user_id: reviewer.userId,
        nickname: reviewer.nickname,
        score,
        text: reviewText(random, product, score, petName),
        pet_name: petName,
        pet_age_label: age,
        created_at: at.toISOString(),
      })
    })
  }
  return rows
}

/**
 * Each product's `review_count` and `review_score` as its stored reviews make them: their count
 * and their mean with one decimal (decision 047). Products without reviews get 0 and 0.
 */
export function productTotals(
  reviews: readonly Pick<ReviewRow, 'product_id' | 'score'>[],
): Map<number, { review_count: number; review_score: number }> {
  const sums = new Map<number, { n: number; sum: number }>()
  for (const review of reviews) {
    const total = sums.get(review.product_id) ?? { n: 0, sum: 0 }
    total.n += 1
    total.sum += review.score
    sums.set(review.product_id, total)
  }
  return new Map([...sums].map(([id, { n, sum }]) => [id, { review_count: n, review_score: meanScore(sum, n) }]))
}
