import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { openValue, sealValue } from './seal.server'

const key = randomBytes(32)
const older = randomBytes(32)

test('a sealed value opens under its key and use, null included, and hides what it holds', () => {
  const sealed = sealValue({ accessToken: 'a.b.c' }, key, 'petshop_session')
  expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
  expect(sealed).not.toContain('a.b.c')
  expect(openValue(sealed, [key], 'petshop_session')).toEqual({ value: { accessToken: 'a.b.c' } })
  expect(openValue(sealValue(null, key, 'refresh'), [key], 'refresh')).toEqual({ value: null })
})

test('any key of the rotation list opens; a key no longer listed does not', () => {
  const sealed = sealValue(7, older, 'x')
  expect(openValue(sealed, [key, older], 'x')).toEqual({ value: 7 })
  expect(openValue(sealed, [key], 'x')).toBeNull()
})

test('nothing else opens: another use, a flipped byte, a cut, another format', () => {
  const sealed = sealValue('value', key, 'pd_cart')
  expect(openValue(sealed, [key], 'petshop_session')).toBeNull()
  const raw = Buffer.from(sealed.slice(3), 'base64url')
  raw[15] = (raw[15] ?? 0) ^ 1
  expect(openValue(`v1.${raw.toString('base64url')}`, [key], 'pd_cart')).toBeNull()
  expect(openValue(sealed.slice(0, 20), [key], 'pd_cart')).toBeNull()
  expect(openValue(sealed.replace(/^v1\./, 'v2.'), [key], 'pd_cart')).toBeNull()
  expect(openValue('', [key], 'pd_cart')).toBeNull()
})
