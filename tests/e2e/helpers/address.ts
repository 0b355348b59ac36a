import { expect, type Page } from '@playwright/test'

/** On 배송지 추가: finds 테헤란로152 by the address search and saves it with a detail (a Seoul address, 새벽배송 too). */
export async function addAddress(page: Page) {
  await page.getByRole('searchbox', { name: '도로명, 건물명 또는 지번' }).fill('테헤란로152')
  await page.getByRole('button', { name: '검색', exact: true }).click()
  await page.getByRole('link', { name: '서울특별시 강남구 테헤란로 152 선택', exact: true }).click()
  await expect(page.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('06236')
  await page.getByLabel('상세 주소').fill('12층')
  await page.getByRole('button', { name: '저장' }).click()
}
