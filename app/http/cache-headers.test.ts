import { describe, expect, test } from 'vitest'
import { cacheControl, cacheHeaders, formCacheControl, forShopper, loaderCacheControl, shellCacheControl } from './cache-headers'

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
  test('a page whose shell drew from a fallback takes the shell’s private over its own shareable kind, never the other way (decision 054)', () => {
    const args = (loader: string, parent: string | null) => ({
      actionHeaders: new Headers(),
      loaderHeaders: new Headers({ 'Cache-Control': loader }),
      parentHeaders: new Headers(parent ? { 'Cache-Control': parent } : {}),
      errorHeaders: undefined,
    })
    const shareable = cacheControl('guest-shareable')
    expect(loaderCacheControl(args(shareable, cacheControl('private')))).toEqual({ 'Cache-Control': 'private, no-cache' })
    expect(loaderCacheControl(args(shareable, null))).toEqual({ 'Cache-Control': shareable })
    expect(loaderCacheControl(args(cacheControl('never-stored'), cacheControl('private')))).toEqual({
      'Cache-Control': 'private, no-store',
    })
    expect(formCacheControl(args(shareable, cacheControl('private')))).toEqual({ 'Cache-Control': 'private, no-cache' })
    expect(shellCacheControl(args(cacheControl('private'), null))).toEqual({ 'Cache-Control': 'private, no-cache' })
    expect(shellCacheControl({ ...args(shareable, null), loaderHeaders: new Headers() })).toEqual({})
  })
})
