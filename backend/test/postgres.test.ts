import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../db/migrations'
import { startBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fetchJson, postJson, signIn } from './helpers'

/** Runs only against a PostgreSQL server named by TEST_DATABASE_URL, inside a schema of its own. */
const url = process.env.TEST_DATABASE_URL

describe.skipIf(!url)('on a PostgreSQL server', () => {
  const schema = `petshop_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  const databaseUrl = `${url}${url?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`create schema ${schema}`)
  })
  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  })

  it('migrates and seeds once when two backends start together, and serves the same answers', async () => {
    const [a, b] = await Promise.all([startBackend({ databaseUrl }), startBackend({ databaseUrl })])
    try {
      const [row] = await a.db.query<{ products: number; migrations: number }>(
        'select (select count(*) from products) as products, (select count(*) from schema_migrations) as migrations',
      )
      expect(row?.products).toBeGreaterThanOrEqual(3000)
      expect(row?.migrations).toBe(migrations.length)
      const frame = await fetchJson(`${a.url}/bff/tab/frame?productGroup1Id=1&tabId=3`)
      expect(frame.status).toBe(200)
      expect((await fetchJson(`${b.url}/bff/tab/frame?productGroup1Id=1&tabId=3`)).body).toEqual(frame.body)
      // Dates and counts come back as on PGlite (node-postgres parses them differently by default).
      const token = await signIn(a, DEMO_USERS.demo)
      const detail = await postJson(`${b.url}/v2/user/detail`, {}, { authorization: token })
      expect(detail.body.user_info).toMatchObject({ created_at: '2024-03-15T02:30:00.000Z', order_count: 5 })
      expect(detail.body.user_info.top_animal_info.birthday).toBe('2021-05-14')
      // The catalogue's SQL (bigint offsets, optional group filter) runs the same on a server.
      const listing = await fetchJson(`${a.url}/bff/category/products?categoryId=11&sort=NEWEST&page=2&size=5`)
      expect(listing.body.products).toHaveLength(5)
      expect((await fetchJson(`${b.url}/bff/category/products?categoryId=11&sort=NEWEST&page=2&size=5`)).body).toEqual(listing.body)
      const product = await fetchJson(`${a.url}/bff/product/detail?productId=1024`, { headers: { authorization: token } })
      expect(product.body.options.length).toBeGreaterThan(0)
      const reviews = await fetchJson(`${b.url}/review/reviews?productId=1024&sort=SCORE_DESC`)
      expect(reviews.body.totalCount).toBe(product.body.reviewCount)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
