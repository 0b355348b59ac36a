import { describe, expect, test } from 'vitest'
import { CookieJar } from './cookie-jar'

/** The load harness talks to the shop on a loopback origin (a Secure cookie flows over http there). */
const ORIGIN = 'http://127.0.0.1:3000'

describe('the load browser keeps cookies like a browser on one origin', () => {
  test('a Set-Cookie line is sent back as name=value, attributes dropped', () => {
    const jar = new CookieJar(ORIGIN)
    jar.store(['pd_device=abc; Path=/; HttpOnly; SameSite=Lax', '__Host-petshop_session=s%3D1.sig; Path=/; Secure; HttpOnly'])
    expect(jar.header()).toBe('pd_device=abc; __Host-petshop_session=s%3D1.sig')
    expect(jar.find('petshop_session')).toBe('s%3D1.sig')
  })

  test('a later value replaces the earlier one', () => {
    const jar = new CookieJar(ORIGIN)
    jar.store(['flash=one; Path=/'])
    jar.store(['flash=two; Path=/'])
    expect(jar.get('flash')).toBe('two')
  })

  test('Max-Age=0 and a past Expires delete the cookie; Max-Age wins over Expires', () => {
    const jar = new CookieJar(ORIGIN)
    jar.store(['a=1', 'b=2', 'c=3'])
    jar.store(['a=; Max-Age=0', 'b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'c=4; Max-Age=60; Expires=Thu, 01 Jan 1970 00:00:00 GMT'])
    expect(jar.header()).toBe('c=4')
  })

  test('an empty jar sends no Cookie header, and a line without a name is ignored', () => {
    const jar = new CookieJar(ORIGIN)
    jar.store(['=nameless', 'garbage'])
    expect(jar.header()).toBeNull()
  })

  test('a cookie goes only to its Path; one without Path takes the path of the answer that set it', () => {
    const jar = new CookieJar(ORIGIN)
    jar.store(['pd_oauth=tx; Path=/auth; HttpOnly', 'pd_group=2; Path=/'])
    jar.store(['pd_step=1'], `${ORIGIN}/auth/signin/email`)
    expect(jar.header(`${ORIGIN}/my`)).toBe('pd_group=2')
    expect(jar.header(`${ORIGIN}/auth/signin/email`)).toBe('pd_step=1; pd_oauth=tx; pd_group=2')
    expect(jar.header()).toBe('pd_group=2')
    expect(jar.get('pd_oauth')).toBe('tx')
  })

  test('a deletion removes the cookie of its own path only; a replaced cookie keeps its place', () => {
    const jar = new CookieJar(ORIGIN)
    jar.store(['pd_oauth=tx; Path=/auth', 'a=1; Path=/', 'b=2; Path=/'])
    jar.store(['pd_oauth=; Path=/; Max-Age=0'])
    expect(jar.get('pd_oauth')).toBe('tx')
    jar.store(['pd_oauth=; Path=/auth; Max-Age=0', 'a=3; Path=/'])
    expect(jar.get('pd_oauth')).toBeUndefined()
    expect(jar.header(`${ORIGIN}/auth/signin`)).toBe('a=3; b=2')
  })

  test('Secure cookies flow over http on loopback only, as browsers treat localhost as secure', () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000']) {
      const jar = new CookieJar(origin)
      jar.store(['__Host-petshop_session=s1; Path=/; Secure; HttpOnly'])
      expect(jar.header(`${origin}/my`)).toBe('__Host-petshop_session=s1')
    }
    const elsewhere = new CookieJar('http://shop.test')
    elsewhere.store(['__Host-petshop_session=s1; Path=/; Secure; HttpOnly', 'pd_device=d; Path=/'])
    expect(elsewhere.header()).toBe('pd_device=d')
  })
})
