import type { Random } from '../shared/random'
import type { ProductRow } from './catalog'
import type { OptionRow } from './options'
import { DEMO_USERS } from './users'

type AddressRow = {
  address_id: number
  user_id: number
  name: string
  mobile_no: string
  zip_code: string
  address1: string
  address2: string
  is_default: boolean
}

/**
 * The demo member's regular deliveries (decision 013): dry food every 4 weeks with the 5 %
 * subscription discount, paid by card, and pads every 2 weeks without it (started before the
 * discount was offered), paid with easy pay. Both go to the Seoul home address. The dates are
 * around the seed's today (2026-11-01): V2 reads a date that has passed as the next one on the
 * cycle, so they stay in the future whenever the shop runs. `cat@petshop.test` has none.
 */
const PLAN = [
  {
    category: 1101,
    quantity: 1,
    cycle_weeks: 4,
    next_delivery_date: '2026-11-06',
    payment_method: 'CARD',
    discount_rate: 5,
    created_at: '2026-09-11T01:00:00.000Z',
  },
  {
    category: 1401,
    quantity: 2,
    cycle_weeks: 2,
    next_delivery_date: '2026-11-10',
    payment_method: 'EASY_PAY',
    discount_rate: 0,
    created_at: '2026-07-21T03:30:00.000Z',
  },
] as const

/** The subscription rows; `random` is a stream of its own, so no earlier seeded row changed. */
export function generateSubscriptions(
  random: Random,
  input: { products: readonly ProductRow[]; options: readonly OptionRow[]; addresses: readonly AddressRow[] },
) {
  const home = input.addresses.find((a) => a.user_id === DEMO_USERS.demo && a.is_default)
  if (!home) throw new Error('seed: the demo member has no default address')
  const address = { name: home.name, mobile_no: home.mobile_no, zip_code: home.zip_code, address1: home.address1, address2: home.address2 }
  return PLAN.map(({ category, ...plan }, i) => {
    const products = new Set(
      input.products.filter((p) => p.product_group3_id === category && p.sell_limit_status_code === null).map((p) => p.product_id),
    )
    const option = random.pick(input.options.filter((o) => products.has(o.product_id) && o.stock >= 20))
    return {
      subscription_id: i + 1,
      user_id: DEMO_USERS.demo,
      product_id: option.product_id,
      option_id: option.option_id,
      address_id: home.address_id,
      address,
      ...plan,
      updated_at: plan.created_at,
    }
  })
}
