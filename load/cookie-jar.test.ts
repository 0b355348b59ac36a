import { describe, expect, test } from 'vitest'
import { CookieJar } from './cookie-jar'

describe('the load browser keeps cookies like a browser on one origin', () => {
  test('a Set-Cookie line is sent back as name=value, attributes dropped', () => {
    const jar = new CookieJar()
    jar.store(['pd_device=abc; Path=/; HttpOnly; SameSite=Lax', '__Host-petshop_session=s%3D1.sig; Path=/; Secure; HttpOnly'])
    expect(jar.header()).toBe('pd_device=abc; __Host-petshop_session=s%3D1.sig')
    expect(jar.find('petshop_session')).toBe('s%3D1.sig')
  })

  test('a later value replaces the earlier one', () => {
    const jar = new CookieJar()
    jar.store(['flash=one; Path=/'])
    jar.store(['flash=two; Path=/'])
    expect(jar.get('flash')).toBe('two')
  })

  test('Max-Age=0 and a past Expires delete the cookie; Max-Age wins over Expires', () => {
    const jar = new CookieJar()
    jar.store(['a=1', 'b=2', 'c=3'])
    jar.store(['a=; Max-Age=0', 'b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'c=4; Max-Age=60; Expires=Thu, 01 Jan 1970 00:00:00 GMT'])
    expect(jar.header()).toBe('c=4')
  })

  test('an empty jar sends no Cookie header, and a line without a name is ignored', () => {
    const jar = new CookieJar()
    jar.store(['=nameless', 'garbage'])
    expect(jar.header()).toBeNull()
  })
})
