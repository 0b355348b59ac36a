import { describe, expect, test } from 'vitest'
import { afterSetCookies } from './returning-browser'

describe('the cookies a returning browser sends', () => {
  test('a cookie the shop set is sent back beside the ones the browser had', () => {
    expect(afterSetCookies('pd_device=abc', ['pd_recent=WzM0NDJd; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax'])).toBe(
      'pd_device=abc; pd_recent=WzM0NDJd',
    )
  })

  test('a cookie set again replaces the old value, and one set with Max-Age=0 is gone', () => {
    expect(afterSetCookies('pd_device=abc; pd_recent=old; pd_once=1', ['pd_recent=new; Path=/', 'pd_once=; Max-Age=0; Path=/'])).toBe(
      'pd_device=abc; pd_recent=new',
    )
  })

  test('no Set-Cookie leaves the header as it was', () => {
    expect(afterSetCookies('pd_device=abc', [])).toBe('pd_device=abc')
  })
})
