import type { CouponTerms } from '../commerce/pricing'
import type { Queryable } from '../db/types'

/** Contract `MembershipPlan`. */
export type Plan = { plan_code: string; name: string; price: number; period_months: number; welcome_point: number }

/** Contract `MembershipBenefit`: a coupon that comes `monthly_quantity` times every benefit month. */
export type Benefit = {
  benefit_id: number
  title: string
  description: string
  monthly_quantity: number
  coupon: CouponTerms & { title: string }
}

export async function listPlans(db: Queryable): Promise<Plan[]> {
  return db.query<Plan>('select plan_code, name, price, period_months, welcome_point from membership_plans order by sort')
}

export async function findPlan(db: Queryable, planCode: string): Promise<Plan | null> {
  const [plan] = await db.query<Plan>(
    'select plan_code, name, price, period_months, welcome_point from membership_plans where plan_code = $1',
    [planCode],
  )
  return plan ?? null
}

type BenefitRow = Omit<Benefit, 'coupon'> & CouponTerms & { coupon_title: string }

export async function listBenefits(db: Queryable): Promise<Benefit[]> {
  const rows = await db.query<BenefitRow>(
    `select b.benefit_id, b.title, b.description, b.monthly_quantity, t.title as coupon_title,
            t.type, t.discount_value, t.max_discount_price, t.min_order_price, t.product_group1_id
       from membership_benefits b join coupon_templates t using (coupon_template_id) order by b.sort`,
  )
  return rows.map(({ coupon_title, type, discount_value, max_discount_price, min_order_price, product_group1_id, ...benefit }) => ({
    ...benefit,
    coupon: { title: coupon_title, type, discount_value, max_discount_price, min_order_price, product_group1_id },
  }))
}
