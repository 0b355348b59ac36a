import { afterEach, expect, test, vi } from 'vitest'
import { loginRedirect } from './signin.server'

afterEach(() => vi.restoreAllMocks())

test('[R8.11] [R2.5] [R2.6] a login redirect remembers where the shopper was going, with the flags of spec §2', async () => {
  const response = await loginRedirect(
    new Request('http://shop.test/my?channel=app', { headers: { referer: 'http://shop.test/main/tab/2' } }),
  )
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toMatch(/^\/auth\/signin\?.*authRoute=true.*fromReact=true/)
  expect(response.headers.get('set-cookie')).toBeTruthy()
})

test('[R8.11] a login redirect that fails is logged, and the shopper still reaches the login page', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  // A page address too long to remember in a cookie (browsers keep 4 kB): the flash cannot be written.
  const long = `/search/1/result?word=${'사료'.repeat(800)}`
  const response = await loginRedirect(new Request(`http://shop.test${long}`))
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toMatch(/^\/auth\/signin\?/)
  const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
  expect(lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'login redirect failed' }))
})
