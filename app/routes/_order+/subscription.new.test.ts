import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { signedInShopper, subscribableProducts } from '../../../tests/fixtures/route-members'
import { action, loader } from './subscription.new'

/** `/subscription/new?productId=`: starting a regular delivery of a consumable. */
const live = liveBackendForFile()

type Sheet = {
  sheet: { product: { productId: number }; options: { optionId: number }[]; addressId: number | null; earliestDate: string } | null
}
type Result = { result: { error?: Record<string, string[] | null> } }

const countOf = async (userId: number) =>
  (await live.backend.db.query<{ n: number }>('select count(*)::int as n from subscriptions where user_id = $1', [userId]))[0]?.n

describe('the new subscription sheet', () => {
  test('offers the product’s options and the member’s default address, never stored', async () => {
    const { browser, addressId } = await signedInShopper(live.backend, 'subsheet')
    const { productId, options } = await subscribableProducts(live.backend)
    const answer = await visit(browser, loader, `/subscription/new?productId=${productId}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const { sheet } = (await answer.json()) as Sheet
    expect(sheet?.product.productId).toBe(productId)
    expect(sheet?.options.map((o) => o.optionId)).toEqual(options)
    expect(sheet?.addressId).toBe(addressId)
  })

  test('a toy has no regular delivery: the page says so instead of failing', async () => {
    const { browser } = await signedInShopper(live.backend, 'subtoy')
    const { toyId } = await subscribableProducts(live.backend)
    const answer = await visit(browser, loader, `/subscription/new?productId=${toyId}`)
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as Sheet).sheet).toBeNull()
  })

  test('no product or an unknown one is the not-found page; [R6.1] a guest is sent to sign in', async () => {
    const { browser } = await signedInShopper(live.backend, 'subunknown')
    expect((await visit(browser, loader, '/subscription/new')).status).toBe(404)
    expect((await visit(browser, loader, '/subscription/new?productId=99999999')).status).toBe(404)
    const { productId } = await subscribableProducts(live.backend)
    expect(signInNext(await visit(new Browser(), loader, `/subscription/new?productId=${productId}`))).toBe(
      `/subscription/new?productId=${productId}`,
    )
  })
})

describe('starting a subscription', () => {
  test('a complete form starts it, says 정기배송을 시작했어요 and goes to the list', async () => {
    const { browser, member, token, addressId } = await signedInShopper(live.backend, 'substart')
    const { productId, options } = await subscribableProducts(live.backend)
    const sheet = (await v2Call(live.backend, '/subscription/sheet', token, { product_id: productId })).body
    const answer = await visit(
      browser,
      action,
      `/subscription/new?productId=${productId}`,
      formPost({
        optionId: String(options[1]),
        quantity: '3',
        cycleWeeks: '4',
        firstDeliveryDate: sheet.earliest_date,
        addressId: String(addressId),
        paymentMethod: 'EASY_PAY',
      }),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/subscription')
    expect((await toastOf(browser))?.message).toBe(SUBSCRIPTION_MSG.started)
    const [row] = await live.backend.db.query<Record<string, unknown>>(
      `select option_id, quantity, cycle_weeks, payment_method, to_char(next_delivery_date, 'YYYY-MM-DD') as next from subscriptions where user_id = $1`,
      [member.userId],
    )
    expect(row).toEqual({ option_id: options[1], quantity: 3, cycle_weeks: 4, payment_method: 'EASY_PAY', next: sheet.earliest_date })
  })

  test('11 pieces, a cycle of 5 weeks and no payment: each Korean error under its field, nothing started', async () => {
    const { browser, member, addressId } = await signedInShopper(live.backend, 'subbad')
    const { productId, options } = await subscribableProducts(live.backend)
    const answer = await visit(
      browser,
      action,
      `/subscription/new?productId=${productId}`,
      formPost({
        optionId: String(options[0]),
        quantity: '11',
        cycleWeeks: '5',
        firstDeliveryDate: '2026-12-24',
        addressId: String(addressId),
      }),
    )
    expect(answer.status).toBe(400)
    const { error } = ((await answer.json()) as Result).result
    expect(error?.quantity).toEqual([SUBSCRIPTION_MSG.errors.quantity])
    expect(error?.cycleWeeks).toEqual([SUBSCRIPTION_MSG.errors.cycle])
    expect(error?.paymentMethod).toEqual([SUBSCRIPTION_MSG.errors.payment])
    expect(await countOf(member.userId)).toBe(0)
  })

  test('a first delivery a year away is V2’s refusal, told in Korean, nothing started', async () => {
    const { browser, member, addressId } = await signedInShopper(live.backend, 'subdate')
    const { productId, options } = await subscribableProducts(live.backend)
    const fields = { optionId: String(options[0]), quantity: '1', cycleWeeks: '2', addressId: String(addressId), paymentMethod: 'CARD' }
    const far = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10)
    const answer = await visit(browser, action, `/subscription/new?productId=${productId}`, formPost({ ...fields, firstDeliveryDate: far }))
    expect(answer.status).toBe(400)
    expect(JSON.stringify(((await answer.json()) as Result).result.error)).toContain(SUBSCRIPTION_MSG.reasons.DATE_OUT_OF_RANGE)
    expect(await countOf(member.userId)).toBe(0)
  })

  test('a toy’s option, or someone else’s address: V2’s refusal in Korean, nothing started', async () => {
    const { browser, member, addressId } = await signedInShopper(live.backend, 'subtoyoption')
    const other = await signedInShopper(live.backend, 'subotheraddress')
    const { toyId, options } = await subscribableProducts(live.backend)
    const [toyOption] = await live.backend.db.query<{ option_id: number }>(
      'select option_id from product_options where product_id = $1 limit 1',
      [toyId],
    )
    const fields = {
      quantity: '1',
      cycleWeeks: '2',
      paymentMethod: 'CARD',
      firstDeliveryDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    }
    const toy = await visit(
      browser,
      action,
      `/subscription/new?productId=${toyId}`,
      formPost({ ...fields, optionId: String(toyOption?.option_id), addressId: String(addressId) }),
    )
    expect(toy.status).toBe(400)
    expect(JSON.stringify(((await toy.json()) as Result).result.error)).toContain(SUBSCRIPTION_MSG.reasons.NOT_SUBSCRIBABLE)
    const theirs = await visit(
      browser,
      action,
      '/subscription/new',
      formPost({ ...fields, optionId: String(options[0]), addressId: String(other.addressId) }),
    )
    expect(theirs.status).toBe(400)
    expect(((await theirs.json()) as Result).result.error?.['']).toEqual([MSG.error.notFound])
    expect(await countOf(member.userId)).toBe(0)
  })
})
