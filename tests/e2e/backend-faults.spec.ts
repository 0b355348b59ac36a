import { writeFileSync } from 'node:fs'
import { expect, type Page, type PlaywrightWorkerArgs, type Response, test } from '@playwright/test'
import {
  type During,
  FIVE_PLACEHOLDERS,
  MATRIX,
  matrixMarkdown,
  type Observed,
  type PageCase,
  type ServiceRow,
} from './helpers/fault-matrix'
import {
  countOf,
  deviceCookie,
  deviceWithCommunity,
  FAULT_SHOP,
  FAULT_TIMEOUT_MS,
  FAULTS,
  type Fault,
  faultBoard,
  NEVER_SHOWN,
  SCREEN,
  setFault,
} from './helpers/faults'

/**
 * Backend faults (spec §8): each backend service made down, slower than the shop's timeout (BACKEND_TIMEOUT_MS here),
 * answering 500, malformed JSON or the wrong shape, then healthy again, in front of a shop that
 * is never restarted (playwright.config.ts: the fault proxy and the shop behind it). Pages are read
 * with the request client in parallel; one page a case is also opened in the browser, which reads
 * the §8 screen and, once the service is back, taps 재시도.
 */

const PLACEHOLDER = 'data-testid="bottom-nav-placeholder"'
let productId = ''
const observed: Observed[] = []

test.beforeAll(async ({ request }) => {
  await setFault(request, 'all', 'healthy')
  const category = await request.get(`${FAULT_SHOP}/category/11`)
  productId = /href="\/product\/detail\/(\d+)"/.exec(await category.text())?.[1] ?? ''
  expect(productId, 'a product of category 11 to visit').not.toBe('')
})

// A failing case must not leave its fault on for the next one.
test.afterEach(async ({ request }) => {
  await setFault(request, 'all', 'healthy')
})

test.afterAll(() => {
  // FAULT_MATRIX_MD=docs/fault-matrix.md writes what this run saw (docs/fault-matrix.md).
  if (process.env.FAULT_MATRIX_MD) writeFileSync(process.env.FAULT_MATRIX_MD, matrixMarkdown(observed))
})

const urlOf = (page: PageCase) => page.path.replace('{productId}', productId)

function expectShows(html: string, shows: readonly string[]) {
  for (const needle of shows) {
    if (needle === FIVE_PLACEHOLDERS) expect(countOf(html, PLACEHOLDER), 'five placeholders in the bar').toBe(5)
    else expect(html).toContain(needle)
  }
}

function expectDuring(during: During, fault: Fault, status: number, html: string) {
  for (const leak of NEVER_SHOWN) expect(html).not.toContain(leak)
  if (during.kind === 'screen') {
    expect(status).toBe(SCREEN[fault].status)
    expect(html).toContain('error-screen__title">오류가 발생했어요<')
    expect(html).toContain(`error-screen__message">${SCREEN[fault].message}<`)
    expect(html).toContain('재시도</a>')
    expect(html).toContain('뒤로가기</a>')
    expect(html).not.toContain('<title>페이지를 찾을 수 없어요')
    expectShows(html, during.shows ?? [])
  } else if (during.kind === 'not-found') {
    expect(status).toBe(404)
    expect(html).toContain('페이지를 찾을 수 없어요.')
  } else {
    expect(status).toBe(200)
    if (during.kind === 'degraded') expectShows(html, during.shows)
  }
}

const expectedStatus = (during: During, fault: Fault) =>
  during.kind === 'screen' ? SCREEN[fault].status : during.kind === 'not-found' ? 404 : 200

function outcomeOf(during: During): string {
  if (during.kind === 'screen') return '오류 화면'
  if (during.kind === 'not-found') return during.what
  if (during.kind === 'degraded') return during.what
  return 'unaffected'
}

const outcomeLabel = (during: During, fault: Fault) => `${expectedStatus(during, fault)} ${outcomeOf(during)}`

function titleOf(row: ServiceRow, fault: Fault): string {
  const screens = row.pages.filter((page) => page.during.kind === 'screen')
  const tags = [...(screens.length > 0 ? ['[R8.7]'] : [])]
  if (screens.length > 0 && fault !== 'garbage' && fault !== 'shape') tags.push('[R8.1]')
  if (fault === 'slow') tags.push('[R4.4]', '[R9.1]')
  tags.push(...row.rules)
  const parts = row.pages.map((page) => `${page.path} ${outcomeLabel(page.during, fault)}`)
  return `${tags.join(' ')} ${row.label} · ${fault} → ${parts.join('; ')}; then recovers`.trim()
}

/** The browser's view of the first §8 screen of a case, and 재시도 once the service is back. */
async function browserScreen(page: Page, response: Response | null, path: string, fault: Fault) {
  expect(response?.status()).toBe(SCREEN[fault].status)
  await expect(page.getByRole('heading', { name: '오류가 발생했어요' })).toBeVisible()
  await expect(page.getByText(SCREEN[fault].message)).toBeVisible()
  const current = new URL(path, FAULT_SHOP)
  await expect(page.getByRole('link', { name: '재시도' })).toHaveAttribute('href', `${current.pathname}${current.search}`)
  await expect(page.getByRole('link', { name: '뒤로가기' })).toBeVisible()
}

async function runCase(row: ServiceRow, fault: Fault, page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  const device = deviceWithCommunity(`fault-${row.service}-${fault}`)
  const api = await playwright.request.newContext({ baseURL: FAULT_SHOP, storageState: { cookies: [deviceCookie(device)], origins: [] } })
  await page.context().addCookies([deviceCookie(device)])
  const before = await faultBoard(api)
  await setFault(api, row.service, fault)
  // Cold: the shared caches would serve what they kept from before the fault (the warm case
  // below); a shopper whose page was never cached meets the fault itself.
  expect((await api.post('/__test/caches/clear')).status()).toBe(200)

  let settled = false
  const read = () =>
    Promise.all(
      row.pages.map(async (p) => {
        const started = Date.now()
        const r = await api.get(urlOf(p))
        // Recorded for the table (how long a shopper waits for the screen), never asserted.
        return { status: r.status(), html: await r.text(), ms: Date.now() - started }
      }),
    )
  const inBrowser = row.pages.find((p) => p.during.kind === 'screen')
  const [answers, response, health] = await Promise.all([
    read().finally(() => {
      settled = true
    }),
    inBrowser ? page.goto(`${FAULT_SHOP}${urlOf(inBrowser)}`) : Promise.resolve(null),
    api.get('/healthz').then((r) => ({ status: r.status(), whilePagesWaited: !settled })),
  ])

  await test.step('the process keeps serving: /healthz answers while the pages wait', () => {
    expect(health.status).toBe(200)
    if (fault === 'slow') expect(health.whilePagesWaited).toBe(true)
  })
  for (const [index, p] of row.pages.entries()) {
    const answer = answers[index] as { status: number; html: string; ms: number }
    await test.step(`${p.path}: ${outcomeLabel(p.during, fault)}`, () => expectDuring(p.during, fault, answer.status, answer.html))
    observed.push({ service: row.label, fault, path: p.path, status: answer.status, outcome: outcomeOf(p.during), ms: answer.ms })
  }
  if (inBrowser)
    await test.step(`in the browser: ${inBrowser.path} shows the screen`, () => browserScreen(page, response, urlOf(inBrowser), fault))
  const after = await faultBoard(api)
  expect(after.hits[row.service], 'the pages asked the broken service').toBeGreaterThan(before.hits[row.service])
  if (fault === 'slow') {
    expect(after.abandoned[row.service], 'the shop hung up on the held calls').toBeGreaterThan(before.abandoned[row.service])
    // Calls a page started in the background (a loader still running behind an error page) are
    // hung up on within the timeout too; none is left for the healed service's first pages to join.
    await expect
      .poll(async () => (await faultBoard(api)).held[row.service], { message: 'no held call left open', timeout: 3 * FAULT_TIMEOUT_MS })
      .toBe(0)
  }

  await setFault(api, row.service, 'healthy')
  const healed = await read()
  for (const [index, p] of row.pages.entries()) {
    const answer = healed[index] as { status: number; html: string }
    await test.step(`${p.path} recovers`, () => {
      expect(answer.status).toBe(200)
      expectShows(answer.html, p.healthy)
      expect(countOf(answer.html, PLACEHOLDER), 'the bar has its items again').toBe(0)
    })
  }
  if (inBrowser) {
    await test.step('in the browser: 재시도 shows the page again', async () => {
      await page.getByRole('link', { name: '재시도' }).click()
      await expect(page.locator('.error-screen')).toHaveCount(0)
      await page.waitForLoadState()
      expectShows(await page.content(), inBrowser.healthy)
    })
  }
  expect((await api.get('/healthz')).status()).toBe(200)
  await api.dispose()
}

for (const row of MATRIX) {
  test.describe(`${row.label} faults`, () => {
    test.describe.configure({ mode: 'serial' })
    for (const fault of FAULTS) {
      test(titleOf(row, fault), async ({ page, playwright }) => {
        // A held call costs the fault shop's timeout (FAULT_TIMEOUT_MS), twice where a page asks the service twice in a row.
        test.setTimeout(fault === 'slow' ? 60_000 : 30_000)
        await runCase(row, fault, page, playwright)
      })
    }
  })
}

test('[R8.7] V2 · down with a member signed in: /order-history shows the 503 screen, nobody is signed out, 재시도 brings the orders back', async ({
  page,
  request,
}) => {
  await page.context().addCookies([deviceCookie(deviceWithCommunity('fault-v2-member'))])
  await page.goto(`${FAULT_SHOP}/auth/signin/email?next=/my`)
  await page.getByLabel('이메일').fill('demo@petshop.test')
  await page.getByLabel('비밀번호').fill('Petshop123!')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()

  await setFault(request, 'v2', 'down')
  const failed = await page.goto(`${FAULT_SHOP}/order-history`)
  expect(failed?.status()).toBe(503)
  await expect(page.getByRole('heading', { name: '오류가 발생했어요' })).toBeVisible()
  await expect(page.getByText(SCREEN.down.message)).toBeVisible()
  // An unreachable V2 is not a refused session: no sign-out alert, the session cookie stays.
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  await setFault(request, 'v2', 'healthy')
  await page.getByRole('link', { name: '재시도' }).click()
  await expect(page.locator('.order-card').first()).toBeVisible()
  await page.goto(`${FAULT_SHOP}/my`)
  await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
})

test('warm caches ride out an outage: pages guests already saw stay served while the BFF and search fail, and refresh after', async ({
  playwright,
}) => {
  const device = deviceWithCommunity('fault-warm')
  const api = await playwright.request.newContext({ baseURL: FAULT_SHOP, storageState: { cookies: [deviceCookie(device)], origins: [] } })
  // A product page (the guests' product cache) and a word's results (the search cache); a category
  // listing is not cached, so it is not here.
  const pages = [`/product/detail/${productId}`, `/search/1/result?${new URLSearchParams({ word: '간식' })}`]
  const names: string[] = []
  for (const path of pages) {
    const answer = await api.get(path)
    expect(answer.status(), path).toBe(200)
    names.push(/<h1[^>]*>([^<]+)</.exec(await answer.text())?.[1] ?? '')
  }
  await setFault(api, 'bff', '500')
  await setFault(api, 'search', 'down')
  for (const [index, path] of pages.entries()) {
    const answer = await api.get(path)
    expect(answer.status(), path).toBe(200)
    const html = await answer.text()
    expect(html).not.toContain('오류가 발생했어요')
    expect(/<h1[^>]*>([^<]+)</.exec(html)?.[1], path).toBe(names[index])
  }
  await setFault(api, 'all', 'healthy')
  for (const path of pages) expect((await api.get(path)).status(), path).toBe(200)
  await api.dispose()
})
