/**
 * 적립금 (decision 044): the rules every screen and V2 count with. Pure, so the order sheet's
 * hint, its error and V2's refusal are one rule; money is whole won.
 */
export const POINT_RULES = {
  /** 보유 적립금이 이만큼 있어야 쓸 수 있어요. */
  minBalance: 1000,
  /** 쓰는 단위. */
  unit: 10,
  /** An earning can be spent for a year. */
  validityDays: 365,
  /** Points given back by a cancel keep their validity, but never less than this many days. */
  refundFloorDays: 30,
  /** A delivered order counts as confirmed (구매확정) this many days after delivery. */
  confirmAfterDays: 7,
  /** A review pays once per order line: with a photo more. */
  reviewText: 100,
  reviewPhoto: 500,
} as const

export type PointsRefusal = 'NOT_WHOLE' | 'BELOW_MIN_BALANCE' | 'NOT_UNIT' | 'OVER_BALANCE' | 'OVER_PAYABLE'

/** The most a member can use on an order: nothing below the minimum balance, else the balance or the payable, in units. */
export function usablePoints(balance: number, payable: number): number {
  if (balance < POINT_RULES.minBalance) return 0
  const most = Math.max(0, Math.min(balance, payable))
  return most - (most % POINT_RULES.unit)
}

/**
 * Why `requested` points cannot be used on an order that costs `payable` (after coupons, with
 * shipping), or null when they can. Zero is always allowed (쓰지 않음).
 */
export function pointsRefusal(requested: number, balance: number, payable: number): PointsRefusal | null {
  if (!Number.isSafeInteger(requested) || requested < 0) return 'NOT_WHOLE'
  if (requested === 0) return null
  if (balance < POINT_RULES.minBalance) return 'BELOW_MIN_BALANCE'
  if (requested > balance) return 'OVER_BALANCE'
  if (requested > payable) return 'OVER_PAYABLE'
  if (requested % POINT_RULES.unit !== 0) return 'NOT_UNIT'
  return null
}

/** What an order earns on what it paid for its products: the grade's rate, rounded down to the won. */
export function earnedPoints(paidForProducts: number, ratePercent: number): number {
  return Math.max(0, Math.floor((paidForProducts * ratePercent) / 100))
}

/** A review's reward: a photo pays more. */
export const reviewReward = (withPhoto: boolean): number => (withPhoto ? POINT_RULES.reviewPhoto : POINT_RULES.reviewText)

export type Lot = { id: number; remaining: number; expiresAt: number }
export type Draw = { lotId: number; amount: number }

/**
 * Which lots `amount` points come from: the soonest to expire first (then the oldest), so a
 * member loses as little as possible to expiry. Null when the lots hold less than that.
 */
export function drawFrom(lots: readonly Lot[], amount: number): Draw[] | null {
  const draws: Draw[] = []
  let left = amount
  for (const lot of [...lots].sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id)) {
    if (left === 0) break
    if (lot.remaining <= 0) continue
    const take = Math.min(lot.remaining, left)
    draws.push({ lotId: lot.id, amount: take })
    left -= take
  }
  return left === 0 ? draws : null
}

/**
 * `total` won split in proportion to `weights`, in whole won that add up to `total` exactly
 * (largest remainder; ties to the earlier weight). All-zero weights split nothing but the
 * remainder, which goes to the first. Used for a return's share of the coupon, of the 적립금 paid
 * and of the 적립금 earned (decision 048).
 */
export function proRata(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return []
  const whole = Math.max(0, Math.floor(total))
  const sum = weights.reduce((acc, w) => acc + Math.max(0, w), 0)
  if (sum === 0) return weights.map((_, i) => (i === 0 ? whole : 0))
  const exact = weights.map((w) => (whole * Math.max(0, w)) / sum)
  const shares = exact.map(Math.floor)
  let left = whole - shares.reduce((acc, s) => acc + s, 0)
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    shares[i] = (shares[i] ?? 0) + 1
    left--
  }
  return shares
}
