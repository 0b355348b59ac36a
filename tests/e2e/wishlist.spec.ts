import { expect, test } from '@playwright/test'
import { signInByEmail, signUpFresh } from './helpers/accounts'

/**
 * 찜 (decision 059) as shoppers use it: the heart on cards and the product page, 찜한 상품 with
 * 담기 and 찜 해제, and a guest who presses a heart, signs in and comes back with it kept.
 * JavaScript on (the island answers in place) and off (plain form posts).
 */

test.describe('with JavaScript', () => {
  test('a heart on a card answers at once, stays after a reload, and 찜한 상품 lets it go', async ({ page, request }) => {
    await signUpFresh(page, request)
    await page.goto('/main/tab/2')
    const card = page.getByRole('article').first()
    const name = (await card.getAttribute('aria-label')) ?? ''
    const heart = card.getByRole('button', { name: `${name} 찜하기` })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    const pressed = card.getByRole('button', { name: `${name} 찜 해제` })
    await expect(pressed).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\/main\/tab\/2$/)
    await page.reload()
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: `${name} 찜 해제` }),
    ).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/my')
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '찜한 상품', exact: true }).click()
    await expect(page).toHaveURL(/\/my\/wishlist$/)
    const item = page.getByRole('listitem', { name })
    await expect(item).toBeVisible()
    await expect(item.getByText(/\d+원/).first()).toBeVisible()
    await item.getByRole('button', { name: '찜 해제' }).click()
    await expect(page.getByText('찜한 상품이 없어요')).toBeVisible()
  })

  test('the product page counts the shopper in as the heart is pressed', async ({ page, request }) => {
    await signUpFresh(page, request)
    await page.goto('/product/detail/1005')
    const count = page.getByTestId('wish-count')
    const before = Number(((await count.textContent()) ?? '').replace(/\D/g, ''))
    await page.getByRole('button', { name: '찜하기', exact: true }).click()
    await expect(page.getByRole('button', { name: '찜 해제', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(count).toHaveText(`${before + 1}명이 찜했어요`)
    await page.reload()
    await expect(page.getByTestId('wish-count')).toHaveText(`${before + 1}명이 찜했어요`)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a guest’s heart leads through sign-in back to the product, kept; 찜한 상품 offers 담기 and 찜 해제', async ({ page }) => {
    await page.goto('/product/detail/1004')
    await expect(page.getByTestId('wish-count')).toHaveText(/명이 찜했어요/)
    await page.getByRole('button', { name: '찜하기', exact: true }).click()
    await expect(page).toHaveURL(/\/auth\/signin\?/)
    const next = new URL(page.url()).searchParams.get('next') ?? ''
    expect(next).toBe('/my/wishlist/pending')
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', next)
    await expect(page).toHaveURL(/\/product\/detail\/1004$/)
    await expect(page.getByRole('button', { name: '찜 해제', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('찜한 상품에 담았어요.')).toBeAttached()

    await page.goto('/my/wishlist')
    const items = page.getByRole('region', { name: '찜한 상품' }).getByRole('listitem')
    // Newest first: the product just kept, then the six the seed keeps for the demo member.
    await expect(items).toHaveCount(7)
    const first = items.first()
    await expect(first.getByRole('link')).toHaveAttribute('href', '/product/detail/1004')
    await expect(first.getByRole('button', { name: /장바구니 담기$/ })).toBeVisible()
    await expect(page.getByText('품절', { exact: true })).toHaveCount(1)
    await first.getByRole('button', { name: '찜 해제' }).click()
    await expect(page).toHaveURL(/\/my\/wishlist$/)
    await expect(items).toHaveCount(6)
    await expect(page.locator('a[href="/product/detail/1004"]')).toHaveCount(0)
  })

  test('a heart on a card is a plain form post that comes back to the list', async ({ page, request }) => {
    await signUpFresh(page, request)
    await page.goto('/main/tab/2')
    const card = page.getByRole('article').first()
    const name = (await card.getAttribute('aria-label')) ?? ''
    await card.getByRole('button', { name: `${name} 찜하기` }).click()
    await expect(page).toHaveURL(/\/main\/tab\/2$/)
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: `${name} 찜 해제` }),
    ).toHaveAttribute('aria-pressed', 'true')
  })
})
