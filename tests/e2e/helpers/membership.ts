import type { Page } from '@playwright/test'
import { deviceCookie } from './device'

/** The experiments are per device (spec §4): another device id gets other variants. */
export async function useDevice(page: Page, deviceId: string) {
  await page.context().addCookies([deviceCookie(deviceId)])
}

/** Today plus `months` in Korea, as the shop writes dates ("2027.11.21"). */
export function kstDatePlusMonths(months: number): string {
  const kst = new Date(Date.now() + 9 * 3_600_000)
  const target = new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${target.getUTCFullYear()}.${pad(target.getUTCMonth() + 1)}.${pad(Math.min(kst.getUTCDate(), lastDay))}`
}

/** A form POST from inside the page (the production session cookie is Secure; Playwright's request client would not send it). */
export async function postFormFromPage(page: Page, path: string, fields: Record<string, string>) {
  return page.evaluate(
    async ([url, data]) => {
      const response = await fetch(url as string, {
        method: 'POST',
        body: new URLSearchParams(data as Record<string, string>),
        redirect: 'manual',
      })
      return { status: response.status, type: response.type, text: response.type === 'opaqueredirect' ? '' : await response.text() }
    },
    [path, fields] as const,
  )
}
