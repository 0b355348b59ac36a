import { MAX_QUANTITY } from '../catalog/detail'
import type { Queryable } from '../db/types'

/** An option with what buying it depends on. */
export type OptionRow = {
  option_id: number
  product_id: number
  product_group1_id: number
  name: string
  price: number
  discount_apply_price: number
  stock: number
  sold_out: boolean
}

/**
 * Sold out: the option is (flag or no stock) or the whole product is. A SOLDOUT product with
 * some options in stock still sells those.
 */
export const SOLD_OUT_SQL = '(po.sold_out or po.stock = 0 or p.is_entirely_soldout)'

export async function loadOption(db: Queryable, optionId: number, { lock = false } = {}): Promise<OptionRow | null> {
  const [row] = await db.query<OptionRow>(
    `select po.option_id, po.product_id, p.product_group1_id, po.name, po.price, po.discount_apply_price, po.stock,
            ${SOLD_OUT_SQL} as sold_out
       from product_options po join products p using (product_id)
      where po.option_id = $1${lock ? ' for update of po' : ''}`,
    [optionId],
  )
  return row ?? null
}

/** Contract: min(stock, the product's maxQuantity 10, 1 for a deal); nothing of a sold-out option. */
export function maxQuantity(option: { stock: number; sold_out: boolean }, isDeal: boolean): number {
  if (option.sold_out) return 0
  return Math.min(option.stock, MAX_QUANTITY, isDeal ? 1 : MAX_QUANTITY)
}

/**
 * Keeps the products' flags true to their options after stock moved: SOLDOUT when some option is
 * sold out, entirely sold out when all are (backend/README.md "Catalogue notes").
 */
export async function syncSoldOut(tx: Queryable, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return
  await tx.query(`update product_options set sold_out = (stock = 0) where product_id = any($1::int[]) and sold_out <> (stock = 0)`, [
    productIds,
  ])
  await tx.query(
    `update products p
        set is_entirely_soldout = s.all_out,
            sell_limit_status_code = case when s.any_out then 'SOLDOUT' end
       from (select product_id, bool_and(sold_out) as all_out, bool_or(sold_out) as any_out
               from product_options where product_id = any($1::int[]) group by product_id) s
      where p.product_id = s.product_id`,
    [productIds],
  )
}
