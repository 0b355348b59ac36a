import { describe, expect, test } from 'vitest'
import { cacheControl, cacheHeaders, formCacheControl, forShopper } from './cache-headers'

describe('cache headers: one rule, three kinds', () => {
  test('a guest-shareable page may be kept by a CDN a minute and served stale while it refreshes', () => {
    expect(cacheControl('guest-shareable')).toBe('public, max-age=60, stale-while-revalidate=300')
  })
  test('a page with a session is never public', () => {
    expect(cacheHeaders(forShopper('token'))).toEqual({ 'Cache-Control': 'private, no-cache' })
    expect(forShopper(null)).toBe('guest-shareable')
  })
  test('never-stored pages tell every cache to keep nothing', () => {
    expect(cacheControl('never-stored')).toBe('private, no-store')
  })
  test("a form page's document answer takes the action's Cache-Control over the loader's", () => {
    const headers = (action: string | null, loader: string | null) =>
      formCacheControl({
        actionHeaders: new Headers(action ? { 'Cache-Control': action } : {}),
        loaderHeaders: new Headers(loader ? { 'Cache-Control': loader } : {}),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      })
    expect(headers('private, no-store', 'private, no-cache')).toEqual({ 'Cache-Control': 'private, no-store' })
    expect(headers(null, 'private, no-cache')).toEqual({ 'Cache-Control': 'private, no-cache' })
    expect(headers(null, null)).toEqual({ 'Cache-Control': 'private, no-cache' })
  })
})
