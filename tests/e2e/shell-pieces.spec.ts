import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { signInByEmail } from './helpers/accounts'
import { openEditor } from './helpers/community'
import { hydrated } from './helpers/page'

/** The shell's pieces of spec §2 where the shop uses them (decision 033). */

const bar = (page: Page) => page.getByRole('navigation', { name: '하단 메뉴' })
const borderTop = (page: Page) => bar(page).evaluate((el) => getComputedStyle(el).borderTopWidth)

test('[R2.14] the bar shows its divider over a scrolling list, not on home, and is hidden on the cart', async ({ page }) => {
  await page.goto('/community')
  await expect(bar(page)).toHaveAttribute('data-divider', 'true')
  expect(await borderTop(page)).toBe('1px')
  await page.goto('/category/11')
  await expect(bar(page)).toHaveAttribute('data-divider', 'true')
  await page.goto('/main/tab/2')
  await expect(bar(page)).toBeVisible()
  await expect(bar(page)).not.toHaveAttribute('data-divider', /.*/)
  expect(await borderTop(page)).toBe('0px')
  await page.goto('/v2/cart')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar(page)).toHaveCount(0)
  await expect(page.getByRole('status', { name: '메뉴를 불러오는 중' })).toHaveCount(0)
})

test('[R2.19] the global loading indicator shows while a navigation waits, and goes when it is done', async ({ page }) => {
  await page.goto('/main/tab/2')
  await hydrated(page)
  // The category page's data answers slowly.
  await page.route(
    (url) => url.pathname === '/category' && url.searchParams.has('_data'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    },
  )
  const loading = page.getByRole('progressbar', { name: '불러오는 중' })
  await expect(loading).toHaveCount(0)
  await bar(page).getByRole('link', { name: '카테고리' }).click()
  await expect(loading).toBeVisible()
  await expect(page).toHaveURL('/category')
  await expect(loading).toHaveCount(0)
})

async function png(colour: string) {
  return sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`alert v2, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('[R2.19] asks before a post is deleted: title, what it means, 취소 keeps it, 삭제하기 deletes it', async ({ page }) => {
      await signInByEmail(page, 'demo@petshop.test')
      await expect(page).not.toHaveURL(/signin/)
      await openEditor(page)
      if (javaScriptEnabled) await hydrated(page)
      const text = `지울 글 ${javaScriptEnabled ? 'JS' : 'HTML'} ${Date.now()}`
      await page.getByLabel('게시판').selectOption('DIARY')
      await page.getByLabel('내용').fill(text)
      await page.getByLabel('사진·동영상 고르기').setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: await png('#e9c46a') },
        { name: 'b.png', mimeType: 'image/png', buffer: await png('#264653') },
      ])
      if (!javaScriptEnabled) await page.getByRole('button', { name: '파일 올리기' }).click()
      await expect(page.getByRole('img', { name: '2장 중 2번째 사진' })).toBeVisible()
      await page.getByRole('button', { name: '등록하기' }).click()
      await expect(page).toHaveURL(/\/community\/post\/\d+$/)
      const url = new URL(page.url()).pathname

      const alert = page.getByRole('alertdialog', { name: '글을 삭제할까요?' })
      await expect(alert).toHaveCount(0)
      await page.getByRole('button', { name: '삭제', exact: true }).click()
      await expect(alert).toBeVisible()
      await expect(alert).toContainText('삭제한 글은 사진, 댓글과 함께 다시 볼 수 없어요.')
      const cancel = alert.getByRole('link', { name: '취소' })
      const remove = alert.getByRole('button', { name: '삭제하기' })
      // v2: the two buttons stacked, each the alert's full width (v1 puts them side by side).
      const [a, b] = [await cancel.boundingBox(), await remove.boundingBox()]
      expect(a && b && Math.abs(a.width - b.width) <= 1 && Math.abs(a.y - b.y) >= a.height).toBe(true)

      await cancel.click()
      await expect(page).toHaveURL(url)
      await expect(alert).toHaveCount(0)
      await expect(page.getByText(text)).toBeVisible()

      await page.getByRole('button', { name: '삭제', exact: true }).click()
      await alert.getByRole('button', { name: '삭제하기' }).click()
      await expect(page).toHaveURL('/community')
      await expect(page.getByRole('status').filter({ hasText: '글을 삭제했어요.' })).toBeVisible()
      expect((await page.goto(url))?.status()).toBe(410)
    })
  })
}
