import { describe, expect, test } from 'vitest'
import { parsePick, parsePostcodeQuery, postcodeAddress1 } from './postcode'

describe('postcodeAddress1', () => {
  test('the road address, then the 동 and the building in brackets', () => {
    expect(postcodeAddress1({ roadAddress: '서울특별시 강남구 테헤란로 152', dong: '역삼동', buildingName: '강남파이낸스센터' })).toBe(
      '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
    )
  })

  test('a 가 or a 로 is a legal name too; no building, just the 동', () => {
    expect(postcodeAddress1({ roadAddress: '서울특별시 중구 세종대로 110', dong: '태평로1가', buildingName: '서울특별시청' })).toBe(
      '서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)',
    )
    expect(postcodeAddress1({ roadAddress: '서울특별시 종로구 사직로 161', dong: '세종로', buildingName: null })).toBe(
      '서울특별시 종로구 사직로 161 (세종로)',
    )
  })

  test('no note when there is neither', () => {
    expect(postcodeAddress1({ roadAddress: '세종특별자치시 도움로 8', dong: '', buildingName: null })).toBe('세종특별자치시 도움로 8')
  })

  test('a note that would pass the 100 characters of the field is left out', () => {
    const long = '가'.repeat(90)
    expect(postcodeAddress1({ roadAddress: '서울특별시 강남구 테헤란로 152', dong: '역삼동', buildingName: long })).toBe(
      '서울특별시 강남구 테헤란로 152',
    )
  })
})

describe('the address page’s search and pick in the URL', () => {
  test('q and page', () => {
    expect(parsePostcodeQuery(new URLSearchParams('q=테헤란로+152'))).toEqual({ q: '테헤란로 152', page: 1 })
    expect(parsePostcodeQuery(new URLSearchParams('q=테헤란로&page=3'))).toEqual({ q: '테헤란로', page: 3 })
    expect(parsePostcodeQuery(new URLSearchParams('q=x&page=-1'))).toEqual({ q: 'x', page: 1 })
    expect(parsePostcodeQuery(new URLSearchParams('q=x&page=1.5'))).toEqual({ q: 'x', page: 1 })
    expect(parsePostcodeQuery(new URLSearchParams(`q=${'가'.repeat(100)}`))?.q).toHaveLength(60)
    expect(parsePostcodeQuery(new URLSearchParams('q='))).toEqual({ q: '', page: 1 })
    expect(parsePostcodeQuery(new URLSearchParams('next=/v2/order'))).toBeNull()
  })

  test('pick is a positive id or nothing', () => {
    expect(parsePick(new URLSearchParams('pick=7'))).toBe(7)
    for (const bad of ['pick=0', 'pick=-1', 'pick=1e3', 'pick=abc', 'pick=9999999999', ''])
      expect(parsePick(new URLSearchParams(bad))).toBeNull()
  })
})
