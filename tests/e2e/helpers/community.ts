import { expect, type Page } from '@playwright/test'

/**
 * Opens the writing page with nothing on it: a draft an earlier test left for the shared demo
 * member (decision 049 keeps what was being written) is wiped with 지우고 새로 쓰기 first.
 */
export async function openEditor(page: Page) {
  await page.goto('/community/write')
  const discard = page.getByRole('button', { name: '지우고 새로 쓰기' })
  if ((await discard.count()) === 0) return
  await discard.click()
  await expect(page.getByText('임시 저장한 글을 지웠어요.')).toBeVisible()
  await expect(discard).toHaveCount(0)
}
