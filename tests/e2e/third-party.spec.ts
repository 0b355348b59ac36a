import { expect, type Page, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'
import { hydrated } from './helpers/page'

// The e2e shop is configured with a Kakao JavaScript key and a chat plugin key (playwright.config.ts)
// and no analytics keys; the vendors' scripts are played by the fakes below.
const KAKAO = /kakaocdn\.net\/kakao_js_sdk/
const CHAT = /cdn\.channel\.io\/plugin/
const APPLE = /appleid\.cdn-apple\.com/
const ANALYTICS = /amplitude|braze|appboycdn|airbridge|googletagmanager|pstatic\.net\/wcslog|fbevents|daumcdn\.net\/kas/

async function recordThirdParty(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) requested.push(request.url())
  })
  await page.route(KAKAO, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.Kakao = { key: null, init(k) { this.key = k }, isInitialized() { return this.key !== null }, Share: { sendDefault(m) { window.__kakaoShared = m } } }`,
    }),
  )
  await page.route(CHAT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__chat = (window.ChannelIO && window.ChannelIO.q) || []; window.ChannelIO = function () { window.__chat.push(Array.from(arguments)) }`,
    }),
  )
  return requested
}

test('[R2.20] [R1.3] the Kakao SDK loads only when a product is shared; no analytics or Apple SDK without keys', async ({ page }) => {
  const requested = await recordThirdParty(page)
  for (const path of ['/main/tab/2', '/category/11', '/auth/signin', '/search/1']) {
    await page.goto(path)
    await hydrated(page)
  }
  await page.goto('/main/tab/3')
  await page.getByRole('article').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/)
  await hydrated(page)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.replace(/^PB\s*/, '').trim() ?? ''
  expect(requested).toEqual([])

  await page.getByRole('button', { name: '공유하기' }).click()
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __kakaoShared?: { content: { title: string; link: { webUrl: string } } } }).__kakaoShared?.content,
      ),
    )
    .toMatchObject({
      title: expect.stringContaining(name.slice(-10)),
      link: { webUrl: expect.stringMatching(/\/product\/detail\/\d+$/) },
    })
  expect(requested.filter((url) => KAKAO.test(url))).toHaveLength(1)
  await page.getByRole('button', { name: '공유하기' }).click()
  expect(requested.filter((url) => KAKAO.test(url))).toHaveLength(1)
  expect(requested.filter((url) => APPLE.test(url) || ANALYTICS.test(url) || CHAT.test(url))).toEqual([])
})

test('[R2.20] the chat widget loads on the first tap on my page and boots with the member', async ({ page }) => {
  const requested = await recordThirdParty(page)
  await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
  await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
  await hydrated(page)
  expect(requested.filter((url) => CHAT.test(url))).toEqual([])
  await page.getByRole('button', { name: '1:1 채팅 상담' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __chat?: unknown[][] }).__chat ?? []))
    .toEqual([
      ['boot', { pluginKey: 'e2e-channel-plugin', memberId: expect.stringMatching(/^\d+$/), profile: { name: '코코언니' } }],
      ['showMessenger'],
    ])
  expect(requested.filter((url) => CHAT.test(url))).toHaveLength(1)
})

test.describe('inside the app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)',
  })

  test('[R7.19] [R7.20] the chat opens in the shell (CHANNEL_TALK) and no widget script loads', async ({ page }) => {
    const requested = await recordThirdParty(page)
    await page.addInitScript(() => {
      const sent: string[] = []
      ;(window as unknown as { __sent: string[] }).__sent = sent
      ;(window as unknown as { PetshopAndroid: { postMessage: (m: string) => void } }).PetshopAndroid = {
        postMessage: (m: string) => sent.push(m),
      }
    })
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
    await hydrated(page)
    await page.getByRole('button', { name: '1:1 채팅 상담' }).click()
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __sent: string[] }).__sent
            .map((m) => JSON.parse(m))
            .filter((m) => m.type === 'CHANNEL_TALK')
            .map((m) => m.data),
        ),
      )
      .toEqual([{ action: 'open', memberId: expect.any(Number) }])
    expect(requested.filter((url) => CHAT.test(url))).toEqual([])
  })
})
