import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { signedIn } from './helpers/accounts'
import { hydrated } from './helpers/page'

/** A small real picture: the review service reads the bytes. */
const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#f08020' } })
    .png()
    .toBuffer()

/**
 * Decision 047: the review form says what it pays, keeps a chosen photo across a refused form with
 * and without JavaScript, and a review can be deleted again, giving its 적립금 back.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`writing a review with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a photo chosen before a mistake is still there after it; the review is written, then deleted', async ({ page }) => {
      await signedIn(page)
      await page.goto('/review')
      await page
        .getByRole('link', { name: /리뷰 쓰기$/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/review\/write\?orderId=\d+&lineNo=\d+/)
      if (javaScriptEnabled) await hydrated(page)
      await expect(page.getByText(/적립금 100원, 사진도 올리면 500원|이미 받았어요/)).toBeVisible()

      const photos = page.getByRole('group', { name: '사진 (최대 5장)' })
      await photos.locator('input[type="file"]').setInputFiles({ name: 'dog.png', mimeType: 'image/png', buffer: await picture() })
      // With JavaScript the chosen photo is a tile at once.
      if (javaScriptEnabled) await expect(photos.getByRole('img', { name: '올린 사진 1' })).toBeVisible()
      await page.getByRole('radio', { name: '5점' }).check()
      await page.getByLabel('리뷰 내용').fill('짧아요')
      await page.getByRole('button', { name: '리뷰 등록' }).click()

      await expect(page.getByText('리뷰는 10자 이상 적어 주세요.')).toBeVisible()
      await expect(page.getByLabel('리뷰 내용')).toHaveValue('짧아요')
      // Uploaded before the form was checked: a tile of the service's photo, carried as a key.
      await expect(photos.getByRole('img', { name: '올린 사진 1' })).toHaveAttribute('src', /^\/cdn\/reviews\/[a-z2-7]{26}\.webp$/)
      await expect(photos.locator('input[type="hidden"][name="photoKeys"]')).toHaveCount(1)

      await page.getByLabel('리뷰 내용').fill('사진은 다시 고르지 않았는데 그대로 올라갔어요.')
      await page.getByRole('button', { name: '리뷰 등록' }).click()
      await expect(page).toHaveURL(/\/review$/)
      await expect(page.getByText(/리뷰를 등록했어요/)).toBeVisible()
      const mine = page.getByRole('region', { name: '내가 쓴 리뷰' })
      await expect(mine.getByText('사진은 다시 고르지 않았는데 그대로 올라갔어요.')).toBeVisible()
      await expect(mine.locator('img[src^="/cdn/reviews/"]').first()).toBeVisible()

      await mine
        .getByRole('link', { name: /리뷰 수정$/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/review\/edit\/\d+$/)
      if (javaScriptEnabled) await hydrated(page)
      await page.getByRole('button', { name: '리뷰 삭제' }).click()
      await expect(page).toHaveURL(/\/review$/)
      await expect(page.getByText(/리뷰를 지웠어요/)).toBeVisible()
      await expect(page.getByText('사진은 다시 고르지 않았는데 그대로 올라갔어요.')).toHaveCount(0)
    })
  })
}
