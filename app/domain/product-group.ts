import { DEFAULT_PRODUCT_GROUP, PRODUCT_GROUP, type ProductGroup1Id } from './constants'
import * as MSG from './messages'

/** Spec §3 animal codes: dog 1, cat 2. */
export function parseProductGroup1Id(value: unknown): ProductGroup1Id | null {
  const n = typeof value === 'number' ? value : Number(value)
  return n === PRODUCT_GROUP.dog || n === PRODUCT_GROUP.cat ? n : null
}

export function productGroupOrDefault(value: unknown): ProductGroup1Id {
  return parseProductGroup1Id(value) ?? DEFAULT_PRODUCT_GROUP
}

export function productGroupName(id: ProductGroup1Id): string {
  return id === PRODUCT_GROUP.cat ? MSG.productGroup.cat : MSG.productGroup.dog
}

/** The search path takes 0 to 2 (spec §2): 0 is "all", 1 dog, 2 cat. */
export function parseSearchGroupId(value: unknown): 0 | 1 | 2 | null {
  if (typeof value !== 'string' || !/^[0-2]$/.test(value)) return null
  return Number(value) as 0 | 1 | 2
}
