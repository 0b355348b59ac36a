import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentPasswordCost } from '../auth/passwords'
import type { RunningBackend } from '../index'
import { generateSeed } from '../seed'
import { startTestBackend } from './helpers'

/** A digest of the first products, as the database holds them. */
async function firstProductsDigest(backend: RunningBackend): Promise<string> {
  const rows = await backend.db.query(
    `select product_id, product_name, product_group3_id, brand_id, price, discount_apply_price, review_count,
            review_score::float8, created_at
       from products order by product_id limit 200`,
  )
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex')
}

describe('seed', () => {
  let backend: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend()
  })
  afterAll(() => backend.close())

  it('holds at least 3,000 products, about 60 % for dogs', async () => {
    const [row] = await backend.db.query<{ total: number; dog: number; cat: number }>(
      `select count(*)::int as total,
              count(*) filter (where product_group1_id = 1)::int as dog,
              count(*) filter (where product_group1_id = 2)::int as cat
         from products`,
    )
    expect(row?.total).toBeGreaterThanOrEqual(3000)
    expect((row?.dog ?? 0) / (row?.total ?? 1)).toBeCloseTo(0.6, 1)
    expect(row?.cat).toBeGreaterThan(0)
  })

  it('has a category tree of at least 40 categories, depth 2 and 3, for both groups', async () => {
    const rows = await backend.db.query<{ group: number; depth: number; count: number }>(
      `select product_group1_id as "group", depth, count(*)::int as count
         from categories group by 1, 2 order by 1, 2`,
    )
    const total = rows.reduce((sum, r) => sum + r.count, 0)
    expect(total).toBeGreaterThanOrEqual(40)
    for (const group of [1, 2]) {
      expect(rows.find((r) => r.group === group && r.depth === 2)?.count).toBeGreaterThanOrEqual(5)
      expect(rows.find((r) => r.group === group && r.depth === 3)?.count).toBeGreaterThanOrEqual(10)
    }
  })

  it('files every product under its own group and category path', async () => {
    const [row] = await backend.db.query<{ wrong: number }>(
      `select count(*)::int as wrong
         from products p
         join categories c3 on c3.category_id = p.product_group3_id
         join categories c2 on c2.category_id = p.product_group2_id
        where c3.parent_id <> c2.category_id or c2.parent_id <> p.product_group1_id
           or c3.product_group1_id <> p.product_group1_id`,
    )
    expect(row?.wrong).toBe(0)
  })

  it('keeps prices, discounts and scores in their ranges', async () => {
    const [row] = await backend.db.query<Record<string, number>>(
      `select count(*) filter (where price % 100 <> 0)::int as unrounded_price,
              count(*) filter (where discount_apply_price % 10 <> 0)::int as unrounded_sale,
              count(*) filter (where discount_rate > 50)::int as too_deep,
              count(*) filter (where review_count = 0 and review_score <> 0)::int as score_without_reviews,
              count(*) filter (where review_count > 0 and review_score < 3.5)::int as low_scores,
              count(*) filter (where sell_limit_status_code = 'SOLDOUT')::int as sold_out,
              count(*) filter (where is_entirely_soldout)::int as entirely_sold_out
         from products`,
    )
    expect(row).toMatchObject({ unrounded_price: 0, unrounded_sale: 0, too_deep: 0, score_without_reviews: 0, low_scores: 0 })
    expect(row?.sold_out).toBeGreaterThan(30)
    expect(row?.entirely_sold_out).toBeGreaterThan(0)
  })

  it('has at least 40 fictional brands, some of them our private label', async () => {
    const [row] = await backend.db.query<{ brands: number; pb: number }>(
      'select count(*)::int as brands, count(*) filter (where is_pb)::int as pb from brands',
    )
    expect(row?.brands).toBeGreaterThanOrEqual(40)
    expect(row?.pb).toBeGreaterThanOrEqual(1)
  })

  it('has the contract users with scrypt hashes and a few hundred members', async () => {
    const users = await backend.db.query<{ email: string; password_hash: string | null; status: string }>(
      'select email, password_hash, status from users order by user_id',
    )
    expect(users.length).toBeGreaterThanOrEqual(300)
    expect(users.slice(0, 3).map((u) => u.email)).toEqual(['demo@petshop.test', 'cat@petshop.test', 'blacklist@petshop.test'])
    // Today's cost is written into every seeded hash: N=2^17, r=8, p=1, or the test
    // run's lower N (decision 036; password-security.test.ts proves 2^17 without it).
    const { logN, r, p } = currentPasswordCost()
    const todays = new RegExp(`^scrypt\\$${logN}\\$${r}\\$${p}\\$[0-9a-f]{32}\\$[0-9a-f]{128}$`)
    for (const user of users.slice(0, 3)) expect(user.password_hash).toMatch(todays)
    expect(users[2]?.status).toBe('BLACKLISTED')
  })

  it('has the accounts demo members, their provider accounts and an invite code for everyone', async () => {
    // Random codes of sign-up's form, no more `PET` + the id.
    const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/
    const users = await backend.db.query<{
      user_id: number
      email: string
      status: string
      signup_channel: string
      has_password: boolean
      invite_code: string
    }>(
      `select user_id, email, status, signup_channel, password_hash is not null as has_password, invite_code
         from users where user_id in (1, 304, 305, 306, 307, 308, 309, 310) order by user_id`,
    )
    expect(users).toEqual([
      { user_id: 1, email: 'demo@petshop.test', status: 'ACTIVE', signup_channel: 'EMAIL', has_password: true, invite_code: 'HANA2PET7K' },
      {
        user_id: 304,
        email: 'withdrawn@petshop.test',
        status: 'WITHDRAWN',
        signup_channel: 'EMAIL',
        has_password: true,
        invite_code: expect.stringMatching(CODE),
      },
      {
        user_id: 305,
        email: 'link@petshop.test',
        status: 'ACTIVE',
        signup_channel: 'EMAIL',
        has_password: true,
        invite_code: expect.stringMatching(CODE),
      },
      {
        user_id: 306,
        email: 'kakao.demo@petshop.test',
        status: 'ACTIVE',
        signup_channel: 'KAKAO',
        has_password: false,
        invite_code: expect.stringMatching(CODE),
      },
      {
        user_id: 307,
        email: 'naver.demo@petshop.test',
        status: 'ACTIVE',
        signup_channel: 'NAVER',
        has_password: false,
        invite_code: expect.stringMatching(CODE),
      },
      {
        user_id: 308,
        email: 'apple.demo@privaterelay.appleid.com',
        status: 'ACTIVE',
        signup_channel: 'APPLE',
        has_password: false,
        invite_code: expect.stringMatching(CODE),
      },
      {
        user_id: 309,
        email: 'partner@petshop.test',
        status: 'ACTIVE',
        signup_channel: 'EMAIL',
        has_password: true,
        invite_code: expect.stringMatching(CODE),
      },
      {
        user_id: 310,
        email: 'limited@petshop.test',
        status: 'ACTIVE',
        signup_channel: 'EMAIL',
        has_password: true,
        invite_code: expect.stringMatching(CODE),
      },
    ])
    const [codes] = await backend.db.query<{ without: number; malformed: number; numbers: number; members: number }>(
      `select count(*) filter (where invite_code is null)::int as without,
              count(*) filter (where invite_code !~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$')::int as malformed,
              count(distinct mobile_no)::int as numbers, count(*)::int as members
         from users`,
    )
    expect(codes).toEqual({ without: 0, malformed: 0, numbers: codes?.members, members: 310 })
    const social = await backend.db.query('select provider, email, user_id from social_accounts order by social_account_id')
    expect(social).toEqual([
      { provider: 'KAKAO', email: 'kakao.demo@petshop.test', user_id: 306 },
      { provider: 'KAKAO', email: 'kakao.new@petshop.test', user_id: null },
      { provider: 'KAKAO', email: 'link@petshop.test', user_id: null },
      { provider: 'NAVER', email: 'naver.demo@petshop.test', user_id: 307 },
      { provider: 'APPLE', email: 'apple.demo@privaterelay.appleid.com', user_id: 308 },
    ])
    const [weights] = await backend.db.query<{ outside: number }>(
      'select count(*) filter (where weight_code not between -1 and 7)::int as outside from pets',
    )
    expect(weights?.outside).toBe(0)
  })

  it('names and options agree: a name says a size or flavour only when it is the only one sold', async () => {
    const rows = await backend.db.query<{ product_name: string; names: string[] }>(
      `select p.product_name, array_agg(o.name order by o.sort) as names
         from products p join product_options o using (product_id) group by p.product_id, p.product_name having count(*) > 1`,
    )
    expect(rows.length).toBeGreaterThan(1000)
    for (const { product_name, names } of rows) {
      // 탈취제 300ml selling 500ml, 사료 4kg selling 2kg: no option is named in the product's name.
      for (const option of names) expect(` ${product_name} `.includes(` ${option} `), `${product_name}: ${names.join(', ')}`).toBe(false)
    }
    // A bundle is named in bags, never "1개" (which read "1개 · 2개" beside the quantity).
    const [{ n } = { n: -1 }] = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from product_options where name ~ '^[0-9]+개$'`,
    )
    expect(n).toBe(0)
  })

  it('prices every product as one of its options: its own price is an option’s list and selling price', async () => {
    // Decision 043 opens a product page on that option; decision 046's lists start from the lowest.
    const [row] = await backend.db.query<{ products: number; without: number }>(
      `select count(*)::int as products,
              (count(*) filter (where not exists (
                 select 1 from product_options o
                  where o.product_id = p.product_id and o.price = p.price and o.discount_apply_price = p.discount_apply_price)))::int as without
         from products p`,
    )
    expect(row?.products).toBeGreaterThan(3000)
    expect(row?.without).toBe(0)
  })

  it('continues identity sequences after the seeded ids', async () => {
    const [user] = await backend.db.query<{ user_id: number }>(
      `insert into users (email, name, nickname) values ('new@petshop.test', '새회원', '새회원') returning user_id`,
    )
    expect(user?.user_id).toBeGreaterThan(310)
    await backend.db.query('delete from users where user_id = $1', [user?.user_id])
  })

  it('generates the same rows every time', async () => {
    const digest = async () =>
      createHash('sha256')
        .update(JSON.stringify(await generateSeed()))
        .digest('hex')
    expect(await digest()).toBe(await digest())
  })

  it('gives two fresh databases the same products and ids', async () => {
    const other = await startTestBackend()
    try {
      expect(await firstProductsDigest(other)).toBe(await firstProductsDigest(backend))
    } finally {
      await other.close()
    }
  })
})

describe('migrations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'petshop-backend-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('apply once; a second start on the same directory changes nothing', async () => {
    const first = await startTestBackend({ dataDir })
    const before = await first.db.query('select version, name, applied_at from schema_migrations order by version')
    const [products] = await first.db.query<{ count: number }>('select count(*)::int as count from products')
    await first.close()

    const second = await startTestBackend({ dataDir })
    try {
      expect(await second.db.query('select version, name, applied_at from schema_migrations order by version')).toEqual(before)
      expect(before.length).toBeGreaterThanOrEqual(3)
      const [again] = await second.db.query<{ count: number }>('select count(*)::int as count from products')
      expect(again?.count).toBe(products?.count)
    } finally {
      await second.close()
    }
  })
})
