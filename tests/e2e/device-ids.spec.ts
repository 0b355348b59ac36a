import { expect, test } from '@playwright/test'
import { deviceCookie } from './helpers/device'

/**
 * docs/security.md, the second review, finding 9: the device id decides the experiment buckets, so it is the server's. A
 * shopper who writes `pd_device=default` (which the stand-in treats as "no device": every flag on)
 * or any id of their choosing gets a new device the server signed, bucketed like everyone else.
 */
const rawDevice = (value: string) => ({ ...deviceCookie('x'), value })

async function experimentsWith(browser: import('@playwright/test').Browser, cookie: ReturnType<typeof deviceCookie>) {
  const context = await browser.newContext({ storageState: { cookies: [cookie], origins: [] } })
  const page = await context.newPage()
  await page.goto('/main/tab/2')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const experiments = await page.evaluate(
    () =>
      (window as unknown as { __remixContext: { state: { loaderData: { root: { experiments: Record<string, string> } } } } }).__remixContext
        .state.loaderData.root.experiments,
  )
  const device = (await context.cookies()).find((c) => c.name === 'pd_device')?.value
  await context.close()
  return { experiments, device }
}

test('a chosen device id is replaced by one the server signed: `pd_device=default` no longer turns every experiment on', async ({
  browser,
}) => {
  for (const chosen of ['default', 'e2e-device-2', `e2e-device-2.${'A'.repeat(22)}`]) {
    const { experiments, device } = await experimentsWith(browser, rawDevice(chosen))
    expect(device, chosen).not.toBe(chosen)
    expect(device, chosen).toMatch(/^[0-9a-f-]{36}\.[\w-]{22}$/)
    const flags = Object.values(experiments).filter((value) => value === 'on' || value === 'off')
    expect(flags.length, chosen).toBeGreaterThan(5)
    expect(flags, `${chosen}: a bucketed device has some flags off`).toContain('off')
  }
})

test('a device the server signed is kept, and its experiments are the same on every visit', async ({ browser }) => {
  const first = await experimentsWith(browser, deviceCookie('e2e-device-2'))
  const again = await experimentsWith(browser, deviceCookie('e2e-device-2'))
  expect(first.device).toBe(deviceCookie('e2e-device-2').value)
  expect(again.experiments).toEqual(first.experiments)
})
