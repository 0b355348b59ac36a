import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { fetchJson, startTestBackend } from './helpers'

/** BFF `GET /sitemap/entries` (decision 060): every page a search engine may list, with its last change. */
let backend: RunningBackend
const entries = (query: string) => fetchJson(`${backend.url}/bff/sitemap/entries?${query}`)
type Page = {
  totalCount: number
  page: number
  size: number
  entries: Array<{ id: number; path: number[] | null; slug: string | null; updatedAt: string | null }>
}

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())
const count = async (table: string, where: string) =>
  (await backend.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]?.n ?? 0

describe('sitemap entries', () => {
  it('pages every product in id order, without overlap, with the latest of its creation and its reviews', async () => {
    const [count] = await backend.db.query<{ n: number }>('select count(*)::int as n from products')
    const first = (await entries('kind=products&page=1&size=3')).body as Page
    const second = (await entries('kind=products&page=2&size=3')).body as Page
    expect(first.totalCount).toBe(count?.n)
    expect(first.entries).toHaveLength(3)
    const ids = [...first.entries, ...second.entries].map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(6)

    const [reviewed] = await backend.db.query<{ product_id: number; changed: Date }>(
      `select p.product_id, greatest(p.created_at, max(r.created_at), max(r.edited_at)) as changed
         from products p join reviews r using (product_id) group by p.product_id order by p.product_id limit 1`,
    )
    if (!reviewed) throw new Error('the seed has reviews')
    const [rank] = await backend.db.query<{ n: number }>('select count(*)::int as n from products where product_id < $1', [
      reviewed.product_id,
    ])
    const one = (await entries(`kind=products&page=${(rank?.n ?? 0) + 1}&size=1`)).body as Page
    expect(one.entries).toEqual([{ id: reviewed.product_id, path: null, slug: null, updatedAt: new Date(reviewed.changed).toISOString() }])
  })

  it('lists each category that has a listing page with its path from depth 2, events that have begun, and posts not deleted', async () => {
    const categories = (await entries('kind=categories&size=10000')).body as Page
    const [leaf] = await backend.db.query<{ category_id: number; parent_id: number }>(
      'select category_id, parent_id from categories where depth = 3 order by category_id limit 1',
    )
    expect(categories.entries.find((e) => e.id === leaf?.category_id)?.path).toEqual([leaf?.parent_id, leaf?.category_id])
    // Only categories with a listing page: no dog or cat group (depth 1), and each of them answers.
    expect(categories.totalCount).toBe(await count('categories', 'depth in (2, 3)'))
    expect(categories.entries.some((e) => e.path?.length === 1)).toBe(true)
    for (const entry of categories.entries) {
      const { status } = await fetchJson(`${backend.url}/bff/category/products?categoryId=${entry.id}&size=1`)
      expect(status, String(entry.id)).toBe(200)
    }

    const [events] = await backend.db.query<{ n: number }>('select count(*)::int as n from events where starts_at <= now()')
    const begun = (await entries('kind=events')).body as Page
    expect(begun.totalCount).toBe(events?.n)
    // A named event is listed by its name, the address its page calls its own.
    const named = await backend.db.query<{ event_id: number; slug: string }>(
      'select event_id, slug from events where slug is not null and starts_at <= now()',
    )
    expect(named.length).toBeGreaterThan(0)
    for (const event of named) expect(begun.entries.find((e) => e.id === event.event_id)?.slug).toBe(event.slug)

    const [post] = await backend.db.query<{ post_id: number }>(
      'select post_id from community_posts where deleted_at is null order by post_id limit 1',
    )
    await backend.db.query('update community_posts set deleted_at = now() where post_id = $1', [post?.post_id])
    const posts = (await entries('kind=posts&size=10000')).body as Page
    expect(posts.entries.map((e) => e.id)).not.toContain(post?.post_id)
    expect(posts.entries.every((e) => e.updatedAt !== null)).toBe(true)
  })

  it('refuses an unknown kind, a page larger than 10,000 or page 0 with a 400', async () => {
    for (const query of ['kind=members', 'kind=products&size=10001', 'kind=products&page=0']) {
      const { status, body } = await entries(query)
      expect(status, query).toBe(400)
      expect(body, query).toMatchObject({ code: 'BAD_REQUEST' })
    }
  })
})
