import { expect, test } from 'vitest'
import { categoryHref, isAlongPath, pageCount, parseCategoryPath, parseCategorySort, parsePage, rememberViewed } from './catalog'

test('[R2.3] /category/{...category}: one to three numeric segments, the last is the category', () => {
  expect(parseCategoryPath('11')).toEqual([11])
  expect(parseCategoryPath('11/1101')).toEqual([11, 1101])
  expect(parseCategoryPath('1/11/1101')).toEqual([1, 11, 1101])
  for (const bad of [undefined, '', 'abc', '11/x', '0', '011', '1/2/3/4', '-1', '11/../12', '12345678']) {
    expect(parseCategoryPath(bad), String(bad)).toBeNull()
  }
  expect(categoryHref([{ categoryId: 11 }, { categoryId: 1101 }])).toBe('/category/11/1101')
})

test('sorts and pages from the query fall back to safe defaults', () => {
  expect(parseCategorySort('PRICE_ASC')).toBe('PRICE_ASC')
  expect(parseCategorySort('DROP TABLE')).toBe('POPULAR')
  expect(parseCategorySort(null)).toBe('POPULAR')
  expect(parsePage('3')).toBe(3)
  for (const bad of [null, '0', '-1', 'x', '1e9', '99999']) expect(parsePage(bad), String(bad)).toBeLessThanOrEqual(500)
  expect(parsePage('0')).toBe(1)
  expect(parsePage('9999')).toBe(500)
  expect(pageCount(0, 24)).toBe(1)
  expect(pageCount(48, 24)).toBe(2)
  expect(pageCount(49, 24)).toBe(3)
})

test('recently viewed: newest first, no repeats, bounded', () => {
  expect(rememberViewed([3, 2, 1], 2)).toEqual([2, 3, 1])
  expect(rememberViewed([], 5)).toEqual([5])
  expect(rememberViewed([1, 2, 3], 4, 3)).toEqual([4, 1, 2])
})

test('an address is along a category’s path when its ids keep the path’s order and end at the category', () => {
  const path = [{ categoryId: 5 }, { categoryId: 21 }, { categoryId: 300 }]
  expect(isAlongPath([5, 21, 300], path)).toBe(true)
  expect(isAlongPath([300], path)).toBe(true)
  expect(isAlongPath([5, 300], path)).toBe(true)
  expect(isAlongPath([11, 21, 300], path)).toBe(false)
  expect(isAlongPath([21, 5, 300], path)).toBe(false)
  expect(isAlongPath([5, 21], path)).toBe(false)
  expect(isAlongPath([300, 300], path)).toBe(false)
})
