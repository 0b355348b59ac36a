import { expect, test } from 'vitest'
import { chooseRequestId, isAcceptableRequestId } from './request-id'

const made = () => 'made-here'

test('a trusted proxy’s plain id is kept as it came', () => {
  expect(chooseRequestId('a1B2.c3_d4-e5', true, made)).toBe('a1B2.c3_d4-e5')
  expect(chooseRequestId('0f8fad5b-d9cb-469f-a165-70867728950e', true, made)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')
})

test('an id from a client that is not a trusted proxy is replaced, however plain', () => {
  expect(chooseRequestId('forged-by-a-client', false, made)).toBe('made-here')
})

test('no id, an empty one or two headers get a new id', () => {
  expect(chooseRequestId(undefined, true, made)).toBe('made-here')
  expect(chooseRequestId('', true, made)).toBe('made-here')
  expect(chooseRequestId(['a', 'b'], true, made)).toBe('made-here')
})

test('128 characters are kept; 129 are replaced', () => {
  expect(isAcceptableRequestId('a'.repeat(128))).toBe(true)
  expect(chooseRequestId('a'.repeat(128), true, made)).toBe('a'.repeat(128))
  expect(isAcceptableRequestId('a'.repeat(129))).toBe(false)
  expect(chooseRequestId('a'.repeat(129), true, made)).toBe('made-here')
})

test('characters outside [A-Za-z0-9._-] are replaced: spaces, line breaks, quotes, slashes, Hangul', () => {
  for (const bad of ['a b', 'a\nlevel=error', 'a"b', 'a/b', 'a:b', '요청', 'a%0a', 'a{b}', 'a\tb']) {
    expect(isAcceptableRequestId(bad), bad).toBe(false)
    expect(chooseRequestId(bad, true, made)).toBe('made-here')
  }
})

test('a made id is a UUID, itself acceptable', () => {
  const id = chooseRequestId(undefined, false)
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  expect(isAcceptableRequestId(id)).toBe(true)
})
