import { describe, expect, test } from 'vitest'
import { encodeExperimentsHeader, flattenExperiments, isOn, priceVariant, variantOf } from './experiments'

test('[R4.14] a variant the backend did not give falls back to off', () => {
  const flat = flattenExperiments({
    functionInfos: [
      { key: 'communityVisible', variant: 'on' },
      { key: 'lockIn', variant: null },
    ],
  })
  expect(variantOf(flat, 'communityVisible')).toBe('on')
  expect(variantOf(flat, 'lockIn')).toBe('off')
  expect(variantOf(flat, 'neverHeardOf')).toBe('off')
  expect(isOn(flat, 'neverHeardOf')).toBe(false)
  expect(isOn({}, 'communityVisible')).toBe(false)
})

describe('the price experiment', () => {
  test('[R4.15] accepts a to f, otherwise a', () => {
    for (const v of ['a', 'b', 'c', 'd', 'e', 'f']) expect(priceVariant(v, null)).toBe(v)
    for (const v of ['g', 'A', '', 'ab', null, undefined]) expect(priceVariant(v, null)).toBe('a')
  })

  test('[R4.16] promotion a or b appends ,h; c or d appends ,g; others nothing', () => {
    expect(priceVariant('b', 'a')).toBe('b,h')
    expect(priceVariant('b', 'b')).toBe('b,h')
    expect(priceVariant('e', 'c')).toBe('e,g')
    expect(priceVariant('z', 'd')).toBe('a,g')
    expect(priceVariant('c', 'e')).toBe('c')
    expect(priceVariant('c', null)).toBe('c')
  })

  test('the flattened experiments carry the combined price variant', () => {
    const flat = flattenExperiments({ functionInfos: [], price: { key: 'price', variants: 'd' }, promotionV2: { key: 'p', variants: 'c' } })
    expect(flat.price).toBe('d,g')
  })
})

test('[R7.12] experiments travel as base64 JSON', () => {
  const header = encodeExperimentsHeader({ communityVisible: 'on', price: 'a' })
  expect(JSON.parse(Buffer.from(header, 'base64').toString('utf8'))).toEqual({ communityVisible: 'on', price: 'a' })
})
