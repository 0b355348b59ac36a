import { describe, expect, test } from 'vitest'
import { formatCalendarDay } from '~/domain/date-formats'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { shopperWithSubscription, subscriptionRow } from '../../../tests/fixtures/route-members'
import { action, loader } from './subscription.$subscriptionId'

/** `/subscription/{id}`: changing one of the member's subscriptions; anyone else's is not found. */
const live = liveBackendForFile()

type Result = { result: { error?: Record<string, string[] | null> } }
const pathOf = (id: number | string) => `/subscription/${id}`
const change = (browser: Browser, id: number, fields: Record<string, string>) =>
  visit(browser, action, pathOf(id), formPost(fields), { subscriptionId: String(id) })

describe('the change page', () => {
  test('shows the member’s subscription with what the form offers, never stored', async () => {
    const { browser, subscriptionId, product, earliestDate } = await shopperWithSubscription(live.backend, 'subpage')
    const answer = await visit(browser, loader, pathOf(subscriptionId), {}, { subscriptionId: String(subscriptionId) })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const { subscription } = (await answer.json()) as {
      subscription: { subscriptionId: number; quantity: number; nextDeliveryDate: string; options: { optionId: number }[] }
    }
    expect(subscription).toMatchObject({ subscriptionId, quantity: 2, nextDeliveryDate: earliestDate })
    expect(subscription.options.map((o) => o.optionId)).toEqual(product.options)
  })

  test('someone else’s, an unknown or a malformed id is the not-found page, never a 5xx', async () => {
    const theirs = await shopperWithSubscription(live.backend, 'subpagetheirs')
    const mine = await shopperWithSubscription(live.backend, 'subpagemine')
    for (const id of [String(theirs.subscriptionId), '99999999', 'abc']) {
      const answer = await visit(mine.browser, loader, pathOf(id), {}, { subscriptionId: id })
      expect(answer.status, id).toBe(404)
    }
  })

  test('[R6.1] a guest is sent to sign in', async () => {
    const answer = await visit(new Browser(), loader, pathOf(5), {}, { subscriptionId: '5' })
    expect(signInNext(answer)).toBe('/subscription/5')
  })
})

describe('changing a subscription', () => {
  test('a new option, quantity and cycle are stored, with 정기배송을 변경했어요', async () => {
    const { browser, subscriptionId, product, earliestDate } = await shopperWithSubscription(live.backend, 'subchange')
    const answer = await change(browser, subscriptionId, {
      optionId: String(product.options[1]),
      quantity: '4',
      cycleWeeks: '3',
      nextDeliveryDate: earliestDate,
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/subscription')
    expect((await toastOf(browser))?.message).toBe(SUBSCRIPTION_MSG.saved)
    expect(await subscriptionRow(live.backend, subscriptionId)).toMatchObject({
      option_id: product.options[1],
      quantity: 4,
      cycle_weeks: 3,
    })
  })

  test('0 pieces and a cycle of 5 weeks: Korean errors under the fields, nothing changed', async () => {
    const { browser, subscriptionId, product, earliestDate } = await shopperWithSubscription(live.backend, 'subchangebad')
    const answer = await change(browser, subscriptionId, {
      optionId: String(product.options[0]),
      quantity: '0',
      cycleWeeks: '5',
      nextDeliveryDate: earliestDate,
    })
    expect(answer.status).toBe(400)
    const { error } = ((await answer.json()) as Result).result
    expect(error?.quantity).toEqual([SUBSCRIPTION_MSG.errors.quantity])
    expect(error?.cycleWeeks).toEqual([SUBSCRIPTION_MSG.errors.cycle])
    expect(await subscriptionRow(live.backend, subscriptionId)).toMatchObject({ quantity: 2, cycle_weeks: 2 })
  })

  test('a cancelled subscription cannot be changed: V2’s refusal in Korean, nothing changed', async () => {
    const { browser, subscriptionId, product, earliestDate } = await shopperWithSubscription(live.backend, 'subchangecancelled')
    await live.backend.db.query(
      `update subscriptions set status = 'CANCELLED', cancel_reason_code = 'PRICE', cancelled_at = now() where subscription_id = $1`,
      [subscriptionId],
    )
    const answer = await change(browser, subscriptionId, {
      optionId: String(product.options[0]),
      quantity: '5',
      cycleWeeks: '2',
      nextDeliveryDate: earliestDate,
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(((await answer.json()) as Result).result.error)).toContain(SUBSCRIPTION_MSG.reasons.SUBSCRIPTION_CANCELLED)
    expect((await subscriptionRow(live.backend, subscriptionId))?.quantity).toBe(2)
  })

  test('건너뛰기 on this page skips this subscription, whatever id the form carries, and comes back here', async () => {
    const { browser, subscriptionId } = await shopperWithSubscription(live.backend, 'subpageskip')
    const other = await shopperWithSubscription(live.backend, 'subpageskipother')
    const answer = await change(browser, subscriptionId, { intent: 'skip', subscriptionId: String(other.subscriptionId) })
    expect(answer.headers.get('location')).toBe(pathOf(subscriptionId))
    const moved = await subscriptionRow(live.backend, subscriptionId)
    expect((await toastOf(browser))?.message).toBe(SUBSCRIPTION_MSG.skipped(formatCalendarDay(moved?.next ?? '')))
    expect((await subscriptionRow(live.backend, other.subscriptionId))?.next).toBe(other.earliestDate)
  })

  test('someone else’s subscription cannot be changed through its URL', async () => {
    const theirs = await shopperWithSubscription(live.backend, 'subchangetheirs')
    const mine = await shopperWithSubscription(live.backend, 'subchangemine')
    const answer = await change(mine.browser, theirs.subscriptionId, {
      optionId: String(theirs.product.options[0]),
      quantity: '7',
      cycleWeeks: '2',
      nextDeliveryDate: theirs.earliestDate,
    })
    expect(answer.status).toBe(404)
    expect((await subscriptionRow(live.backend, theirs.subscriptionId))?.quantity).toBe(2)
  })
})
