import { expect, type Page, test } from '@playwright/test'
import { signUpFresh } from './helpers/accounts'
import { addAddress } from './helpers/address'

/**
 * Decision 050, the walk-through's findings: the default address asks before it goes and every
 * toast says what happened; search keeps 최근 검색어, lets 최근 본 상품 go, shows the chosen filters
 * as chips and prices with separators; a cat is offered a cat's weights — JavaScript on and off.
 */

const hydratedIfOn = async (page: Page, javaScriptEnabled: boolean) => {
  if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toBeAttached()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`screens that listen, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('deleting the default address asks first; 취소 keeps it, 삭제 deletes it, and the toasts say what happened', async ({
      page,
      request,
    }) => {
      await signUpFresh(page, request)
      await page.goto('/address/new')
      await addAddress(page)
      await expect(page.getByText('새 배송지를 추가했어요.')).toBeVisible()
      await expect(page).toHaveURL(/\/address$/)
      const card = page.locator('.address-card')
      await expect(card).toHaveCount(1)
      const sheet = page.getByRole('dialog', { name: '기본 배송지를 삭제할까요?' })

      await card.getByRole('link', { name: /삭제$/ }).click()
      await expect(sheet).toBeVisible()
      await expect(card).toHaveCount(1)
      await sheet.getByRole('link', { name: '취소' }).click()
      await expect(sheet).toHaveCount(0)
      await expect(card).toHaveCount(1)

      await card.getByRole('link', { name: /삭제$/ }).click()
      await sheet.getByRole('button', { name: '삭제' }).click()
      await expect(page.getByText('배송지를 삭제했어요.')).toBeVisible()
      await expect(page.getByText('등록된 배송지가 없어요.')).toBeVisible()
    })

    test('최근 검색어 on the search home, newest first, delete one and delete all; 최근 본 상품 removable', async ({ page }) => {
      await page.goto('/product/detail/2587')
      // Words typed in the search box are kept; a results page opened from a link is not (decision 052).
      await page.goto('/search/1/result?word=%EC%82%AC%EB%A3%8C')
      for (const word of ['간식', '방석']) {
        await page.goto('/search/1')
        await hydratedIfOn(page, javaScriptEnabled)
        await page.getByRole('combobox', { name: '검색어' }).fill(word)
        await page.getByRole('combobox', { name: '검색어' }).press('Enter')
        await expect(page).toHaveURL(`/search/1/result?${new URLSearchParams({ word })}`)
      }
      await page.goto('/search/1')
      await hydratedIfOn(page, javaScriptEnabled)
      const words = page.getByRole('region', { name: '최근 검색어' })
      await expect(words.getByRole('link')).toHaveText(['방석', '간식'])
      await words.getByRole('button', { name: '간식 검색어 삭제' }).click()
      await expect(words.getByRole('link')).toHaveText(['방석'])
      await words.getByRole('button', { name: '최근 검색어 전체 삭제' }).click()
      await expect(words.getByText('최근 검색한 단어가 없어요.')).toBeVisible()

      const viewed = page.getByRole('region', { name: '최근 본 상품' })
      await expect(viewed.getByRole('article')).toHaveCount(1)
      await viewed.getByRole('button', { name: /최근 본 상품에서 삭제$/ }).click()
      await expect(viewed.getByText('최근 본 상품이 없어요.', { exact: false })).toBeVisible()
    })

    test('chosen filters are chips above the results while the panel is closed; prices take thousands separators', async ({ page }) => {
      await page.goto('/search/1/result?word=%EB%B0%A9%EC%84%9D&deliveryType=morning')
      await hydratedIfOn(page, javaScriptEnabled)
      await expect(page.locator('details.filter-more')).not.toHaveAttribute('open', /.*/)
      const chips = page.getByRole('list', { name: '선택한 필터' })
      await chips.getByRole('link', { name: '새벽배송 필터 빼기' }).click()
      await expect(page).toHaveURL(/\/search\/1\/result\?word=%EB%B0%A9%EC%84%9D$/)
      await expect(page.getByRole('list', { name: '선택한 필터' })).toHaveCount(0)

      await page.goto('/search/1/result?word=%EB%B0%A9%EC%84%9D&minPrice=12000')
      await hydratedIfOn(page, javaScriptEnabled)
      await expect(page.getByRole('link', { name: '12,000원 이상 필터 빼기' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: '최소 가격' })).toHaveValue('12,000')
      const max = page.getByRole('textbox', { name: '최대 가격' })
      if (javaScriptEnabled) {
        await max.pressSequentially('30000')
        await expect(max).toHaveValue('30,000')
      } else {
        await max.fill('30,000')
      }
      await page.getByRole('button', { name: '필터 적용' }).click()
      await expect(page).toHaveURL(/minPrice=12000&maxPrice=30000$/)
      await expect(page.getByRole('link', { name: '12,000원 ~ 30,000원 필터 빼기' })).toBeVisible()
    })

    test('a cat is offered weights up to 10kg 이상; a dog sizes from 소형견 to 대형견', async ({ page, request }) => {
      await signUpFresh(page, request)
      await page.goto('/pet/register?animal=2')
      const weight = page.getByRole('combobox', { name: '몸무게' })
      await expect(weight.locator('option').last()).toHaveText('10kg 이상')
      await expect(weight.locator('option', { hasText: '25kg 이상' })).toHaveCount(0)
      await page.goto('/pet/register?animal=1')
      const sizes = page.getByRole('group', { name: '크기' }).getByRole('radio')
      await expect(sizes).toHaveCount(3)
      expect(await sizes.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))).toEqual(['S', 'M', 'L'])
      await expect(page.getByRole('combobox', { name: '몸무게' }).locator('option').last()).toHaveText('25kg 이상')
    })
  })
}
