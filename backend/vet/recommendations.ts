import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'
import { concernsOf } from './concerns'

export type Pick = { product: ProductSummary; comment: string; vetName: string; clinicId: number; clinicName: string }
export type ConcernPicks = { concernCode: string; title: string; lead: string; picks: Pick[] }

type Row = ProductSummary & { concernCode: string; comment: string; vetName: string; clinicId: number; clinicName: string }

/** Contract "GET /vet/recommendations": the group's concerns in their order, each with its picks. */
export async function listRecommendations(db: Queryable, group: 1 | 2): Promise<ConcernPicks[]> {
  const rows = await db.query<Row>(
    `select v.concern_code as "concernCode", v.comment, c.director_name as "vetName", c.clinic_id as "clinicId", c.name as "clinicName",
            ${PRODUCT_SUMMARY_COLUMNS}
       from vet_picks v
       join products p using (product_id)
       join brands b using (brand_id)
       join vet_clinics c using (clinic_id)
      where v.product_group1_id = $1
      order by v.concern_code, v.sort`,
    [group],
  )
  return concernsOf(group).map(({ code, title, lead }) => ({
    concernCode: code,
    title,
    lead,
    picks: rows
      .filter((row) => row.concernCode === code)
      .map(({ concernCode, comment, vetName, clinicId, clinicName, ...product }) => ({ product, comment, vetName, clinicId, clinicName })),
  }))
}
