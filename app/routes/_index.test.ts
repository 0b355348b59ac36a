import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { Browser, visit } from '../../tests/fixtures/route-browser'
import { action, loader } from './_index'

/** `/` leads to the home tab of the shopper's platform: 2 on the web, 6 in the apps. */
describe('the shop’s address', () => {
  test('a web browser goes to home tab 2, keeping the query (a campaign’s utm)', async () => {
    const answer = await visit(new Browser(), loader, '/?utm_source=kakao')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/main/tab/2?utm_source=kakao')
  })

  test('the Android and iOS apps go to home tab 6', async () => {
    for (const userAgent of ['Mozilla/5.0 (Linux; Android 14) PetshopApp/3.2.1 (Android)', 'Mozilla/5.0 (iPhone) PetshopApp/3.2.1 (iOS)']) {
      expect((await visit(new Browser(userAgent), loader, '/')).headers.get('location'), userAgent).toBe('/main/tab/6')
    }
  })

  test('a POST (the route reads nothing) is the Korean 405', async () => {
    const answer = action()
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, HEAD')
    expect(((await answer.json()) as { message: string }).message).toBe(MSG.error.badRequest)
  })
})
