import type { Router } from 'express'
import { z } from 'zod'
import { welcomeRefusal } from '../accounts/welcome-benefits'
import { findSession } from '../auth/sessions'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { groupParam } from '../http/params'
import { parseInput } from '../http/validate'

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

const dealQuery = z.object({ productGroup1Id: groupParam })

/** BFF `GET /welcome-deal`: the group's deals and whether the caller may buy one. */
export function registerWelcomeDealRoute(router: Router, { db, now }: Ctx): void {
  router.get(
    '/welcome-deal',
    handle(async (req, res) => {
      const query = parseInput(dealQuery, req.query)
      const session = await findSession(db, sessionToken(req), now())
      const member = session?.status === 'ACTIVE' ? session.userId : null
      const [deals, refusal] = await Promise.all([
        listDeals(db, query.productGroup1Id),
        member === null ? undefined : welcomeRefusal(db, member),
      ])
      const eligibility =
        refusal === undefined
          ? { eligible: null, reason: 'GUEST' }
          : refusal === null
            ? { eligible: true, reason: null }
            : { eligible: false, reason: refusal }
      res.json({ productGroup1Id: query.productGroup1Id, ...eligibility, deals })
    }),
  )
}
