import { type APIRequestContext, expect, type Page } from '@playwright/test'

export type V2Tokens = { access_token: string; refresh_token: string; token_expire_date: string; user_id: number }

/** What an app does natively: signs in with V2 and holds its own tokens (test hooks only). */
export async function appLogin(request: APIRequestContext, email: string, password = 'Petshop123!'): Promise<V2Tokens> {
  const answer = await request.post('/__test/app-login', { data: { email, password, mobile_device_id: 'e2e-app', mobile_os_code: 'A' } })
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as V2Tokens
}

/**
 * The app signs its web view in (spec §7 POST /api/auth/login, the session as Authorization): the
 * web view gets a pair of its own in the sealed cookie. From inside the page, so the browser keeps
 * the Secure cookie (Playwright's request client drops it on plain HTTP).
 */
export async function signInWebView(page: Page, accessToken: string) {
  if (!page.url().startsWith('http')) await page.goto('/main/tab/2')
  const answer = await page.evaluate(async (token) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ mobileDeviceId: 'e2e-device-2', mobileOsCode: 'A' }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }, accessToken)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
