import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { shopperWithOrder, signedInShopper } from '../../../tests/fixtures/route-members'
import { loader } from './welcome-deal.$productGroup1Id'

/** `/welcome-deal/{1|2}`: the first-purchase deals and whether this shopper may buy one (decision 042). */
const live = liveBackendForFile()

type Page = {
  deal: {
    productGroup1Id: number
    eligible: boolean | null
    reason: string | null
    deals: { dealId: number; dealPrice: number; optionId: number }[]
  }
  here: string
}
const pageOf = async (browser: Browser, group: string) => {
  const answer = await visit(browser, loader, `/welcome-deal/${group}`, {}, { productGroup1Id: group })
  return { answer, page: answer.status === 200 ? ((await answer.clone().json()) as Page) : null }
}
const storedDeals = (group: number) =>
  live.backend.db.query<{ dealId: number; dealPrice: number; optionId: number }>(
    'select deal_id as "dealId", deal_price as "dealPrice", option_id as "optionId" from welcome_deals where product_group1_id = $1 order by sort',
    [group],
  )

describe('the welcome deal page', () => {
  test('a guest sees the dog deals as stored, in their order, and is asked to sign in to know', async () => {
    const { answer, page } = await pageOf(new Browser(), '1')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const stored = await storedDeals(1)
    expect(stored.length).toBeGreaterThan(0)
    expect(page?.deal.deals.map(({ dealId, dealPrice, optionId }) => ({ dealId, dealPrice, optionId }))).toEqual(stored)
    expect(page?.deal).toMatchObject({ productGroup1Id: 1, eligible: null, reason: 'GUEST' })
    expect(page?.here).toBe('/welcome-deal/1')
  })

  test('the cat page has the cat deals', async () => {
    const { page } = await pageOf(new Browser(), '2')
    expect(page?.deal.deals.map((d) => d.dealId)).toEqual((await storedDeals(2)).map((d) => d.dealId))
  })

  test('a new member may buy one', async () => {
    const { browser } = await signedInShopper(live.backend, 'dealnew')
    expect((await pageOf(browser, '1')).page?.deal).toMatchObject({ eligible: true, reason: null })
  })

  test('after a paid order the deals are no longer hers (ALREADY_ORDERED)', async () => {
    const { browser } = await shopperWithOrder(live.backend, 'dealordered', 700)
    expect((await pageOf(browser, '1')).page?.deal).toMatchObject({ eligible: false, reason: 'ALREADY_ORDERED' })
  })

  test('any other group is the not-found page', async () => {
    for (const group of ['3', '0', 'dog', '01']) expect((await pageOf(new Browser(), group)).answer.status, group).toBe(404)
  })
})
