import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { shopperWithReview, signedInShopper } from '../../../tests/fixtures/route-members'
import { action, loader } from './review.helpful'

/** `POST /review/helpful` (decision 047): 도움돼요 once per member and review; a second press takes it back. */
const live = liveBackendForFile()

const helpersOf = async (reviewId: number) =>
  (await live.backend.db.query<{ user_id: number }>('select user_id from review_helpful where review_id = $1', [reviewId])).map(
    (row) => row.user_id,
  )
const press = (browser: Browser, fields: Record<string, string>) => visit(browser, action, '/review/helpful', formPost(fields))

describe('도움돼요', () => {
  test('without JavaScript: marked, back at the review on the product page; pressed again, taken back', async () => {
    const { reviewId, options } = await shopperWithReview(live.backend, 'helpwriter', 600)
    const { browser, member } = await signedInShopper(live.backend, 'helpreader')
    const back = `/product/detail/${options[0]?.product_id}`
    const first = await press(browser, { reviewId: String(reviewId), back })
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe(`${back}#review-${reviewId}`)
    expect(await helpersOf(reviewId)).toEqual([member.userId])
    await press(browser, { reviewId: String(reviewId), back })
    expect(await helpersOf(reviewId)).toEqual([])
  })

  test('with JavaScript the island gets the new state and count', async () => {
    const { reviewId } = await shopperWithReview(live.backend, 'helpislandw', 610)
    const { browser } = await signedInShopper(live.backend, 'helpislandr')
    const answer = await press(browser, { reviewId: String(reviewId), back: '/', js: '1' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true, helped: true, helpfulCount: 1 })
  })

  test('her own review: refused in Korean, nothing marked', async () => {
    const { browser, reviewId } = await shopperWithReview(live.backend, 'helpown', 620)
    const answer = await press(browser, { reviewId: String(reviewId), back: '/review' })
    expect(answer.headers.get('location')).toBe(`/review#review-${reviewId}`)
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.review.errors.OWN_REVIEW)
    const island = await press(browser, { reviewId: String(reviewId), js: '1' })
    expect(island.status).toBe(400)
    expect(await island.json()).toEqual({ ok: false, message: SHOP_MSG.review.errors.OWN_REVIEW })
    expect(await helpersOf(reviewId)).toEqual([])
  })

  test('an unknown review: a Korean toast, never a 5xx; a malformed id is not found', async () => {
    const { browser } = await signedInShopper(live.backend, 'helpunknown')
    const answer = await press(browser, { reviewId: '99999999', back: '/' })
    expect(answer.status).toBe(302)
    expect((await toastOf(browser))?.message).toBe(MSG.error.notFound)
    expect((await press(browser, { reviewId: 'abc' })).status).toBe(404)
  })

  test('[R6.1] a guest is sent to sign in and back to the product; a hostile back stays on the shop', async () => {
    const { reviewId } = await shopperWithReview(live.backend, 'helpguest', 630)
    expect(signInNext(await press(new Browser(), { reviewId: String(reviewId), back: '/product/detail/5' }))).toBe('/product/detail/5')
    expect(signInNext(await press(new Browser(), { reviewId: String(reviewId), back: 'https://evil.test/' }))).toBe('/')
    expect(await helpersOf(reviewId)).toEqual([])
  })

  test('opening the address is not found', async () => {
    const thrown = (() => {
      try {
        return loader()
      } catch (answer) {
        return answer as Response
      }
    })()
    expect(thrown.status).toBe(404)
  })
})
