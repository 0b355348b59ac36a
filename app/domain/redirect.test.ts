import { describe, expect, test } from 'vitest'
import { isAuthRoute, isSafeNext, LOGIN_PATH, loginRedirectUrl, logoutDestination, NEXT_MAX_LENGTH, safeNext } from './redirect'

const FALLBACK = '/fallback'

/** Values an attacker can put in ?next= to send a shopper to another site, or that are not paths. */
const hostile: Array<[label: string, value: unknown]> = [
  ['protocol-relative', '//evil.com'],
  ['protocol-relative with path', '//evil.com/my'],
  ['slash backslash', '/\\evil.com'],
  ['two backslashes', '\\\\evil'],
  ['one backslash', '\\evil.com'],
  ['backslash later in the path', '/my\\..\\\\evil.com'],
  ['absolute https', 'https://evil.com'],
  ['absolute http, one slash', 'http:/evil'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ['relative path without slash', 'evil.com'],
  ['three slashes', '///evil'],
  ['encoded slashes after the first', '/%2f%2fevil.com'],
  ['encoded slashes, upper case', '/%2F%2Fevil.com'],
  ['encoded slashes at the start', '%2F%2Fevil'],
  ['encoded backslash', '/%5cevil.com'],
  ['encoded backslash, upper case', '/%5Cevil.com'],
  ['double-encoded slashes', '/%252f%252fevil.com'],
  ['double-encoded backslash', '/%255cevil.com'],
  ['triple-encoded slashes', '/%25252f%25252fevil.com'],
  ['encoded slash next to a real one', '/%2f/evil.com'],
  ['tab between slashes (URL parsers drop it)', '/\t/evil'],
  ['newline between slashes', '/\n/evil'],
  ['carriage return', '/\r/evil'],
  ['encoded tab', '/%09/evil'],
  ['encoded newline', '/%0a/evil'],
  ['encoded carriage return', '/%0d/evil'],
  ['encoded NUL', '/x%00'],
  ['NUL', '/x\u0000'],
  ['DEL', '/x\u007f'],
  ['leading space', ' /x'],
  ['dot segment that normalises to //evil', '/.//evil'],
  ['dot-dot segments that normalise to //evil', '/a/../..//evil'],
  ['encoded dot segments', '/%2e%2e//evil'],
  ['empty string', ''],
  ['null', null],
  ['undefined', undefined],
  ['number', 42],
  ['array of a safe path', ['/my']],
  ['object', { toString: () => '/my' }],
  ['longer than the cap', `/${'a'.repeat(NEXT_MAX_LENGTH)}`],
]

describe('safeNext refuses every way out of the site', () => {
  test.each(hostile)('%s falls back', (_label, value) => {
    expect(safeNext(value, FALLBACK)).toBe(FALLBACK)
    expect(isSafeNext(value)).toBe(false)
  })

  test('the table is long enough to matter', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(25)
  })

  test('the fallback defaults to home', () => {
    expect(safeNext('//evil.com')).toBe('/')
  })
})

describe('safeNext keeps the paths of the site unchanged', () => {
  test.each([
    '/',
    '/foo',
    '/my',
    '/my?x=1#y',
    '/product/detail/123',
    '/search/1/result?word=%EC%82%AC%EB%A3%8C',
    '/search/1/result?word=100%25',
    '/search/1/result?word=%2F%2F',
    '/event?url=https://partner.example/x',
    '/검색',
    '/javascript:alert(1)',
  ])('%s', (path) => {
    expect(safeNext(path, FALLBACK)).toBe(path)
  })

  test('the cap is inclusive: exactly 2048 characters is still a path', () => {
    const longest = `/${'a'.repeat(NEXT_MAX_LENGTH - 1)}`
    expect(longest).toHaveLength(NEXT_MAX_LENGTH)
    expect(safeNext(longest, FALLBACK)).toBe(longest)
    expect(safeNext(`${longest}a`, FALLBACK)).toBe(FALLBACK)
  })
})

describe('[R2.5] login redirects', () => {
  test('carry authRoute=true, fromReact=true and the encoded next page', () => {
    const url = new URL(loginRedirectUrl({ next: '/my?tab=order' }), 'https://shop.test')
    expect(url.pathname).toBe(LOGIN_PATH)
    expect(url.searchParams.get('authRoute')).toBe('true')
    expect(url.searchParams.get('fromReact')).toBe('true')
    expect(url.searchParams.get('next')).toBe('/my?tab=order')
    expect(loginRedirectUrl({ next: '/my?tab=order' })).toBe('/auth/signin?authRoute=true&fromReact=true&next=%2Fmy%3Ftab%3Dorder')
  })

  test('carry channel and utmSource when given', () => {
    const url = new URL(loginRedirectUrl({ next: '/v2/cart', channel: 'kakao', utmSource: 'push & mail' }), 'https://shop.test')
    expect(url.searchParams.get('channel')).toBe('kakao')
    expect(url.searchParams.get('utmSource')).toBe('push & mail')
    expect([...url.searchParams.keys()]).toEqual(['authRoute', 'fromReact', 'next', 'channel', 'utmSource'])
  })

  test('omit channel and utmSource when absent or empty', () => {
    expect(loginRedirectUrl({ next: '/my', channel: null, utmSource: '' })).toBe('/auth/signin?authRoute=true&fromReact=true&next=%2Fmy')
  })

  test('never carry an unsafe next: it becomes home', () => {
    expect(new URL(loginRedirectUrl({ next: '//evil.com' }), 'https://shop.test').searchParams.get('next')).toBe('/')
    expect(new URL(loginRedirectUrl({}), 'https://shop.test').searchParams.get('next')).toBe('/')
  })
})

describe('[R2.7] auth routes and where logout goes', () => {
  test.each(['/auth', '/auth/', '/auth/signin', '/auth/signup/email', '/auth/account/link?x=1', '/pet/register', '/pet/register#top'])(
    '%s is an auth route',
    (path) => expect(isAuthRoute(path)).toBe(true),
  )

  test.each(['/', '/authx', '/author/1', '/my', '/pet', '/pet/registered', '/main/tab/2?next=/auth'])('%s is not an auth route', (path) =>
    expect(isAuthRoute(path)).toBe(false),
  )

  test('an auth route after logout goes to the login page', () => {
    expect(logoutDestination('/auth/account/link')).toBe(LOGIN_PATH)
    expect(logoutDestination('/pet/register')).toBe(LOGIN_PATH)
  })

  test('any other safe target is kept, anything else goes home', () => {
    expect(logoutDestination('/product/detail/5')).toBe('/product/detail/5')
    expect(logoutDestination(undefined)).toBe('/')
    expect(logoutDestination('https://evil.com')).toBe('/')
  })
})
