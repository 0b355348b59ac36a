import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { type Delivery, deliveryFor, type MemberDelivery, productDelivery } from './delivery'
import { describeProduct } from './descriptions'
import { IN_STOCK_FIRST, LISTING_SORTS } from './listing'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from './products'
import { isSubscribable } from './subscribable'

/** Contract: the 404 message of an unknown or malformed `productId`. */
export const PRODUCT_NOT_FOUND = 'cannot find information about the product'
export const productNotFound = () => new HttpError(404, 'NOT_FOUND', PRODUCT_NOT_FOUND)
/** How many of one product a single order may hold, whatever the stock. */
export const MAX_QUANTITY = 10
const RELATED_LIMIT = 12

export type ProductOption = {
  optionId: number
  name: string
  price: number
  discountApplyPrice: number
  stock: number
  soldOut: boolean
}

type Ref = { categoryId: number; name: string }

export type ProductDetail = ProductSummary & {
  images: string[]
  description: string
  options: ProductOption[]
  maxQuantity: number
  delivery: Delivery
  category: { path: Ref[] }
  relatedProducts: ProductSummary[]
  /** Can be delivered regularly (`/subscription/sheet`): consumables only. */
  subscribable: boolean
}

type ProductRow = ProductSummary & { description: string | null; group2Name: string; group3Name: string | null }

/**
 * A product seeded before migration 5 has no stored options: it sells as one option, itself.
 * A SOLDOUT product cannot be bought, so that option is sold out too.
 */
function defaultOption(product: ProductSummary): ProductOption {
  const soldOut = product.productSellLimitStatusCode === 'SOLDOUT'
  return {
    optionId: product.productId * 10 + 1,
    name: '단품',
    price: product.price,
    discountApplyPrice: product.discountApplyPrice,
    stock: soldOut ? 0 : MAX_QUANTITY,
    soldOut,
  }
}

function categoryPath(row: ProductRow): Ref[] {
  const path = [{ categoryId: row.productGroup2Id, name: row.group2Name }]
  if (row.productGroup3Id !== null && row.group3Name !== null) path.push({ categoryId: row.productGroup3Id, name: row.group3Name })
  return path
}

/** Contract "GET /product/detail"; `member` is the signed-in member's delivery data (null for guests). */
export async function loadProductDetail(db: Queryable, productId: number, member: MemberDelivery | null): Promise<ProductDetail | null> {
  const [row] = await db.query<ProductRow>(
    `select ${PRODUCT_SUMMARY_COLUMNS}, p.description, c2.name as "group2Name", c3.name as "group3Name"
       from products p
       join brands b using (brand_id)
       join categories c2 on c2.category_id = p.product_group2_id
       left join categories c3 on c3.category_id = p.product_group3_id
      where p.product_id = $1`,
    [productId],
  )
  if (!row) return null
  const { description, group2Name: _g2, group3Name: _g3, ...summary } = row
  // Related products share the level-3 category (level 2 for a product filed without one).
  const [sameColumn, sameId] =
    row.productGroup3Id !== null ? ['p.product_group3_id', row.productGroup3Id] : ['p.product_group2_id', row.productGroup2Id]
  const [options, relatedProducts] = await Promise.all([
    db.query<ProductOption>(
      `select option_id as "optionId", name, price, discount_apply_price as "discountApplyPrice", stock, sold_out as "soldOut"
         from product_options where product_id = $1 order by sort`,
      [productId],
    ),
    db.query<ProductSummary>(
      `select ${PRODUCT_SUMMARY_COLUMNS}
         from products p join brands b using (brand_id)
        where ${sameColumn} = $1 and p.product_id <> $2
        order by ${IN_STOCK_FIRST}, ${LISTING_SORTS.POPULAR}, p.product_id
        limit ${RELATED_LIMIT}`,
      [sameId, productId],
    ),
  ])
  return {
    ...summary,
    images: [1, 2, 3].map((view) => `/cdn/products/${productId}${view === 1 ? '' : `-${view}`}.svg`),
    description: description ?? describeProduct(summary),
    options: options.length > 0 ? options : [defaultOption(summary)],
    maxQuantity: MAX_QUANTITY,
    delivery: deliveryFor(productDelivery(summary), member),
    category: { path: categoryPath(row) },
    relatedProducts,
    subscribable: isSubscribable(summary.productGroup3Id),
  }
}
