import { expect, type Locator, test } from '@playwright/test'
import { hydrated } from './helpers/page'

/**
 * Spec §9's layout numbers, measured in the browser: the breakpoints, the 43rem column and the
 * search skeletons' geometry. Each check looks at both sides of its edge, so moving an edge fails.
 */

const style = (locator: Locator, property: string) => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)
const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

test('[R9.8] the layout changes at 375/376, 430/431 and 1023/1024 px, and the column stops at 43rem', async ({ page }) => {
  await page.goto('/main/tab/2')
  const logo = page.getByRole('main').getByRole('link', { name: '펫샵', exact: true })
  const logoWord = logo.getByText('펫샵', { exact: true })
  const background = page.locator('.page-background')
  const column = page.locator('#app')
  const aside = page.getByRole('complementary', { name: '검색' })
  const at = (width: number) => page.setViewportSize({ width, height: 800 })

  // Small mobile up to 375 px: the logo drops its word.
  await at(375)
  await expect(logo).toBeVisible()
  await expect(logoWord).toBeHidden()
  await at(376)
  await expect(logoWord).toBeVisible()

  // Mobile up to 430 px: the column is the screen; tablet from 431 px: a 43rem column on a background.
  await at(430)
  expect((await box(column)).width).toBe(430)
  expect(await style(background, 'background-image')).toBe('none')
  await at(431)
  expect(await style(background, 'background-image')).toContain('gradient')
  expect(await style(column, 'max-width')).toBe('430px')
  await at(700)
  expect((await box(column)).width).toBe(430)

  // Desktop from 1024 px: the search layout beside the column.
  await at(1023)
  await expect(aside).toBeHidden()
  await at(1024)
  await expect(aside).toBeVisible()
  expect((await box(column)).width).toBe(430)
})

test.describe('the search result loading screen', () => {
  test('[R9.10] [R2.17] 3 pills and a wider one in row one, 2 chips in row two, 8 cards in two columns, the fixed navigation capped at 43rem', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/search/1')
    await hydrated(page)
    // Hold the result page so its loading screen stays (the fallback of R2.18).
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // The keyword link goes through /go (decision 052): holding it holds the navigation.
    await page.route(/\/search\/1\/go\?.*_data=/, async (route) => {
      await held
      await route.continue()
    })
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await page.getByRole('link', { name: /^1위/ }).click()
    await page.clock.runFor(900)
    const screen = page.getByRole('status', { name: '검색 화면을 불러오고 있어요' })
    await expect(screen.getByTestId('skeleton-card').first()).toBeVisible()

    // Row one: three pills and a wider one side by side; row two below it: two chips.
    const pills = await Promise.all((await screen.getByTestId('skeleton-pill').all()).map(box))
    const wide = await box(screen.getByTestId('skeleton-pill-wide'))
    const chips = await Promise.all((await screen.getByTestId('skeleton-chip').all()).map(box))
    expect(pills).toHaveLength(3)
    expect(chips).toHaveLength(2)
    for (const pill of pills) {
      expect(pill.y).toBe(wide.y)
      expect(pill.x).toBeLessThan(wide.x)
      expect(wide.width).toBeGreaterThan(pill.width)
    }
    for (const chip of chips) {
      expect(chip.y).toBe(chips[0]?.y)
      expect(chip.y).toBeGreaterThanOrEqual(wide.y + wide.height)
    }

    // Eight cards: two columns of four rows.
    const cards = await Promise.all((await screen.getByTestId('skeleton-card').all()).map(box))
    expect(cards).toHaveLength(8)
    expect(new Set(cards.map((c) => Math.round(c.x))).size).toBe(2)
    expect(new Set(cards.map((c) => Math.round(c.y))).size).toBe(4)

    // On a wide screen the fixed navigation stays as wide as the phone column, centred.
    const nav = screen.getByTestId('skeleton-fixed-nav')
    await page.setViewportSize({ width: 1280, height: 900 })
    const wideNav = await box(nav)
    expect(await style(nav, 'position')).toBe('fixed')
    expect(wideNav.width).toBe(430)
    expect(wideNav.x).toBe((1280 - 430) / 2)
    expect(wideNav.y + wideNav.height).toBe(900)
    release()
  })
})
