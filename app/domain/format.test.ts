import { expect, test } from 'vitest'
import { discountRate, formatCount, formatMobile, formatScore, formatWon, withObjectParticle } from './format'

test('won prices use Korean digit grouping and 원', () => {
  expect(formatWon(25600)).toBe('25,600원')
  expect(formatWon(0)).toBe('0원')
  expect(formatWon(1234567)).toBe('1,234,567원')
})

test('review counts stay exact below 10,000 and become 만 above', () => {
  expect(formatCount(312)).toBe('312')
  expect(formatCount(9999)).toBe('9,999')
  expect(formatCount(12345)).toBe('1.2만')
})

test('scores have one decimal', () => {
  expect(formatScore(4.8)).toBe('4.8')
  expect(formatScore(5)).toBe('5.0')
})

test('discount rate is a whole percent, never negative', () => {
  expect(discountRate(32000, 25600)).toBe(20)
  expect(discountRate(10000, 10000)).toBe(0)
  expect(discountRate(10000, 12000)).toBe(0)
  expect(discountRate(0, 0)).toBe(0)
  expect(discountRate(3000, 2010)).toBe(33)
})

test('the object particle follows the last syllable', () => {
  expect(withObjectParticle('초코')).toBe('초코를')
  expect(withObjectParticle('콩')).toBe('콩을')
  expect(withObjectParticle('Max')).toBe('Max을(를)')
})

test('mobile numbers read with hyphens, as Korean shoppers write them', () => {
  expect(formatMobile('01012345678')).toBe('010-1234-5678')
  expect(formatMobile('0111234567')).toBe('011-123-4567')
  expect(formatMobile('+82 10')).toBe('+82 10')
})
