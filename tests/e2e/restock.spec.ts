import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInByEmail, signUpFresh } from './helpers/accounts'
import { hydrated } from './helpers/page'

/**
 * 재입고 알림 and 알림 (decision 063) as shoppers use them: a sold-out option's 신청 on the product
 * page, /my/restock with 취소, the option back in stock told by 알림톡 and in 알림, the badge on my
 * page, and a guest through sign-in. JavaScript on (the island answers in place) and off (plain posts).
 */

/** Sets an option's stock through the test hook; guests' product pages are cached 15 s, so the cache forgets them. */
async function setStock(request: APIRequestContext, optionId: number, stock: number) {
  expect((await request.post('/__test/products/stock', { data: { option_id: optionId, stock } })).ok()).toBe(true)
  expect((await request.post('/__test/caches/clear')).ok()).toBe(true)
}

/** The product's first option, sold out for this test: its id and name. */
async function soldOutOption(page: Page, request: APIRequestContext, productId: number) {
  await page.goto(`/product/detail/${productId}`)
  const first = page.locator('label.option-list__item').first()
  const optionId = Number(await first.locator('input[name="optionId"]').getAttribute('value'))
  const optionName = ((await first.locator('.option-list__name').textContent()) ?? '').trim()
  await setStock(request, optionId, 0)
  return { optionId, optionName }
}

test.describe('with JavaScript', () => {
  test('신청 answers in place; back in stock, one 알림톡 and one 알림, counted on my page and read by opening it', async ({
    page,
    request,
  }) => {
    const me = await signUpFresh(page, request)
    const { optionId, optionName } = await soldOutOption(page, request, 1031)
    try {
      await page.goto('/product/detail/1031')
      await hydrated(page)
      const section = page.getByRole('region', { name: '재입고 알림' })
      await section.getByRole('button', { name: `${optionName} 재입고 알림 신청` }).click()
      await expect(section.getByRole('status')).toHaveText(/재입고 알림을 신청했어요/)
      await expect(page).toHaveURL(/\/product\/detail\/1031$/)

      await page.goto('/my/restock')
      await expect(page.getByRole('listitem').filter({ hasText: optionName })).toContainText('알림 대기')

      await setStock(request, optionId, 5)
      const outbox = async () =>
        ((await (await request.get(`/__test/sms-outbox?mobileNo=${me.mobileNo}`)).json()) as { messages: { text: string }[] }).messages
      await expect.poll(async () => (await outbox()).filter((m) => m.text.includes('재입고')).length).toBe(1)

      await page.goto('/my')
      const link = page.locator('a[href="/my/notifications"]')
      await expect(link.getByRole('status')).toHaveText('1')
      await link.click()
      await expect(page).toHaveURL(/\/my\/notifications$/)
      const notice = page.getByRole('button', { name: /재입고 알림/ })
      await expect(notice).toContainText('읽지 않음')
      await notice.click()
      await expect(page).toHaveURL(/\/product\/detail\/1031$/)
      await page.goto('/my/notifications')
      await expect(page.getByText('읽지 않음', { exact: true })).toHaveCount(0)
      await page.goto('/my/restock')
      await expect(page.getByRole('listitem').filter({ hasText: optionName })).toContainText('알림 완료')
      // More stock sends nothing more.
      await setStock(request, optionId, 9)
      expect((await outbox()).filter((m) => m.text.includes('재입고'))).toHaveLength(1)
    } finally {
      await setStock(request, optionId, 20)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a guest signs in and comes back to the product; 신청 and 취소 are plain posts; 모두 읽음', async ({ page, request }) => {
    const { optionId, optionName } = await soldOutOption(page, request, 1032)
    try {
      await page.goto('/product/detail/1032')
      const ask = page.getByRole('region', { name: '재입고 알림' }).getByRole('button', { name: `${optionName} 재입고 알림 신청` })
      await ask.click()
      await expect(page).toHaveURL(/\/auth\/signin\?/)
      const next = new URL(page.url()).searchParams.get('next') ?? ''
      expect(next).toBe('/product/detail/1032')
      await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', next)
      await expect(page).toHaveURL(/\/product\/detail\/1032$/)
      await ask.click()
      await expect(page).toHaveURL(/\/product\/detail\/1032$/)
      await expect(page.getByText('재입고 알림을 신청했어요. 입고되면 알림톡과 알림으로 알려 드릴게요.')).toBeAttached()

      await page.goto('/my/restock')
      const item = page.getByRole('listitem').filter({ hasText: optionName })
      await expect(item).toContainText('알림 대기')
      await item.getByRole('button', { name: '취소' }).click()
      await expect(page).toHaveURL(/\/my\/restock$/)
      await expect(page.getByText('재입고 알림을 취소했어요.')).toBeAttached()
      await expect(page.getByRole('listitem').filter({ hasText: optionName })).toHaveCount(0)

      // The seed left the demo member an unread 재입고 notice.
      await page.goto('/my/notifications')
      await expect(page.getByText('읽지 않음', { exact: true }).first()).toBeVisible()
      await page.getByRole('button', { name: '모두 읽음' }).click()
      await expect(page).toHaveURL(/\/my\/notifications$/)
      await expect(page.getByText('알림을 모두 읽음으로 표시했어요.')).toBeAttached()
      await expect(page.getByText('읽지 않음', { exact: true })).toHaveCount(0)
    } finally {
      await setStock(request, optionId, 20)
    }
  })
})
