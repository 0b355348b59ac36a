import type { Page } from '@playwright/test'

type Sent = { type?: string; data?: unknown } & Record<string, unknown>

/**
 * A fake Android shell (`window.PetshopAndroid`) installed before the page's scripts: it records
 * every message the shop posts and answers the notification-setting check on its own, as an app
 * does, with `notificationsEnabled`.
 */
export async function fakeAndroidShell(page: Page, { notificationsEnabled = true } = {}) {
  await page.addInitScript(
    ([enabled]) => {
      const sent: string[] = []
      ;(window as unknown as { __sent: string[] }).__sent = sent
      ;(window as unknown as { PetshopAndroid: { postMessage: (m: string) => void } }).PetshopAndroid = {
        postMessage: (m: string) => {
          sent.push(m)
          const message = JSON.parse(m) as { type?: string; bridgeId: string }
          if (message.type === 'CHECK_APP_NOTIFICATION_SETTING') {
            setTimeout(
              () => window.petshopBridge?.receive(JSON.stringify({ bridgeId: message.bridgeId, data: { enabled }, error: null })),
              10,
            )
          }
        },
      }
    },
    [notificationsEnabled] as const,
  )
  const all = () => page.evaluate(() => (window as unknown as { __sent: string[] }).__sent.map((m) => JSON.parse(m) as Sent))
  return {
    /** A message from the app to the page. */
    send: (message: unknown) => page.evaluate((m) => window.petshopBridge?.receive(JSON.stringify(m)), message),
    /** The page's answers to messages the app sent. */
    replies: async () => (await all()).filter((m) => !('type' in m)),
    /** The page's own messages (with a `type`), in order. */
    messages: async () => (await all()).filter((m) => 'type' in m),
    types: async () => (await all()).filter((m) => 'type' in m).map((m) => m.type),
  }
}
