import { describe, expect, test } from 'vitest'
import { productGroupCookie } from '~/session/cookies.server'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader } from './vet-commerce'

/** R2.2 (tests/e2e/vet.spec.ts): /vet-commerce groups the vets' picks by concern for dogs and cats. */
const live = liveBackendForFile()

type Page = { productGroup1Id: number; concerns: { concernCode: string; picks: { product: { productId: number }; clinicId: number }[] }[] }

/** The stored picks of the animal, concern by concern in their order: [concern, productId]. */
async function storedPicks(group: 1 | 2) {
  const rows = await live.backend.db.query<{ concern_code: string; product_id: number }>(
    'select concern_code, product_id from vet_picks where product_group1_id = $1 order by concern_code, sort',
    [group],
  )
  return rows.map((r) => [r.concern_code, r.product_id])
}
const picksOf = (page: Page) => page.concerns.flatMap((c) => c.picks.map((p) => [c.concernCode, p.product.productId]))

describe('the vets’ picks (R2.2)', () => {
  test('[R2.2] ?productGroup1Id=2: the cats’ stored picks by concern, shareable for a guest (decision 038)', async () => {
    const answer = await visit(new Browser(), loader, '/vet-commerce?productGroup1Id=2')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const page = (await answer.json()) as Page
    expect(page.productGroup1Id).toBe(2)
    const stored = await storedPicks(2)
    expect(stored.length).toBeGreaterThan(0)
    expect(picksOf(page).sort()).toEqual(stored.sort())
  })

  test('without the parameter: the shopper’s dog/cat choice, and the page is theirs alone (private)', async () => {
    const dog = await visit(new Browser(), loader, '/vet-commerce')
    expect(dog.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(picksOf((await dog.json()) as Page).sort()).toEqual((await storedPicks(1)).sort())
    const catPerson = new Browser()
    catPerson.jar.store([`${await productGroupCookie().serialize(2)}`])
    const cat = (await (await visit(catPerson, loader, '/vet-commerce?productGroup1Id=9')).json()) as Page
    expect(cat.productGroup1Id).toBe(2)
  })

  test('a member’s page is private even with the parameter', async () => {
    const { browser } = await memberBrowser(live.backend, 'vetcommerce')
    expect((await visit(browser, loader, '/vet-commerce?productGroup1Id=1')).headers.get('Cache-Control')).toBe('private, no-cache')
  })
})
