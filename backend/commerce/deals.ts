import { welcomeRefusal } from '../accounts/welcome-benefits'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'

export type Deal = { deal_id: number; option_id: number; product_group1_id: number; deal_price: number; limit_quantity: number }

/**
 * Whether the member may buy a first-purchase deal: the welcome rule's answer (decision 042),
 * ALREADY_ORDERED after any paid order (cancelled ones do not count), REJOINED for a member who
 * signed up within 30 days of leaving on the same number.
 */
export async function isFirstPurchase(db: Queryable, userId: number): Promise<boolean> {
  return (await welcomeRefusal(db, userId)) === null
}

export async function loadDeal(db: Queryable, dealId: number): Promise<Deal | null> {
  const [row] = await db.query<Deal>(
    'select deal_id, option_id, product_group1_id, deal_price, limit_quantity from welcome_deals where deal_id = $1',
    [dealId],
  )
  return row ?? null
}

/** A deal sells one option: its name and list price go with the deal price (decision 046: one option's prices together). */
type DealFields = { dealId: number; dealPrice: number; limitQuantity: number; optionId: number; optionName: string; optionPrice: number }
type DealAnswer = DealFields & { product: ProductSummary }

async function listDeals(db: Queryable, group: number): Promise<DealAnswer[]> {
  const rows = await db.query<ProductSummary & DealFields>(
    `select d.deal_id as "dealId", d.deal_price as "dealPrice", d.limit_quantity as "limitQuantity", d.option_id as "optionId",
            po.name as "optionName", po.price as "optionPrice",
            ${PRODUCT_SUMMARY_COLUMNS}
       from welcome_deals d
       join product_options po using (option_id)
       join products p on p.product_id = po.product_id
       join brands b using (brand_id)
      where d.product_group1_id = $1
      order by d.sort`,
    [group],
  )
  return rows.map(({ dealId, dealPrice, limitQuantity, optionId, optionName, optionPrice, ...product }) => ({
    dealId,
    dealPrice,
    limitQuantity,
    optionId,
    optionName,
    optionPrice,
    product,
  }))
}

/**
 * BFF `GET /welcome-deal`'s answer: the group's deals and whether `member` (null for a guest or a
 * session that is not active) may buy one: eligible null with GUEST, true, or false with the
 * welcome rule's refusal (decision 042).
 */
export async function welcomeDealAnswer(db: Queryable, group: 1 | 2, member: number | null) {
  const [deals, refusal] = await Promise.all([listDeals(db, group), member === null ? undefined : welcomeRefusal(db, member)])
  const eligibility =
    refusal === undefined
      ? { eligible: null, reason: 'GUEST' }
      : refusal === null
        ? { eligible: true, reason: null }
        : { eligible: false, reason: refusal }
  return { productGroup1Id: group, ...eligibility, deals }
}
