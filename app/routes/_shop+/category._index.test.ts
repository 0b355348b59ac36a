import { describe, expect, test } from 'vitest'
import { productGroupCookie } from '~/session/cookies.server'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { signedInShopper } from '../../../tests/fixtures/route-members'
import { loader } from './category._index'

/** `/category`: the dog or cat category tree (the bottom bar's 카테고리), shareable among guests (decision 038). */
const live = liveBackendForFile()

type Tree = { productGroup1Id: number; categories: { categoryId: number; name: string; children: { categoryId: number }[] }[] }

const storedTree = async (group: number) => {
  const rows = await live.backend.db.query<{ category_id: number; name: string; children: number[] }>(
    `select c.category_id, c.name,
            coalesce((select array_agg(k.category_id order by k.sort_order) from categories k where k.parent_id = c.category_id and k.depth = 3), '{}') as children
       from categories c where c.depth = 2 and c.product_group1_id = $1 order by c.sort_order`,
    [group],
  )
  return rows.map((row) => ({ categoryId: row.category_id, name: row.name, children: row.children }))
}
const shape = (tree: Tree) =>
  tree.categories.map((c) => ({ categoryId: c.categoryId, name: c.name, children: c.children.map((k) => k.categoryId) }))

describe('the category tree', () => {
  test('[R9.4] a guest gets the dog tree as the catalogue stores it, shareable for a minute', async () => {
    const answer = await visit(new Browser(), loader, '/category')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const tree = (await answer.json()) as Tree
    expect(tree.productGroup1Id).toBe(1)
    expect(tree.categories.length).toBeGreaterThan(0)
    expect(shape(tree)).toEqual(await storedTree(1))
  })

  test('a shopper who chose cats gets the cat tree', async () => {
    const browser = new Browser()
    browser.jar.store([await productGroupCookie().serialize(2)])
    const tree = (await (await visit(browser, loader, '/category')).json()) as Tree
    expect(tree.productGroup1Id).toBe(2)
    expect(shape(tree)).toEqual(await storedTree(2))
  })

  test('a member’s copy is private', async () => {
    const { browser } = await signedInShopper(live.backend, 'cattree')
    const answer = await visit(browser, loader, '/category')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
  })
})
