import type { Router } from 'express'
import { z } from 'zod'
import { findSession } from '../auth/sessions'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { groupParam } from '../http/params'
import { parseInput } from '../http/validate'

/** Orders that count as bought: paid and every state after it but cancelled. */
export const PAID_STATES = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED'] as const
export const PAID_STATES_SQL = `('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED')`

export type Deal = { deal_id: number; option_id: number; product_group1_id: number; deal_price: number; limit_quantity: number }

/**
 * Contract "GET /welcome-deal": why a member may not buy a first-purchase deal, or null when they
 * may. ALREADY_ORDERED after any paid order (cancelled ones do not count); REJOINED for a member
 * who signed up within 30 days of leaving on the same number (issue 14: `welcome_benefits`).
 */
export async function dealRefusal(db: Queryable, userId: number): Promise<'ALREADY_ORDERED' | 'REJOINED' | null> {
  const [row] = await db.query<{ ordered: boolean; benefits: boolean }>(
    `select exists (select 1 from orders where user_id = $1 and status in ${PAID_STATES_SQL}) as ordered,
            coalesce((select welcome_benefits from users where user_id = $1), true) as benefits`,
    [userId],
  )
  if (row?.ordered) return 'ALREADY_ORDERED'
  return row?.benefits === false ? 'REJOINED' : null
}

export async function isFirstPurchase(db: Queryable, userId: number): Promise<boolean> {
  return (await dealRefusal(db, userId)) === null
}

export async function loadDeal(db: Queryable, dealId: number): Promise<Deal | null> {
  const [row] = await db.query<Deal>(
    'select deal_id, option_id, product_group1_id, deal_price, limit_quantity from welcome_deals where deal_id = $1',
    [dealId],
  )
  return row ?? null
}

type DealAnswer = { dealId: number; dealPrice: number; limitQuantity: number; optionId: number; product: ProductSummary }

async function listDeals(db: Queryable, group: number): Promise<DealAnswer[]> {
  const rows = await db.query<ProductSummary & { dealId: number; dealPrice: number; limitQuantity: number; optionId: number }>(
    `select d.deal_id as "dealId", d.deal_price as "dealPrice", d.limit_quantity as "limitQuantity", d.option_id as "optionId",
            ${PRODUCT_SUMMARY_COLUMNS}
       from welcome_deals d
       join product_options po using (option_id)
       join products p on p.product_id = po.product_id
       join brands b using (brand_id)
      where d.product_group1_id = $1
      order by d.sort`,
    [group],
  )
  return rows.map(({ dealId, dealPrice, limitQuantity, optionId, ...product }) => ({ dealId, dealPrice, limitQuantity, optionId, product }))
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
        member === null ? undefined : dealRefusal(db, member),
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
