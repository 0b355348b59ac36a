import { expect, test } from 'vitest'
import { seesFlash } from './flash.server'

const request = (path: string, dest?: string) =>
  new Request(`https://shop.test${path}`, dest ? { headers: { 'sec-fetch-dest': dest } } : {})

test('a page, a client navigation’s data and a request without Sec-Fetch-Dest may spend the flash', () => {
  expect(seesFlash(request('/product/detail/1720', 'document'))).toBe(true)
  expect(seesFlash(request('/product/detail/1720?_data=root', 'empty'))).toBe(true)
  expect(seesFlash(request('/product/detail/1720'))).toBe(true)
})

test('a missing image, script or style answered by the not-found page, and `/` (a redirect), never spend it', () => {
  for (const dest of ['image', 'script', 'style', 'font', 'video', 'manifest'])
    expect(seesFlash(request('/cdn/products/3158.svg', dest))).toBe(false)
  expect(seesFlash(request('/', 'document'))).toBe(false)
})
