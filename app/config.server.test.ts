import { expect, test } from 'vitest'
import { EnvError, parseEnv, sessionSecrets } from './config.server'

test('defaults give a working development shop with the embedded backend', () => {
  const env = parseEnv({})
  expect(env.PORT).toBe(3000)
  expect(env.NODE_ENV).toBe('development')
  expect(env.V2_API_URL).toBeUndefined()
  expect(env.DATA_DIR).toBe('./data')
})

test('a malformed value stops start-up with a message naming the variable', () => {
  expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError)
  expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  expect(() => parseEnv({ V2_API_URL: 'not a url' })).toThrow(/V2_API_URL/)
  expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
})

test('production requires SESSION_SECRET', () => {
  expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/)
  // Production needs every real service too (PRODUCTION below); the secret alone is not enough.
  expect(() => parseEnv({ ...PRODUCTION, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET/)
  expect(parseEnv(PRODUCTION).NODE_ENV).toBe('production')
})

test('empty values count as unset', () => {
  expect(parseEnv({ BFF_API_URL: '' }).BFF_API_URL).toBeUndefined()
})

/** A production environment with every real service configured (no stand-in needed). */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-long-enough-secret-value',
  PUBLIC_URL: 'https://shop.example',
  V2_API_URL: 'https://v2.internal',
  BFF_API_URL: 'https://bff.internal',
  COMMUNITY_API_URL: 'https://community.internal',
  SEARCH_API_URL: 'https://search.internal',
  REVIEW_API_URL: 'https://review.internal',
  CONNECT_API_URL: 'https://connect.internal',
  KAKAO_TOKEN_URL: 'https://kauth.kakao.com/oauth/token',
  NAVER_TOKEN_URL: 'https://nid.naver.com/oauth2.0/token',
  APPLE_TOKEN_URL: 'https://appleid.apple.com/auth/token',
}

test('a complete production environment starts, with PUBLIC_URL as the one origin', () => {
  const env = parseEnv(PRODUCTION)
  expect(env.NODE_ENV).toBe('production')
  expect(env.PUBLIC_URL).toBe('https://shop.example')
  expect(env.SHOP_DEMO).toBe('false')
})

test('production refuses to start without any backend URL, OAuth token URL, PUBLIC_URL or SESSION_SECRET, naming it', () => {
  const required = Object.keys(PRODUCTION).filter((name) => name !== 'NODE_ENV')
  expect(required).toHaveLength(11)
  for (const name of required) {
    const env: Record<string, string | undefined> = { ...PRODUCTION, [name]: undefined }
    expect(() => parseEnv(env), name).toThrow(EnvError)
    expect(() => parseEnv(env), name).toThrow(new RegExp(`${name}: required in production`))
  }
})

test('production refuses EMBEDDED_TEST_HOOKS=true', () => {
  expect(() => parseEnv({ ...PRODUCTION, EMBEDDED_TEST_HOOKS: 'true' })).toThrow(/EMBEDDED_TEST_HOOKS/)
})

test('SHOP_DEMO=true alone lets production run the stand-ins, on http://localhost:$PORT by default', () => {
  const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret-value', SHOP_DEMO: 'true', PORT: '4100' })
  expect(env.SHOP_DEMO).toBe('true')
  expect(env.V2_API_URL).toBeUndefined()
  expect(env.PUBLIC_URL).toBe('http://localhost:4100')
  // The secret is still required: demo or not, cookies are signed.
  expect(() => parseEnv({ NODE_ENV: 'production', SHOP_DEMO: 'true' })).toThrow(/SESSION_SECRET/)
  expect(() => parseEnv({ NODE_ENV: 'production', SHOP_DEMO: 'maybe', SESSION_SECRET: 'a-long-enough-secret-value' })).toThrow(/SHOP_DEMO/)
})

test('a demo shop is never served on an https PUBLIC_URL', () => {
  const demo = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-long-enough-secret-value',
    SHOP_DEMO: 'true',
    PUBLIC_URL: 'https://shop.example',
  }
  expect(() => parseEnv(demo)).toThrow(/SHOP_DEMO/)
  expect(() => parseEnv(demo)).toThrow(/PUBLIC_URL/)
  expect(() => parseEnv({ ...PRODUCTION, SHOP_DEMO: 'true' })).toThrow(/SHOP_DEMO/)
})

test('in a demo shop the test hooks open only on a loopback HOST', () => {
  const demo = { NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret-value', SHOP_DEMO: 'true', EMBEDDED_TEST_HOOKS: 'true' }
  // Unset, a demo's HOST is loopback (next test), so its hooks open too.
  for (const HOST of [undefined, '127.0.0.1', '::1', 'localhost'])
    expect(parseEnv({ ...demo, HOST }).EMBEDDED_TEST_HOOKS, HOST).toBe('true')
  for (const HOST of ['0.0.0.0', '::', '192.168.0.10', 'shop.example']) {
    expect(() => parseEnv({ ...demo, HOST }), HOST).toThrow(/EMBEDDED_TEST_HOOKS/)
  }
})

test('PUBLIC_URL defaults to http://localhost:$PORT in development and must be an http(s) origin', () => {
  expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000')
  expect(parseEnv({ PORT: '3300' }).PUBLIC_URL).toBe('http://localhost:3300')
  expect(parseEnv({ PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe('https://shop.example')
  for (const bad of [
    'shop.example',
    'ftp://shop.example',
    'https://shop.example/shop',
    'https://shop.example/?a=1',
    'https://user:pw@shop.example',
  ]) {
    expect(() => parseEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/)
  }
})

test('TRUST_PROXY is a hop count or proxy addresses; unset trusts no proxy; anything else stops start-up', () => {
  expect(parseEnv({}).TRUST_PROXY).toBe(false)
  expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
  expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8'])
  expect(parseEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback'])
  for (const bad of ['true', '-1', '1.5', 'everyone', '10.0.0.1/33', '10.0.0.300', '10.0.0.1,,']) {
    expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
  }
})

test('WEB_CONCURRENCY is a whole number of workers from 1 to 64; unset leaves the count to the cores', () => {
  expect(parseEnv({}).WEB_CONCURRENCY).toBeUndefined()
  expect(parseEnv({ WEB_CONCURRENCY: '' }).WEB_CONCURRENCY).toBeUndefined()
  expect(parseEnv({ WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2)
  for (const bad of ['0', 'two', '2.5', '-1', '65', ' 2']) {
    expect(() => parseEnv({ WEB_CONCURRENCY: bad }), bad).toThrow(/WEB_CONCURRENCY/)
  }
})

test('REDIS_URL is a redis:// or rediss:// URL; unset keeps shared state in memory; anything else stops start-up naming it', () => {
  expect(parseEnv({}).REDIS_URL).toBeUndefined()
  for (const good of ['redis://127.0.0.1:6379', 'rediss://user:secret@cache.internal:6380/2', 'redis://localhost']) {
    expect(parseEnv({ REDIS_URL: good }).REDIS_URL, good).toBe(good)
  }
  for (const bad of [
    '127.0.0.1:6379',
    'http://127.0.0.1:6379',
    'redis://',
    'redis:///0',
    'redis://host:6379/db',
    'redis://host/0?x=1',
    'localhost',
  ]) {
    expect(() => parseEnv({ REDIS_URL: bad }), bad).toThrow(/REDIS_URL/)
  }
})

test('a demo (npm start) and a development shop listen on loopback unless HOST says otherwise; production on every interface', () => {
  const demo = { NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret-value', SHOP_DEMO: 'true' }
  expect(parseEnv(demo).HOST).toBe('127.0.0.1')
  expect(parseEnv({}).HOST).toBe('127.0.0.1')
  expect(parseEnv({ ...demo, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
  expect(parseEnv(PRODUCTION).HOST).toBe('0.0.0.0')
  expect(parseEnv({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5')
})

test('every secret of the SESSION_SECRET rotation list is 16 characters or more, each checked on its own', () => {
  const long = 'x'.repeat(32)
  // The whole list is 34 characters, but `a` would seal and sign every cookie.
  for (const bad of [`a,${long}`, `${long},short`, `${long}, ,${long.slice(0, 15)}`, ' , ']) {
    expect(() => parseEnv({ ...PRODUCTION, SESSION_SECRET: bad }), bad).toThrow(EnvError)
    expect(() => parseEnv({ ...PRODUCTION, SESSION_SECRET: bad }), bad).toThrow(/SESSION_SECRET/)
  }
  expect(() => parseEnv({ ...PRODUCTION, SESSION_SECRET: `a,${long}` })).toThrow(/secret 1 of 2 is shorter/)
  expect(parseEnv({ ...PRODUCTION, SESSION_SECRET: `${long}, ${'y'.repeat(16)}` }).SESSION_SECRET).toBe(`${long}, ${'y'.repeat(16)}`)
  expect(sessionSecrets(`${long}, ${'y'.repeat(16)},`)).toEqual([long, 'y'.repeat(16)])
})
