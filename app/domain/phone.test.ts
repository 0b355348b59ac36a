import { describe, expect, test } from 'vitest'
import { MOBILE_INPUT_MAX_LENGTH, normalizeMobile } from './phone'

describe('normalizeMobile', () => {
  test('hyphens, spaces, dots and parentheses are dropped', () => {
    for (const typed of ['010-1234-5678', '010 1234 5678', ' 010-1234 5678 ', '010.1234.5678', '(010)1234-5678', '010–1234—5678']) {
      expect([typed, normalizeMobile(typed)]).toEqual([typed, '01012345678'])
    }
    expect(normalizeMobile('011-123-4567')).toBe('0111234567')
  })

  test('digits only stay as they are', () => {
    expect(normalizeMobile('01012345678')).toBe('01012345678')
    expect(normalizeMobile('')).toBe('')
  })

  test('the country code +82 becomes the leading 0', () => {
    expect(normalizeMobile('+82 10-1234-5678')).toBe('01012345678')
    expect(normalizeMobile('+821012345678')).toBe('01012345678')
    expect(normalizeMobile('82 10 1234 5678')).toBe('01012345678')
    // Not a mobile number after the code: left for the rules to refuse.
    expect(normalizeMobile('+82 2-123-4567')).toBe('+8221234567')
  })

  test('full-width digits (some keyboards) become ASCII', () => {
    expect(normalizeMobile('０１０－１２３４－５６７８')).toBe('01012345678')
  })

  test('what is not a number keeps its letters, so validation still refuses it', () => {
    expect(normalizeMobile('010-abcd-5678')).toBe('010abcd5678')
    expect(normalizeMobile('050-1234-5678')).toBe('05012345678')
  })

  test('the input has room for a pasted number with separators and country code', () => {
    expect('+82 10-1234-5678'.length).toBeLessThanOrEqual(MOBILE_INPUT_MAX_LENGTH)
    expect('010 - 1234 - 5678'.length).toBeLessThanOrEqual(MOBILE_INPUT_MAX_LENGTH)
  })
})
