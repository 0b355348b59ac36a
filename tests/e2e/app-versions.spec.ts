import { expect, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'
import { fakeAndroidShell } from './helpers/android-shell'
import { hydrated } from './helpers/page'

const androidApp = (version: string) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 PetshopApp/${version} (Android)`

test.describe('a shell whose user agent says 2.9.5', () => {
  test.use({ userAgent: androidApp('2.9.5') })
  test('[R5.11] [R7.19] [R7.20] reporting APP_VERSION 2.9.6 makes consent check the system setting (CHECK_APP_NOTIFICATION_SETTING)', async ({
    page,
  }) => {
    const app = await fakeAndroidShell(page)
    await page.goto('/main/tab/2?openPushHalfModal=y')
    await hydrated(page)
    await app.send({ type: 'APP_VERSION', bridgeId: 'v1', data: { version: '2.9.6' } })
    await expect.poll(app.replies).toEqual([{ bridgeId: 'v1', data: { ok: true }, error: null }])
    // The server now renders by the reported version, on this page and the next.
    await page.reload()
    await hydrated(page)
    await page.getByRole('dialog', { name: '혜택 알림 받기' }).getByRole('button', { name: '알림 받기' }).click()
    await expect(page.getByRole('dialog', { name: '혜택 알림 받기' })).toHaveCount(0)
    expect(await app.types()).toContain('CHECK_APP_NOTIFICATION_SETTING')
  })
})

test.describe('a shell whose user agent says 3.2.0', () => {
  test.use({ userAgent: androidApp('3.2.0') })
  test('[R9.5] reporting APP_VERSION 3.0.5 asks the member to update before writing in the community', async ({ page }) => {
    const app = await fakeAndroidShell(page)
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/community')
    await expect(page).toHaveURL(/\/community$/)
    await hydrated(page)
    await app.send({ type: 'APP_VERSION', bridgeId: 'v1', data: { version: '3.0.5' } })
    await expect.poll(app.replies).toEqual([{ bridgeId: 'v1', data: { ok: true }, error: null }])
    await page.goto('/community/write')
    await expect(page.getByText('앱을 최신 버전으로 업데이트하면 커뮤니티에 글을 쓸 수 있어요.')).toBeVisible()
    await expect(page.getByRole('button', { name: '등록하기' })).toHaveCount(0)
  })
})

test.describe('a shell whose user agent says 2.8.5', () => {
  test.use({ userAgent: androidApp('2.8.5') })
  test("[R9.7] [R7.19] [R7.21] the shell's EXPERIMENT is refused below 2.8.6 and, once it reports 2.8.6, decides what the page shows", async ({
    page,
  }) => {
    const app = await fakeAndroidShell(page)
    const community = () => page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '커뮤니티' })
    await page.goto('/category')
    await hydrated(page)
    // This device has the community on by the web's experiments.
    await expect(community()).toHaveCount(1)
    await app.send({ type: 'EXPERIMENT', bridgeId: 'e1', data: { experiments: { communityVisible: 'off' } } })
    await expect.poll(app.replies).toEqual([{ bridgeId: 'e1', data: { applied: false }, error: 'UNSUPPORTED_APP_VERSION' }])
    await page.reload()
    await expect(community()).toHaveCount(1)
    await hydrated(page)
    await app.send({ type: 'APP_VERSION', bridgeId: 'v1', data: { version: '2.8.6' } })
    await app.send({ type: 'EXPERIMENT', bridgeId: 'e2', data: { experiments: { communityVisible: 'off', price: 'f' } } })
    await expect.poll(app.replies).toEqual([
      { bridgeId: 'v1', data: { ok: true }, error: null },
      { bridgeId: 'e2', data: { applied: true, flags: ['communityVisible'] }, error: null },
    ])
    // Revalidated in place, then for every later page.
    await expect(community()).toHaveCount(0)
    expect((await page.goto('/community'))?.status()).toBe(404)
  })
})
