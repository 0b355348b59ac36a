import type { RunningBackend } from '../index'
import { device, postJson } from './helpers'

/** A V2 call as the shop makes it: the session both as the header and in the body. */
export function v2Call(backend: RunningBackend, path: string, token: string | null, body: Record<string, unknown> = {}) {
  return postJson(`${backend.url}/v2${path}`, { ...device, session: token, ...body }, token ? { authorization: token } : {})
}

type OptionPick = { option_id: number; product_id: number; stock: number; discount_apply_price: number; price: number; group: number }

/**
 * In-stock options of products that are not sold out, `count` of them from distinct products,
 * with at least `minStock` in stock and `skip` ones left out (tests pick different ones).
 */
export async function pickOptions(
  backend: RunningBackend,
  { count = 1, minStock = 10, group = 1, skip = 0, maxPrice = 1_000_000 }: { count?: number; minStock?: number; group?: number; skip?: number; maxPrice?: number } = {},
): Promise<OptionPick[]> {
  return backend.db.query<OptionPick>(
    `select distinct on (p.product_id) po.option_id, po.product_id, po.stock, po.discount_apply_price, po.price, p.product_group1_id as "group"
       from product_options po join products p using (product_id)
      where po.stock >= $1 and p.sell_limit_status_code is null and p.product_group1_id = $2 and po.discount_apply_price <= $5
        and po.option_id not in (select option_id from welcome_deals)
      order by p.product_id, po.sort
      offset $3 limit $4`,
    [minStock, group, skip, count, maxPrice],
  )
}

/** Sets an option's stock directly (the test hook does the same over HTTP). */
export async function setStock(backend: RunningBackend, optionId: number, stock: number): Promise<void> {
  await backend.db.query('update product_options set stock = $2, sold_out = ($2 = 0) where option_id = $1', [optionId, stock])
}

export async function stockOf(backend: RunningBackend, optionId: number): Promise<number> {
  const [row] = await backend.db.query<{ stock: number }>('select stock from product_options where option_id = $1', [optionId])
  return row?.stock ?? -1
}
