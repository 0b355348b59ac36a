import { describe, expect, test } from 'vitest'
import { readSimilarPet } from '~/session/preferences.server'
import { Browser, formPost, visit } from '../../../tests/fixtures/route-browser'
import { action, loader } from './preferences.similar-pet'

/** "Similar to my pet" (spec §7) turned on and off by a plain form post, remembered by the device. */
const similarOf = (browser: Browser) => readSimilarPet(browser.request('/my'))

describe('similar to my pet', () => {
  test('turned on, then off, it is remembered; the shopper goes back to the page she was on', async () => {
    const browser = new Browser()
    const on = await visit(browser, action, '/preferences/similar-pet', formPost({ on: 'true', redirectTo: '/my/pet' }))
    expect(on.status).toBe(302)
    expect(on.headers.get('location')).toBe('/my/pet')
    expect(await similarOf(browser)).toBe(true)
    const off = await visit(browser, action, '/preferences/similar-pet', formPost({ on: 'false' }))
    expect(off.headers.get('location')).toBe('/my')
    expect(await similarOf(browser)).toBe(false)
  })

  test('anything but true turns it off, and a redirect off the shop goes to /my instead', async () => {
    const browser = new Browser()
    await visit(browser, action, '/preferences/similar-pet', formPost({ on: 'true' }))
    const answer = await visit(browser, action, '/preferences/similar-pet', formPost({ on: 'yes', redirectTo: '//evil.test/x' }))
    expect(answer.headers.get('location')).toBe('/my')
    expect(await similarOf(browser)).toBe(false)
  })

  test('opening the address leads to /my', async () => {
    expect(((await loader()) as Response).headers.get('location')).toBe('/my')
  })
})
