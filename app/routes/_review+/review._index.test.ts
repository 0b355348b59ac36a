import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, signInNext, visit } from '../../../tests/fixtures/route-browser'
import { shopperWithDeliveredOrder, shopperWithOrder, shopperWithReview } from '../../../tests/fixtures/route-members'
import { loader } from './review._index'

/** `/review`: the member's delivered lines waiting for a review, and the reviews she wrote (decision 047). */
const live = liveBackendForFile()

type Page = {
  writable: { orderId: number; lineNo: number; productId: number }[]
  mine: { reviewId: number; productId: number; score: number; text: string; editable: boolean }[]
}
const pageOf = async (browser: Browser) => {
  const answer = await visit(browser, loader, '/review')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
  return (await answer.json()) as Page
}

describe('the review page', () => {
  test('a delivered line waits for its review; a paid one not yet', async () => {
    const delivered = await shopperWithDeliveredOrder(live.backend, 'revwait', 500)
    expect((await pageOf(delivered.browser)).writable).toEqual([
      expect.objectContaining({ orderId: delivered.orderId, lineNo: 1, productId: delivered.options[0]?.product_id }),
    ])
    const paid = await shopperWithOrder(live.backend, 'revpaid', 510)
    expect((await pageOf(paid.browser)).writable).toEqual([])
  })

  test('once written, the review is listed as hers, editable within 30 days, and the line waits no more', async () => {
    const { browser, reviewId, options } = await shopperWithReview(live.backend, 'revmine', 520)
    const page = await pageOf(browser)
    expect(page.writable).toEqual([])
    expect(page.mine).toEqual([
      expect.objectContaining({
        reviewId,
        productId: options[0]?.product_id,
        score: 4,
        text: '잘 먹어요. 다음에도 살게요.',
        editable: true,
      }),
    ])
  })

  test('[decision 047] a review older than 30 days keeps no 리뷰 수정 link', async () => {
    const { browser, reviewId } = await shopperWithReview(live.backend, 'revold', 530)
    await live.backend.db.query(`update reviews set created_at = now() - interval '31 days' where review_id = $1`, [reviewId])
    expect((await pageOf(browser)).mine.map((r) => [r.reviewId, r.editable])).toEqual([[reviewId, false]])
  })

  test('another member’s reviews are not listed as hers', async () => {
    const theirs = await shopperWithReview(live.backend, 'revtheirs', 540)
    const mine = await shopperWithDeliveredOrder(live.backend, 'revnone', 550)
    expect((await pageOf(mine.browser)).mine.map((r) => r.reviewId)).not.toContain(theirs.reviewId)
  })

  test('[R6.1] a guest is sent to sign in', async () => {
    expect(signInNext(await visit(new Browser(), loader, '/review'))).toBe('/review')
  })
})
