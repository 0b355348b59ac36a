import type { Random } from '../shared/random'
import { ORDINARY_USERS } from './users'

type Product = { product_id: number; product_group1_id: number; is_entirely_soldout: boolean; review_count: number }
export type WishlistRow = { user_id: number; product_id: number; created_at: string }

/** The seed's 찜 are of days before this moment, so a fresh database's lists read newest first. */
const SEEDED_AT = Date.parse('2026-11-20T03:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000

/**
 * 찜 (decision 059): the demo member (user 1, 코코언니) keeps six dog products, one of them sold
 * out, and the cat demo (user 2) three cat products; ordinary members keep 0–4 each among the
 * better-reviewed products, so product pages show counts from stored rows. Drawn on a stream of
 * its own: no other seeded row changes.
 */
export function generateWishlists(random: Random, products: readonly Product[]): WishlistRow[] {
  const popular = [...products].sort((a, b) => b.review_count - a.review_count || a.product_id - b.product_id).slice(0, 120)
  const ofGroup = (group: number, soldOut: boolean) =>
    popular.filter((p) => p.product_group1_id === group && p.is_entirely_soldout === soldOut)
  const rows: WishlistRow[] = []
  const keep = (userId: number, chosen: readonly Product[]) =>
    chosen.forEach((p, i) => {
      rows.push({
        user_id: userId,
        product_id: p.product_id,
        created_at: new Date(SEEDED_AT - (i + 1) * DAY - random.int(0, 3600) * 1000).toISOString(),
      })
    })
  const soldOutDog = products.find((p) => p.product_group1_id === 1 && p.is_entirely_soldout)
  keep(1, [...ofGroup(1, false).slice(0, 5), ...(soldOutDog ? [soldOutDog] : [])])
  keep(2, ofGroup(2, false).slice(0, 3))
  for (let userId = 4; userId < 4 + ORDINARY_USERS; userId++) {
    const wanted = random.int(0, 4)
    const chosen = new Map<number, Product>()
    while (chosen.size < wanted) {
      const product = random.pick(popular)
      chosen.set(product.product_id, product)
    }
    keep(userId, [...chosen.values()])
  }
  return rows
}
