import { expect, type Page, test } from '@playwright/test'
import { sessionCookie, signInByEmail } from './helpers/accounts'

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 PetshopApp/3.2.0 (Android)'
const CHAT = /cdn\.channel\.io\/plugin/

/**
 * Records, in one sequence, everything the logout does that can be seen from the page: the steps
 * it marks, its calls to the server, the chat widget's commands, the bridge messages to the shell,
 * the stored values it removes and the navigation at the end.
 */
async function recordLogout(page: Page, options: { shell: boolean }) {
  const trace: string[] = []
  await page.exposeFunction('__record', (entry: string) => void trace.push(entry))
  await page.addInitScript((shell) => {
    const record = (entry: string) => void (window as unknown as { __record: (e: string) => Promise<void> }).__record(entry)
    const mark = performance.mark.bind(performance)
    performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
      if (name.startsWith('petshop:logout:')) record(`step ${name.slice('petshop:logout:'.length)}`)
      return mark(name, options)
    }) as typeof performance.mark
    const send = window.fetch.bind(window)
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href)
      if (url.pathname.startsWith('/logout')) record(`server ${url.pathname}`)
      return send(input, init)
    }) as typeof window.fetch
    const remove = Storage.prototype.removeItem
    Storage.prototype.removeItem = function (key: string) {
      // Remix's own bookkeeping (lazy route discovery's manifest version) is not a logout step;
      // CI once saw it removed in the middle of the steps.
      if (key !== 'remix-manifest-version') record(`forget ${key}`)
      return remove.call(this, key)
    }
    if (shell) {
      ;(window as unknown as { PetshopAndroid: { postMessage: (m: string) => void } }).PetshopAndroid = {
        postMessage: (m: string) => {
          const message = JSON.parse(m) as { type?: string; data?: { action?: string; event?: string } }
          if (message.type)
            record(
              `bridge ${message.type}${message.data?.action ? ` ${message.data.action}` : ''}${message.data?.event ? ` ${message.data.event}` : ''}`,
            )
        },
      }
    }
  }, options.shell)
  await page.route(CHAT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.ChannelIO = function (command) { window.__record("chat " + command) }',
    }),
  )
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trace.push(`navigate ${new URL(frame.url()).pathname}`)
  })
  return trace
}

/** The trace from the first step to the navigation that ends it (named `navigate away`). */
function logoutPart(trace: string[]): string[] {
  const start = trace.indexOf('step endServerSession')
  if (start < 0) return []
  const end = trace.findIndex((entry, i) => i > start && entry.startsWith('navigate '))
  const part = trace.slice(start, end < 0 ? undefined : end + 1)
  return end < 0 ? part : [...part.slice(0, -1), 'navigate away']
}

const SERVER_STEPS = (between: { chat: string[]; events: string[]; reset: string[]; forget: string[]; native: string[] }) => [
  'step endServerSession',
  'server /logout/session',
  'step shutDownChat',
  ...between.chat,
  'step logoutOrRefresh',
  'server /logout/endpoint',
  'step signOutEvents',
  'server /logout/events',
  ...between.events,
  'step clearUserId',
  ...between.reset,
  'server /logout/user',
  'step refetchExperiments',
  'server /logout/experiments',
  'step clearStoredValues',
  'server /logout/stored',
  ...between.forget,
  'step nativeSocialLogout',
  ...between.native,
  'step navigate',
  'navigate away',
]

test.describe('with JavaScript', () => {
  test('[R4.2] on the web every step of the logout runs in the order of spec §4, the chat widget shut second', async ({ page }) => {
    const trace = await recordLogout(page, { shell: false })
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.evaluate(() => window.localStorage.setItem('petshop.devtool.flags', '{}'))
    await page.getByRole('button', { name: '1:1 채팅 상담' }).click()
    await expect.poll(() => trace.filter((t) => t.startsWith('chat '))).toEqual(['chat boot', 'chat showMessenger'])
    await page.getByRole('button', { name: '로그아웃' }).click()
    await expect(page.getByText('로그아웃했어요.')).toBeAttached()
    expect(logoutPart(trace)).toEqual(
      SERVER_STEPS({
        chat: ['chat shutdown'],
        events: [],
        reset: ['forget petshop.analyticsUserId'],
        forget: ['forget petshop.devtool.flags'],
        native: [],
      }),
    )
    expect(await sessionCookie(page)).toBeUndefined()
  })

  test.describe('in the Android app', () => {
    test.use({ userAgent: ANDROID_APP })
    test('[R4.2] [R7.20] in the app every step runs in order: CHANNEL_TALK shutdown second, sign-out events, stored values, KAKAO_LOGOUT and NAVER_LOGOUT last before leaving', async ({
      page,
    }) => {
      const trace = await recordLogout(page, { shell: true })
      await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
      await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible()
      await expect(page.locator('html[data-hydrated]')).toBeAttached()
      // The bridge keeps the member's id for the shell's SESSION question (spec §4).
      await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('petshop.userId'))).not.toBeNull()
      await page.getByRole('button', { name: '로그아웃' }).click()
      await expect(page).toHaveURL(/\/main\/tab\/\d+$|\/$/)
      await expect.poll(() => logoutPart(trace).at(-1)).toBe('navigate away')
      const part = logoutPart(trace)
      const forgotten = part.slice(part.indexOf('server /logout/stored') + 1).filter((t) => t.startsWith('forget '))
      expect(forgotten).toContain('forget petshop.userId')
      expect(part).toEqual(
        SERVER_STEPS({
          chat: ['bridge CHANNEL_TALK shutdown'],
          events: ['bridge AMPLITUDE sign_out', 'bridge BRAZE sign_out', 'bridge FIREBASE sign_out', 'bridge FB_ANALYTICS sign_out'],
          // The shell's SDKs forget the user id (decision 030), then the analytics their record of it.
          reset: ['bridge AMPLITUDE', 'bridge BRAZE', 'bridge FIREBASE', 'bridge FB_ANALYTICS', 'forget petshop.analyticsUserId'],
          forget: forgotten,
          native: ['bridge KAKAO_LOGOUT', 'bridge NAVER_LOGOUT'],
        }),
      )
      expect(await sessionCookie(page)).toBeUndefined()
      expect(await page.evaluate(() => window.sessionStorage.getItem('petshop.userId'))).toBeNull()
    })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('[R4.2] the logout form still signs out with a plain POST and lands on the target', async ({ page }) => {
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible()
    await page.getByRole('button', { name: '로그아웃' }).click()
    await expect(page).toHaveURL(/\/main\/tab\/\d+$|\/$/)
    await expect(page.getByText('로그아웃했어요.')).toBeAttached()
    expect(await sessionCookie(page)).toBeUndefined()
  })
})

/** Signs cat@ in, then blacklists her: the next page shows the 알림 alert (spec §8). */
async function blacklistedAlert(page: Page) {
  await signInByEmail(page, 'cat@petshop.test', 'Petshop123!', '/my')
  await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible()
  await page.request.post('/__test/users/status', { data: { email: 'cat@petshop.test', status: 'BLACKLISTED' } })
  // User detail is fresh for 3 minutes (spec §4); the test does not wait that long.
  await page.request.post('/__test/caches/clear')
  await page.goto('/main/tab/2')
  const alert = page.getByRole('alertdialog')
  await expect(alert.getByRole('heading', { name: '알림' })).toBeVisible()
  await expect(alert.getByRole('button')).toHaveText(['취소', '확인'])
  return alert
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the blacklisted alert with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })
    // Without JavaScript both buttons are the same plain form; one of them is enough there.
    const buttons = [
      ['취소', /\/main\/tab\/\d+$/],
      ['확인', /\/auth\/signin$/],
    ] as const
    for (const [button, lands] of javaScriptEnabled ? buttons : buttons.slice(0, 1)) {
      test(`[R8.4] [R6.2] its ${button} button logs out and clears the auth cookie`, async ({ page }) => {
        try {
          const alert = await blacklistedAlert(page)
          if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toBeAttached()
          await alert.getByRole('button', { name: button }).click()
          // 취소 lands on the page it started from: the logout is done once the new page says so.
          await expect(page.getByText('로그아웃했어요.')).toBeAttached()
          await expect(page.getByRole('alertdialog')).toHaveCount(0)
          await expect(page).toHaveURL(lands)
          expect(await sessionCookie(page)).toBeUndefined()
        } finally {
          await page.request.post('/__test/users/status', { data: { email: 'cat@petshop.test', status: 'ACTIVE' } })
        }
      })
    }
  })
}
