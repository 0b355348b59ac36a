import { expect, test } from 'vitest'
import { DEFAULT_APP_VERSION, DEFAULT_PRODUCT_GROUP } from './constants'
import { homePath, homeTabId, parseTabId } from './home'
import { parseProductGroup1Id, parseSearchGroupId, productGroupName, productGroupOrDefault } from './product-group'

test('[R3.7] animal codes: dog 1, cat 2', () => {
  expect(parseProductGroup1Id('1')).toBe(1)
  expect(parseProductGroup1Id(2)).toBe(2)
  expect(productGroupName(1)).toBe('강아지')
  expect(productGroupName(2)).toBe('고양이')
  for (const bad of ['0', '3', '', 'dog', undefined, null, '1.5']) expect(parseProductGroup1Id(bad)).toBeNull()
})

test('[R9.4] the default product group is dog (1) and the default app version 0.0.0', () => {
  expect(DEFAULT_PRODUCT_GROUP).toBe(1)
  expect(productGroupOrDefault(undefined)).toBe(1)
  expect(productGroupOrDefault('cat')).toBe(1)
  expect(productGroupOrDefault('2')).toBe(2)
  expect(DEFAULT_APP_VERSION).toBe('0.0.0')
})

test('[R2.4] the search path accepts product groups 0 to 2 only', () => {
  expect(parseSearchGroupId('0')).toBe(0)
  expect(parseSearchGroupId('1')).toBe(1)
  expect(parseSearchGroupId('2')).toBe(2)
  for (const bad of ['3', '-1', '01', '1a', '', ' 1']) expect(parseSearchGroupId(bad)).toBeNull()
})

test('tab ids in the URL are positive whole numbers', () => {
  expect(parseTabId('2')).toBe(2)
  expect(parseTabId('123456')).toBe(123456)
  for (const bad of ['0', '02', '-1', 'abc', '2.5', '', undefined, '1234567']) expect(parseTabId(bad)).toBeNull()
})

test('[R8.6] the home tab by platform value: the apps land on tab 6, the web on tab 2', () => {
  expect(homeTabId('A')).toBe(6)
  expect(homeTabId('I')).toBe(6)
  for (const web of ['B', 'C', 'P', 'E'] as const) expect(homePath(web)).toBe('/main/tab/2')
})
