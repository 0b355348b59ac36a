import { couponAmount, orderTotal, shippingFee } from '../commerce/pricing'
import { expectedArrival, zipDelivery } from '../commerce/zip'
import { insertRows, syncIdentity } from '../db/bulk'
import type { Queryable } from '../db/types'
import type { Random } from '../shared/random'
import { type ProductRow, SEED_NOW } from './catalog'
import type { OptionRow } from './options'
import { DEMO_USERS, type DeliveryRow, type OrderItemRow, type OrderRow, type UserRow } from './users'

/** Active coupons last until the end of 2027 (KST); the expired one ended the day before the seed's today. */
const VALID_UNTIL = '2027-12-31T14:59:59.000Z'
const EXPIRED_AT = '2026-10-31T14:59:59.000Z'
const DAY = 86_400_000

type TemplateRow = {
  coupon_template_id: number
  title: string
  type: 'AMOUNT' | 'RATE' | 'FREE_SHIPPING'
  discount_value: number
  max_discount_price: number | null
  min_order_price: number
  product_group1_id: number | null
  expires_at: string
  total_quantity: number | null
  issued_count: number
  downloadable: boolean
  /** Decision 027: for members with no paid order only; limited to these depth-2 categories (null: all). */
  first_purchase: boolean
  category_ids: number[] | null
}

/** Template 1 (the invite coupon) comes from migration 7, template 10 (the sign-up coupon) from migration 21. */
export const COUPON_TEMPLATES: readonly TemplateRow[] = [
  {
    coupon_template_id: 2,
    title: '첫 구매 3,000원 할인',
    type: 'AMOUNT',
    discount_value: 3000,
    max_discount_price: null,
    min_order_price: 15_000,
    product_group1_id: null,
    expires_at: VALID_UNTIL,
    total_quantity: null,
    issued_count: 0,
    downloadable: true,
    first_purchase: true,
    category_ids: null,
  },
  {
    coupon_template_id: 3,
    title: '사료 10% 할인 (최대 5,000원)',
    type: 'RATE',
    discount_value: 10,
    max_discount_price: 5000,
    min_order_price: 20_000,
    product_group1_id: null,
    expires_at: VALID_UNTIL,
    total_quantity: null,
    issued_count: 0,
    downloadable: true,
    first_purchase: false,
    category_ids: [11, 21],
  },
  {
    coupon_template_id: 4,
    title: '무료배송 쿠폰',
    type: 'FREE_SHIPPING',
    discount_value: 0,
    max_discount_price: null,
    min_order_price: 0,
    product_group1_id: null,
    expires_at: VALID_UNTIL,
    total_quantity: null,
    issued_count: 0,
    downloadable: true,
    first_purchase: false,
    category_ids: null,
  },
  {
    coupon_template_id: 5,
    title: '강아지 용품 5,000원 할인',
    type: 'AMOUNT',
    discount_value: 5000,
    max_discount_price: null,
    min_order_price: 40_000,
    product_group1_id: 1,
    expires_at: VALID_UNTIL,
    total_quantity: null,
    issued_count: 0,
    downloadable: true,
    first_purchase: false,
    category_ids: null,
  },
  {
    coupon_template_id: 6,
    title: '고양이 전용 15% 할인 (최대 10,000원)',
    type: 'RATE',
    discount_value: 15,
    max_discount_price: 10_000,
    min_order_price: 30_000,
    product_group1_id: 2,
    expires_at: VALID_UNTIL,
    total_quantity: null,
    issued_count: 0,
    downloadable: true,
    first_purchase: false,
    category_ids: null,
  },
  {
    coupon_template_id: 7,
    title: '선착순 10,000원 할인',
    type: 'AMOUNT',
    discount_value: 10_000,
    max_discount_price: null,
    min_order_price: 50_000,
    product_group1_id: null,
    expires_at: VALID_UNTIL,
    total_quantity: 100,
    issued_count: 37,
    downloadable: true,
    first_purchase: false,
    category_ids: null,
  },
  {
    coupon_template_id: 8,
    title: '가을 맞이 7% 할인 (최대 3,000원)',
    type: 'RATE',
    discount_value: 7,
    max_discount_price: 3000,
    min_order_price: 10_000,
    product_group1_id: null,
    expires_at: EXPIRED_AT,
    total_quantity: null,
    issued_count: 0,
    downloadable: true,
    first_purchase: false,
    category_ids: null,
  },
  {
    coupon_template_id: 9,
    title: '냥이 무료배송 쿠폰',
    type: 'FREE_SHIPPING',
    discount_value: 0,
    max_discount_price: null,
    min_order_price: 0,
    product_group1_id: 2,
    expires_at: VALID_UNTIL,
    total_quantity: null,
    issued_count: 0,
    downloadable: true,
    first_purchase: false,
    category_ids: null,
  },
]

/** The demo members' coupons (ids 1–5); coupon 4 paid for demo order 4. */
const DEMO_COUPONS = [
  { coupon_id: 1, user_id: DEMO_USERS.demo, template: 2 },
  { coupon_id: 2, user_id: DEMO_USERS.demo, template: 3 },
  { coupon_id: 3, user_id: DEMO_USERS.demo, template: 4 },
  { coupon_id: 4, user_id: DEMO_USERS.demo, template: 5, order: 4 },
  { coupon_id: 5, user_id: DEMO_USERS.cat, template: 6 },
] as const

const DEAL_PRICES = [100, 990, 1900, 2900, 3900, 4900, 5900, 7900, 9900] as const

export type CommerceInput = {
  products: readonly ProductRow[]
  options: readonly OptionRow[]
  users: readonly UserRow[]
  deliveries: readonly DeliveryRow[]
  orders: readonly OrderRow[]
  orderItems: readonly OrderItemRow[]
}

/** Every member with delivery data gets it as their default address; the demo member a second one in Busan. */
function addresses(users: readonly UserRow[], deliveries: readonly DeliveryRow[]) {
  const byId = new Map(users.map((u) => [u.user_id, u]))
  const rows = deliveries.map((d) => {
    const user = byId.get(d.user_id)
    return {
      user_id: d.user_id,
      name: user?.name ?? '',
      mobile_no: user?.mobile_no ?? '',
      zip_code: d.zip_code,
      address1: d.address1,
      address2: d.address2,
      is_default: true,
      created_at: user?.created_at ?? new Date(SEED_NOW).toISOString(),
    }
  })
  rows.splice(1, 0, {
    user_id: DEMO_USERS.demo,
    name: '김하늘',
    mobile_no: '01012345678',
    zip_code: '48099',
    address1: '부산광역시 해운대구 해운대해변로 264',
    address2: '1502호',
    is_default: false,
    created_at: '2025-12-24T05:00:00.000Z',
  })
  return rows.map((row, i) => ({ address_id: i + 1, ...row }))
}

/** 10 deals per group: in-stock options of products that are not sold out, at a price below their own. */
function deals(random: Random, products: readonly ProductRow[], options: readonly OptionRow[]) {
  const sellable = new Set(products.filter((p) => p.sell_limit_status_code === null).map((p) => p.product_id))
  const group = new Map(products.map((p) => [p.product_id, p.product_group1_id]))
  return ([1, 2] as const).flatMap((g, gi) => {
    const candidates = options.filter(
      (o) => sellable.has(o.product_id) && group.get(o.product_id) === g && o.stock >= 5 && o.discount_apply_price >= 5000,
    )
    const seen = new Set<number>()
    const picked = random
      .shuffle(candidates)
      .filter((o) => !seen.has(o.product_id) && seen.add(o.product_id))
      .slice(0, 10)
    return picked.map((o, i) => ({
      deal_id: gi * 10 + i + 1,
      product_group1_id: g,
      option_id: o.option_id,
      deal_price: random.pick(DEAL_PRICES.filter((price) => price < o.discount_apply_price)),
      limit_quantity: 1,
      sort: i + 1,
    }))
  })
}

/**
 * The demo member's history: orders 1–3 stay DELIVERED (their new columns filled in: the option
 * each line was, delivery by parcel to the Seoul address, paid by card); order 4 is SHIPPING
 * (paid with coupon 4) and order 5 PAID, so every state is visible.
 */
function demoHistory(random: Random, input: CommerceInput, address: Record<string, unknown>) {
  const optionOf = (productId: number, price: number) =>
    input.options.find((o) => o.product_id === productId && o.discount_apply_price === price) ??
    input.options.find((o) => o.product_id === productId)
  const items = input.orderItems.map((item) => {
    const option = optionOf(item.product_id, item.price)
    return {
      ...item,
      option_id: option?.option_id ?? null,
      option_name: option?.name ?? '단품',
      list_price: option?.price ?? item.price,
      deal_id: null,
      cart_item_id: null,
    }
  })
  const base = (o: OrderRow, type: 'LOGISTIC' | 'MORNING') => ({
    ...o,
    order_key: `ord_seed_${o.order_id}`,
    address,
    payment_method: 'CARD',
    delivery_type: type,
    product_total: o.total_price,
    shipping_fee: 0,
    coupon_id: null as number | null,
    coupon_title: null as string | null,
    coupon_type: null as string | null,
    coupon_discount_price: 0,
    shipping_time: expectedArrival(new Date(o.ordered_at), type).toISOString(),
    has_deal: false,
  })
  const orders = input.orders.map((o) => base(o, 'LOGISTIC'))
  const dogOptions = input.options.filter((o) => {
    const p = input.products.find((x) => x.product_id === o.product_id)
    return p?.product_group1_id === 1 && p.sell_limit_status_code === null && o.stock >= 3
  })
  const used = COUPON_TEMPLATES.find((t) => t.coupon_template_id === 5) as TemplateRow
  const plan = [
    { order_id: 4, status: 'SHIPPING', days: 1, type: 'MORNING' as const, method: 'EASY_PAY', coupon: used },
    { order_id: 5, status: 'PAID', days: 0, type: 'LOGISTIC' as const, method: 'BANK_TRANSFER', coupon: null },
  ]
  for (const step of plan) {
    const pick = () =>
      random
        .shuffle(dogOptions)
        .slice(0, random.int(2, 3))
        .map((o, i) => ({
          order_id: step.order_id,
          line_no: i + 1,
          product_id: o.product_id,
          price: o.discount_apply_price,
          quantity: random.int(1, 2),
          option_id: o.option_id,
          option_name: o.name,
          list_price: o.price,
          deal_id: null,
          cart_item_id: null,
        }))
    const sum = (lines: ReturnType<typeof pick>) => lines.reduce((total, l) => total + l.price * l.quantity, 0)
    let lines = pick()
    // The order that used a coupon must reach the coupon's minimum.
    while (step.coupon && sum(lines) < step.coupon.min_order_price) lines = pick()
    const productTotal = sum(lines)
    const fee = shippingFee(productTotal, lines.length)
    const discount =
      step.coupon && productTotal >= step.coupon.min_order_price
        ? couponAmount(step.coupon, { productTotal, shippingFee: fee, groups: [1] })
        : 0
    const orderedAt = new Date(SEED_NOW - step.days * DAY + 2 * 3_600_000)
    items.push(...lines)
    orders.push({
      ...base(
        {
          order_id: step.order_id,
          user_id: DEMO_USERS.demo,
          status: step.status,
          total_price: orderTotal(productTotal, fee, discount),
          ordered_at: orderedAt.toISOString(),
        },
        step.type,
      ),
      payment_method: step.method,
      product_total: productTotal,
      shipping_fee: fee,
      ...(discount > 0 && step.coupon
        ? { coupon_id: 4, coupon_title: step.coupon.title, coupon_type: step.coupon.type, coupon_discount_price: discount }
        : {}),
    })
  }
  const payments = orders.map((o) => ({
    payment_key: `pay_seed_${o.order_id}`,
    order_id: o.order_id,
    amount: o.total_price,
    method: o.payment_method,
    status: 'CAPTURED',
    created_at: o.ordered_at,
    updated_at: o.ordered_at,
  }))
  return { orders, orderItems: items, payments }
}

/** The commerce rows of the seed; `random` is a stream of its own, so no earlier row changed. */
export function generateCommerce(random: Random, input: CommerceInput) {
  const addressRows = addresses(input.users, input.deliveries)
  const home = addressRows[0] as (typeof addressRows)[number]
  const snapshot = {
    name: home.name,
    mobile_no: home.mobile_no,
    zip_code: home.zip_code,
    address1: home.address1,
    address2: home.address2,
    delivery: zipDelivery(home.zip_code),
  }
  const history = demoHistory(random, input, snapshot)
  const usedOrder = history.orders.find((o) => o.coupon_id === 4)
  const coupons = DEMO_COUPONS.map((c) => {
    const template = COUPON_TEMPLATES.find((t) => t.coupon_template_id === c.template) as TemplateRow
    const order = 'order' in c ? usedOrder : undefined
    return {
      coupon_id: c.coupon_id,
      user_id: c.user_id,
      title: template.title,
      discount_amount: template.type === 'AMOUNT' ? template.discount_value : null,
      reason: 'GIFT',
      created_at: '2026-10-01T00:00:00.000Z',
      coupon_template_id: template.coupon_template_id,
      expires_at: template.expires_at,
      used_at: order?.ordered_at ?? null,
      used_order_id: order?.order_id ?? null,
    }
  })
  return {
    couponTemplates: COUPON_TEMPLATES,
    coupons,
    deals: deals(random, input.products, input.options),
    addresses: addressRows,
    ...history,
  }
}

export type CommerceSeed = ReturnType<typeof generateCommerce>

/** Inserts what generateCommerce made, after the users, orders and options it points at. */
export async function insertCommerce(tx: Queryable, data: CommerceSeed): Promise<void> {
  await insertRows(tx, 'coupon_templates', data.couponTemplates)
  await insertRows(tx, 'addresses', data.addresses)
  await insertRows(tx, 'coupons', data.coupons)
  await insertRows(tx, 'welcome_deals', data.deals)
  await insertRows(tx, 'payments', data.payments)
  for (const [table, column] of [
    ['coupon_templates', 'coupon_template_id'],
    ['addresses', 'address_id'],
    ['coupons', 'coupon_id'],
    ['welcome_deals', 'deal_id'],
  ] as const) {
    await syncIdentity(tx, table, column)
  }
}
