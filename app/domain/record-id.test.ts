import { expect, test } from 'vitest'
import { parseRecordId } from './record-id'

test('a record id is a positive integer of at most ten digits within 32 bits, else null', () => {
  expect(parseRecordId('1')).toBe(1)
  expect(parseRecordId('2147483647')).toBe(2_147_483_647)
  for (const bad of [null, undefined, '', '0', '-1', '01', '1.5', '1e3', ' 1', 'abc', '2147483648', '99999999999'])
    expect(parseRecordId(bad), String(bad)).toBeNull()
})
