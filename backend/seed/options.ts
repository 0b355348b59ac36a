import type { Random } from '../shared/random'
import type { ProductMeta, ProductRow } from './catalog'

export type OptionRow = {
  option_id: number
  product_id: number
  name: string
  price: number
  discount_apply_price: number
  stock: number
  sold_out: boolean
  sort: number
}

/** What a product's options differ in. */
type Axis = 'size' | 'flavour' | 'count' | 'colour'

/** By depth-2 category: food comes in sizes, treats in flavours, litter in bundles, goods in colours. */
const AXIS_BY_BRANCH: Readonly<Record<number, Axis>> = {
  11: 'size',
  12: 'flavour',
  13: 'size',
  14: 'size',
  15: 'size',
  16: 'size',
  17: 'colour',
  18: 'size',
  19: 'size',
  21: 'size',
  22: 'flavour',
  23: 'count',
  24: 'size',
  25: 'colour',
  26: 'colour',
  27: 'size',
  28: 'size',
  29: 'size',
}

const COLOURS = ['아이보리', '베이지', '그레이', '차콜', '핑크', '민트', '스카이블루', '브라운', '네이비', '옐로우']
/**
 * Litter sells by the bag; bundles are a little cheaper per bag. Named in bags, not 개: "1개"
 * beside the quantity read "1개 · 2개".
 */
const BUNDLES = [
  ['1봉', 1],
  ['2봉 묶음', 1.95],
  ['3봉 묶음', 2.85],
] as const

const MAX_OPTIONS = 4
const MAX_STOCK = 50

/** One option before prices and stock: its name and its price relative to the product's own. */
type Variant = { name: string; factor: number }

const round = (value: number, step: number) => Math.round(value / step) * step

/**
 * What a size counts in ("kg", "정", "매 팩"; "" for S/M/L): a product offers other sizes in its
 * own unit only, so tablets are not sold beside sachets nor single bags beside bundles.
 */
const unit = (label: string) =>
  label
    .replace(/\b(XS|S|M|L|XL)\b|[\d.]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** The product's own variant and up to `extra` more, in display order; null when the axis does not fit it. */
function variants(random: Random, axis: Axis, meta: ProductMeta, extra: number): Variant[] | null {
  if (axis === 'size') {
    const own = meta.template.sizes.find(([label]) => label === meta.size)
    // A product named without a size (one-size goods) cannot offer other sizes.
    if (!own || own[0] === '') return null
    const others = random
      .shuffle(meta.template.sizes.filter(([label]) => label !== '' && label !== own[0] && unit(label) === unit(own[0])))
      .slice(0, extra)
    return [own, ...others].sort((a, b) => a[1] - b[1]).map(([name, factor]) => ({ name, factor: factor / own[1] }))
  }
  if (axis === 'flavour') {
    if (meta.template.materials.length < 2) return null
    const own = meta.material || random.pick(meta.template.materials)
    const others = random.shuffle(meta.template.materials.filter((m) => m !== own)).slice(0, extra)
    return [own, ...others].map((name) => ({ name, factor: 1 }))
  }
  if (axis === 'count') {
    // A name that already says "3개입" is a bundle itself: bundles of it would read oddly.
    if (meta.size.includes('개입')) return null
    return BUNDLES.slice(0, extra + 1).map(([name, factor]) => ({ name, factor }))
  }
  return random
    .shuffle(COLOURS)
    .slice(0, extra + 1)
    .map((name) => ({ name, factor: 1 }))
}

/** Goods come in colours when nothing else fits; consumables in bundles. */
const GOODS = new Set([15, 16, 17, 18, 19, 24, 25, 26, 27, 29])

/** The first axis that gives at least `min` variants: the category's own, then a fallback. */
function pickVariants(random: Random, product: ProductRow, meta: ProductMeta, extra: number, min: number): Variant[] {
  const branch = product.product_group2_id
  for (const axis of [AXIS_BY_BRANCH[branch] ?? 'colour', 'size', GOODS.has(branch) ? 'colour' : 'count'] as const) {
    const found = variants(random, axis, meta, extra)
    if (found && found.length >= min) return found
  }
  // Colours always give extra + 1 (≥ min) variants.
  return variants(random, 'colour', meta, extra) ?? []
}

/**
 * Which options are sold out, consistent with the product (contract "Catalogue"): an entirely
 * sold-out product has every option sold out; a SOLDOUT one some but not all; others none.
 */
function soldOutFlags(random: Random, product: ProductRow, count: number): boolean[] {
  if (product.is_entirely_soldout) return Array(count).fill(true)
  if (product.sell_limit_status_code !== 'SOLDOUT') return Array(count).fill(false)
  const soldOut = random.int(1, count - 1)
  const order = random.shuffle([...Array(count).keys()])
  return [...Array(count).keys()].map((i) => order.indexOf(i) < soldOut)
}

/** 1–4 options per product; the one the product's name describes keeps the product's prices. */
function productOptions(random: Random, product: ProductRow, meta: ProductMeta): OptionRow[] {
  // A partly sold-out product needs one option out of stock and one in stock.
  const partly = product.sell_limit_status_code === 'SOLDOUT' && !product.is_entirely_soldout
  const extra = partly
    ? random.int(1, MAX_OPTIONS - 1)
    : random.weighted([
        [0, 25],
        [1, 30],
        [2, 30],
        [3, 15],
      ] as const)
  const picked = pickVariants(random, product, meta, extra, partly ? 2 : 1)
  const soldOut = soldOutFlags(random, product, picked.length)
  const rate = product.discount_apply_price / product.price
  return picked.map(({ name, factor }, i) => {
    const own = factor === 1
    const price = own ? product.price : Math.max(1000, round(product.price * factor, 100))
    return {
      option_id: product.product_id * 10 + i + 1,
      product_id: product.product_id,
      name,
      price,
      discount_apply_price: own ? product.discount_apply_price : Math.min(price, round(price * rate, 10)),
      stock: soldOut[i] ? 0 : random.int(1, MAX_STOCK),
      sold_out: soldOut[i] ?? false,
      sort: i + 1,
    }
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A product's name must not contradict its options ("탈취제 300ml" selling 500ml, "사료
 * 4kg" selling 2kg). When the options are sizes or flavours and offer more than one, the name
 * leaves out the size or flavour it was made with; a product with one option keeps it.
 */
export function nameAgreeingWithOptions(
  name: string,
  meta: Pick<ProductMeta, 'size' | 'material'>,
  options: readonly Pick<OptionRow, 'name'>[],
): string {
  const offered = new Set(options.map((option) => option.name))
  if (offered.size < 2) return name
  let agreed = name
  if (meta.size && offered.has(meta.size)) agreed = agreed.replace(new RegExp(` ${escapeRegExp(meta.size)}$`), '')
  if (meta.material && offered.has(meta.material)) agreed = agreed.replace(` ${meta.material} `, ' ')
  return agreed
}

/** Every product's options; `meta[i]` belongs to `products[i]`. */
export function generateOptions(random: Random, products: readonly ProductRow[], meta: readonly ProductMeta[]): OptionRow[] {
  return products.flatMap((product, i) => {
    const made = meta[i]
    if (!made) throw new Error(`no name metadata for product ${product.product_id}`)
    return productOptions(random, product, made)
  })
}
