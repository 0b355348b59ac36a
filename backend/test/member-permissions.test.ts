import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fetchJson, postJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let v2: string
const device = { mobile_device_id: 'test-device', mobile_os_code: 'P' }

beforeAll(async () => {
  backend = await startTestBackend()
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

async function detailOf(userId: number) {
  const token = await signIn(backend, userId)
  const { status, body } = await postJson(`${v2}/user/detail`, { ...device, session: token }, { authorization: token })
  expect(status).toBe(200)
  return body.user_info
}

describe('[R3.9] the partners authority and the excluded-features list come with the user detail', () => {
  it('[R3.9] the seeded partner has the BRAND authority and nothing excluded', async () => {
    expect(await detailOf(DEMO_USERS.partner)).toMatchObject({ partners_authority: 'BRAND', excluded_features: [] })
  })

  it('[R3.9] the seeded limited member has four features excluded and no authority', async () => {
    expect(await detailOf(DEMO_USERS.limited)).toMatchObject({
      partners_authority: null,
      excluded_features: ['community', 'adoption', 'subscription', 'insurance'],
    })
  })

  it('[R3.9] an ordinary member has neither', async () => {
    expect(await detailOf(DEMO_USERS.demo)).toMatchObject({ partners_authority: null, excluded_features: [] })
  })
})

describe('[R7.16] the dog/cat choice is read back with the user detail', () => {
  it('[R7.16] [R9.4] null until the member chooses, then the stored choice', async () => {
    const token = await signIn(backend, DEMO_USERS.partner)
    expect((await detailOf(DEMO_USERS.partner)).selected_product_group1_id).toBeNull()
    const update = await postJson(
      `${v2}/user/selected/product_group1/update`,
      { ...device, product_group1_id: 2, session: token },
      { authorization: token },
    )
    expect(update.status).toBe(200)
    expect((await detailOf(DEMO_USERS.partner)).selected_product_group1_id).toBe(2)
    expect((await detailOf(DEMO_USERS.cat)).selected_product_group1_id).toBe(2)
  })

  it('a member who signs up has no stored choice', async () => {
    const [row] = await backend.db.query<{ nullable: string; fallback: string | null }>(
      `select is_nullable as nullable, column_default as fallback from information_schema.columns
        where table_name = 'users' and column_name = 'selected_product_group1_id'`,
    )
    expect(row).toEqual({ nullable: 'YES', fallback: null })
  })
})

describe('POST /v2/user/partners/brand', () => {
  it('answers the partner their brand: products, stock, reviews and sales', async () => {
    const token = await signIn(backend, DEMO_USERS.partner)
    const { status, body } = await postJson(`${v2}/user/partners/brand`, { ...device, session: token }, { authorization: token })
    expect(status).toBe(200)
    const [brand] = await backend.db.query<{ brand_id: number; name: string; products: number }>(
      `select b.brand_id, b.name, (select count(*)::int from products p where p.brand_id = b.brand_id) as products
         from member_permissions m join brands b on b.brand_id = m.partner_brand_id where m.user_id = $1`,
      [DEMO_USERS.partner],
    )
    expect(body.partners_authority).toBe('BRAND')
    expect(body.brand).toMatchObject({ brand_id: brand?.brand_id, name: brand?.name })
    expect(body.summary.product_count).toBe(brand?.products)
    expect(body.products.length).toBe(Math.min(10, brand?.products ?? 0))
    const sold = body.products.map((p: { sold_quantity: number }) => p.sold_quantity)
    expect(sold).toEqual([...sold].sort((a, b) => b - a))
    // Priced as the shop's lists price them (decision 046).
    const { body: summaries } = await fetchJson(
      `${backend.url}/bff/product/summaries?productIds=${body.products.map((p: { product_id: number }) => p.product_id).join(',')}`,
    )
    for (const [i, product] of body.products.entries()) {
      expect(product).toMatchObject({
        lowest_option_discount_apply_price: summaries.products[i].lowestOptionDiscountApplyPrice,
        option_prices_differ: summaries.products[i].optionPricesDiffer,
      })
    }
  })

  it('refuses a member without the authority (403) and a guest (401)', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    expect((await postJson(`${v2}/user/partners/brand`, { ...device, session: token }, { authorization: token })).status).toBe(403)
    expect((await postJson(`${v2}/user/partners/brand`, device)).status).toBe(401)
  })
})
