import { describe, expect, test } from 'vitest'
import { formatCalendarDay } from '~/domain/date-formats'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { shopperWithSubscription, signedInShopper, subscriptionRow } from '../../../tests/fixtures/route-members'
import { action, loader } from './subscription._index'

/** `/subscription`: the member's regular deliveries; 다음 배송 건너뛰기 from the card. */
const live = liveBackendForFile()

type Page = {
  subscriptions: { subscriptionId: number; status: string; quantity: number; cycleWeeks: number; nextDeliveryDate: string | null }[]
  shopFor: string
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

describe('the subscription list', () => {
  test('shows the member’s running subscription as V2 stored it, never stored by the browser', async () => {
    const { browser, subscriptionId, earliestDate } = await shopperWithSubscription(live.backend, 'sublist')
    const answer = await visit(browser, loader, '/subscription')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as Page
    expect(page.subscriptions).toHaveLength(1)
    expect(page.subscriptions[0]).toMatchObject({
      subscriptionId,
      status: 'ACTIVE',
      quantity: 2,
      cycleWeeks: 2,
      nextDeliveryDate: earliestDate,
    })
  })

  test('a member with none is led to the food of the pet she browses', async () => {
    const { browser } = await signedInShopper(live.backend, 'subnone')
    const page = (await (await visit(browser, loader, '/subscription')).json()) as Page
    expect(page.subscriptions).toEqual([])
    expect(page.shopFor).toBe('/category/11')
  })

  test('[R6.1] a guest is sent to sign in', async () => {
    expect(signInNext(await visit(new Browser(), loader, '/subscription'))).toBe('/subscription')
  })
})

describe('다음 배송 건너뛰기 from the list', () => {
  test('moves the next delivery one cycle on and says the new date', async () => {
    const { browser, subscriptionId, earliestDate } = await shopperWithSubscription(live.backend, 'subskip')
    const answer = await visit(browser, action, '/subscription', formPost({ subscriptionId: String(subscriptionId) }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/subscription')
    const next = addDays(earliestDate, 14)
    expect((await subscriptionRow(live.backend, subscriptionId))?.next).toBe(next)
    expect((await toastOf(browser))?.message).toBe(SUBSCRIPTION_MSG.skipped(formatCalendarDay(next)))
  })

  test('someone else’s subscription, or no id: 정기배송 정보를 찾을 수 없어요, and nothing moves', async () => {
    const theirs = await shopperWithSubscription(live.backend, 'subskiptheirs')
    const { browser } = await signedInShopper(live.backend, 'subskipmine')
    for (const id of [String(theirs.subscriptionId), 'abc']) {
      const answer = await visit(browser, action, '/subscription', formPost({ subscriptionId: id }))
      expect(answer.headers.get('location')).toBe('/subscription')
      expect((await toastOf(browser))?.message).toBe(SUBSCRIPTION_MSG.errors.notFound)
    }
    expect((await subscriptionRow(live.backend, theirs.subscriptionId))?.next).toBe(theirs.earliestDate)
  })
})
