import { z } from 'zod'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'

const MAX_IDS = 20
/** Largest integer column value: a bigger id is unknown (left out), never a query error. */
const INT4_MAX = 2_147_483_647
const IDS_MESSAGE = `상품 번호는 쉼표로 구분한 숫자 1~${MAX_IDS}개로 보내 주세요.`

/** The query string of `GET /product/summaries` (its route is in `routes.ts`). */
export const summariesQuery = z.object({
  productIds: z
    .string({ required_error: IDS_MESSAGE, invalid_type_error: IDS_MESSAGE })
    .regex(/^\d{1,12}(,\d{1,12})*$/, IDS_MESSAGE)
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_IDS, IDS_MESSAGE),
})

/** Contract "GET /product/summaries": the products in the order asked (each once), unknown ids left out. */
export async function loadSummaries(db: Queryable, productIds: readonly number[]): Promise<ProductSummary[]> {
  const ids = [...new Set(productIds)].filter((id) => id >= 1 && id <= INT4_MAX)
  if (ids.length === 0) return []
  const rows = await db.query<ProductSummary>(
    `select ${PRODUCT_SUMMARY_COLUMNS} from products p join brands b using (brand_id) where p.product_id = any($1::int[])`,
    [ids],
  )
  const byId = new Map(rows.map((row) => [row.productId, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
