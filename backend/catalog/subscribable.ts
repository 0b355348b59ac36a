import { kindOfCategory, type ProductKind } from './category-tree'

/**
 * What runs out and is bought again on a rhythm (decision 013): food, treats, supplements,
 * litter, pads, wipes and deodorants. Goods that last (toys, houses, bowls, clothes) are bought
 * once, so they have no regular delivery.
 */
const CONSUMABLE_KINDS: ReadonlySet<ProductKind> = new Set([
  'foodBag',
  'can',
  'pouch',
  'bone',
  'stick',
  'cookie',
  'fish',
  'pills',
  'pad',
  'spray',
  'litterBag',
])

/** A product can be delivered regularly when its level-3 category holds consumables. */
export function isSubscribable(productGroup3Id: number | null): boolean {
  if (productGroup3Id === null) return false
  const kind = kindOfCategory(productGroup3Id)
  return kind !== undefined && CONSUMABLE_KINDS.has(kind)
}
