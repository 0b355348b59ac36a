import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader } from './adoption._index'

/** `/adoption?animal=`: the animals waiting in partner shelters, the adopted ones last. */
const live = liveBackendForFile()

type Page = { animals: { animalId: number; animalGroup1Id: number; status: string }[]; group: number | null; signedIn: boolean }

const storedIds = async (group: 1 | 2 | null) =>
  (
    await live.backend.db.query<{ animal_id: number }>(
      `select animal_id from adoption_animals where $1::smallint is null or animal_group1_id = $1
        order by (status = 'ADOPTED'), registered_at desc, animal_id`,
      [group],
    )
  ).map((a) => a.animal_id)
const list = async (browser: Browser, path: string) => {
  const answer = await visit(browser, loader, path)
  return { status: answer.status, cache: answer.headers.get('Cache-Control'), page: (await answer.json()) as Page }
}

describe('the adoption page', () => {
  test('a guest sees every stored animal, adopted ones last; shareable (decision 038)', async () => {
    const { status, cache, page } = await list(new Browser(), '/adoption')
    expect(status).toBe(200)
    expect(cache).toBe('public, max-age=60, stale-while-revalidate=300')
    const all = await storedIds(null)
    expect(all.length).toBeGreaterThan(0)
    expect(page.animals.map((a) => a.animalId)).toEqual(all)
    expect(page).toMatchObject({ group: null, signedIn: false })
  })

  test('?animal=2: the cats only; an unknown animal is every animal', async () => {
    const cats = await list(new Browser(), '/adoption?animal=2')
    expect(cats.page.group).toBe(2)
    expect(cats.page.animals.map((a) => a.animalId)).toEqual(await storedIds(2))
    expect(cats.page.animals.every((a) => a.animalGroup1Id === 2)).toBe(true)
    const odd = await list(new Browser(), '/adoption?animal=%3Cscript%3E')
    expect(odd.page.group).toBeNull()
    expect(odd.page.animals.map((a) => a.animalId)).toEqual(await storedIds(null))
  })

  test('a member’s page says they are signed in and is private', async () => {
    const { browser } = await memberBrowser(live.backend, 'adoptlist')
    const { cache, page } = await list(browser, '/adoption?animal=1')
    expect(cache).toBe('private, no-cache')
    expect(page.signedIn).toBe(true)
    expect(page.animals.map((a) => a.animalId)).toEqual(await storedIds(1))
  })
})
