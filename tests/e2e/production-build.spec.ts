import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// The devtool's own storage key: in its code only (app/islands/devtool/DevTool.tsx).
const DEVTOOL_CODE = 'petshop.devtool.flags'

test('[R2.22] the production build the shop serves holds no developer tool: no script has its code, and its keys open nothing', async ({
  page,
}) => {
  const scripts = readdirSync('public/build', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(5)
  expect(scripts.filter((file) => readFileSync(join('public/build', file), 'utf8').includes(DEVTOOL_CODE))).toEqual([])
  expect(readFileSync('build/index.js', 'utf8')).not.toContain(DEVTOOL_CODE)
  // Even with its switches stored as "keep open", nothing shows, and the key combination does nothing.
  await page.goto('/main/tab/2')
  await page.evaluate((key) => window.localStorage.setItem(key, JSON.stringify({ pinOpen: true, showRouteInfo: true })), DEVTOOL_CODE)
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.keyboard.press('Control+Shift+D')
  await expect(page.getByRole('complementary', { name: 'Developer tool' })).toHaveCount(0)
  await expect(page.locator('.devtool, .devtool__info')).toHaveCount(0)
})
