import { type Branch, CATEGORY_TREE, type Leaf } from '../catalog/category-tree'
import type { GroupId } from '../catalog/constants'
import { apportion } from '../shared/apportion'
import type { Random } from '../shared/random'
import { TEMPLATES, type Template } from './templates'
import { BRANDS, type BrandWord, PB_BRANDS } from './words'

export type CategoryRow = {
  category_id: number
  parent_id: number | null
  product_group1_id: number
  name: string
  depth: number
  sort_order: number
}

export type BrandRow = { brand_id: number; name: string; is_pb: boolean; product_group1_id: number | null }

export type ProductRow = {
  product_id: number
  product_name: string
  product_group1_id: GroupId
  product_group2_id: number
  product_group3_id: number
  product_group4_id: number | null
  brand_id: number
  price: number
  discount_apply_price: number
  review_count: number
  review_score: number
  sell_limit_status_code: 'SOLDOUT' | null
  is_entirely_soldout: boolean
  created_at: string
}

/**
 * How a product's name was made, kept beside the rows (not inserted) so the options and
 * descriptions of the catalogue work can offer the other sizes of its template.
 */
export type ProductMeta = { template: Template; size: string; material: string }

export type Catalog = { categories: CategoryRow[]; brands: BrandRow[]; products: ProductRow[]; productMeta: ProductMeta[] }

/** The seed's "today": fixed so the same seed always gives the same dates. */
export const SEED_NOW = Date.UTC(2026, 10, 1)
const DAY = 86_400_000

const PRODUCTS_PER_GROUP: Record<GroupId, number> = { 1: 1920, 2: 1280 }
const FIRST_PRODUCT_ID = 1001
const PB_SHARE = 0.08
/** depth-2 categories whose brands are food makers (사료, 간식, 영양제) */
const FOOD_BRANCHES = new Set([11, 12, 13, 21, 22, 28])

function categoryRows(): CategoryRow[] {
  const rows: CategoryRow[] = []
  for (const root of CATEGORY_TREE) {
    rows.push({ category_id: root.id, parent_id: null, product_group1_id: root.id, name: root.name, depth: 1, sort_order: root.id })
    root.branches.forEach((branch, b) => {
      rows.push({ category_id: branch.id, parent_id: root.id, product_group1_id: root.id, name: branch.name, depth: 2, sort_order: b + 1 })
      branch.leaves.forEach((l, i) => {
        rows.push({ category_id: l.id, parent_id: branch.id, product_group1_id: root.id, name: l.name, depth: 3, sort_order: i + 1 })
      })
    })
  }
  return rows
}

type BrandPick = BrandRow & { focus: BrandWord[2] }

function brandRows(): BrandPick[] {
  return [...BRANDS, ...PB_BRANDS].map(([name, group, focus], i) => ({
    brand_id: i + 1,
    name,
    is_pb: PB_BRANDS.some(([pb]) => pb === name),
    product_group1_id: group === 0 ? null : group,
    focus,
  }))
}

const round = (value: number, unit: number) => Math.round(value / unit) * unit

/** Most products sell at 5–30 % off; some at list price, a few at deep discounts. */
function discountPercent(random: Random): number {
  const band = random.weighted([
    ['none', 12],
    ['usual', 73],
    ['deep', 15],
  ] as const)
  if (band === 'none') return 0
  return band === 'usual' ? random.int(5, 30) : random.int(31, 50)
}

/** Long tail: most products have a handful of reviews, a few have thousands. */
function reviewCount(random: Random): number {
  const [min, max] = random.weighted([
    [[0, 0], 8],
    [[1, 50], 60],
    [[50, 1000], 28],
    [[1000, 5000], 4],
  ] as const)
  if (max === 0) return 0
  // log-uniform inside the band
  return Math.floor(Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))))
}

/** A name not used yet (a few tries), with the price factor of the size it names. */
function productName(random: Random, brand: string, template: Template, used: Set<string>) {
  let name = ''
  let factor = 1
  let chosen = { size: '', material: '' }
  for (let attempt = 0; attempt < 8; attempt++) {
    const adjective = random.chance(0.85) ? random.pick(template.adjectives) : ''
    const material = template.materials.length > 0 && random.chance(0.9) ? random.pick(template.materials) : ''
    const [size, sizeFactor] = random.pick(template.sizes)
    name = [brand, adjective, material, random.pick(template.nouns), size].filter(Boolean).join(' ')
    factor = sizeFactor
    chosen = { size, material }
    if (!used.has(name)) break
  }
  used.add(name)
  return { name, factor, ...chosen }
}

type Slot = { group: GroupId; branch: Branch; leaf: Leaf }

function slots(random: Random, scale: number): Slot[] {
  const all: Slot[] = []
  for (const root of CATEGORY_TREE) {
    const leaves = root.branches.flatMap((branch) => branch.leaves.map((l) => ({ group: root.id, branch, leaf: l })))
    const counts = apportion(
      PRODUCTS_PER_GROUP[root.id] * scale,
      leaves.map(({ leaf: l }) => TEMPLATES[l.id]?.weight ?? 1),
    )
    leaves.forEach((slot, i) => {
      for (let n = 0; n < (counts[i] ?? 0); n++) all.push(slot)
    })
  }
  // Shuffled so product ids mix groups and categories like a real catalogue grown over time.
  return random.shuffle(all)
}

function product(
  random: Random,
  id: number,
  { group, branch, leaf: l }: Slot,
  brands: BrandPick[],
  used: Set<string>,
): { row: ProductRow; meta: ProductMeta } {
  const leafTemplates = TEMPLATES[l.id]
  if (!leafTemplates) throw new Error(`no product template for category ${l.id}`)
  const template = random.pick(leafTemplates.templates)
  const focus = FOOD_BRANCHES.has(branch.id) ? 'food' : 'goods'
  const pb = random.chance(PB_SHARE)
  const candidates = brands.filter(
    (b) => b.is_pb === pb && (b.product_group1_id ?? group) === group && (b.focus === 'all' || b.focus === focus),
  )
  const brand = candidates.length > 0 ? random.pick(candidates) : random.pick(brands.filter((b) => b.focus === 'all'))
  const { name, factor, size, material } = productName(random, brand.name, template, used)
  const [min, max] = template.price
  const price = Math.max(1000, round((min + random.next() * (max - min)) * factor, 100))
  const discountApplyPrice = round((price * (100 - discountPercent(random))) / 100, 10)
  const reviews = reviewCount(random)
  const soldOut = random.chance(0.03)
  const row: ProductRow = {
    product_id: id,
    product_name: name,
    product_group1_id: group,
    product_group2_id: branch.id,
    product_group3_id: l.id,
    product_group4_id: null,
    brand_id: brand.brand_id,
    price,
    discount_apply_price: Math.min(price, discountApplyPrice),
    review_count: reviews,
    review_score: reviews === 0 ? 0 : Math.round((5 - 1.5 * random.next() ** 2.2) * 10) / 10,
    sell_limit_status_code: soldOut ? 'SOLDOUT' : null,
    is_entirely_soldout: soldOut && random.chance(0.4),
    created_at: new Date(SEED_NOW - random.int(1, 730) * DAY + random.int(0, DAY / 1000 - 1) * 1000).toISOString(),
  }
  return { row, meta: { template, size, material } }
}

/** The catalogue; `scale` (SEED_SCALE, seed/scale.ts) multiplies every category's products, 1 being today's rows exactly. */
export function generateCatalog(random: Random, scale = 1): Catalog {
  const brands = brandRows()
  const used = new Set<string>()
  const made = slots(random, scale).map((slot, i) => product(random, FIRST_PRODUCT_ID + i, slot, brands, used))
  return {
    categories: categoryRows(),
    brands: brands.map(({ focus: _focus, ...row }) => row),
    products: made.map((p) => p.row),
    productMeta: made.map((p) => p.meta),
  }
}
