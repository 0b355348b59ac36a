import { expect, test } from 'vitest'
import { EnvError, parseEnv } from './config.server'

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
  expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret-value' }).NODE_ENV).toBe('production')
})

test('empty values count as unset', () => {
  expect(parseEnv({ BFF_API_URL: '' }).BFF_API_URL).toBeUndefined()
})
