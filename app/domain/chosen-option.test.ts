import { expect, test } from 'vitest'
import { chosenOption } from './chosen-option'
import { parseRecordId } from './record-id'

const option = (optionId: number, discountApplyPrice: number, soldOut = false) => ({
  optionId,
  price: discountApplyPrice + 1000,
  discountApplyPrice,
  soldOut,
})
// Product 2587's shape: the product's own price is its 60포 option, listed after 30포.
const product = {
  price: 42_650,
  discountApplyPrice: 41_650,
  isEntirelySoldout: false,
  options: [option(1, 23_170), option(2, 41_650), option(3, 80_000, true)],
}

test('unchosen, the page prices the option the product’s own price belongs to (decision 043)', () => {
  expect(chosenOption(product, null)?.optionId).toBe(2)
})

test('a chosen option that can be bought is the one priced', () => {
  expect(chosenOption(product, 1)?.discountApplyPrice).toBe(23_170)
})

test('a sold-out, unknown or forged choice falls back to the rule', () => {
  for (const requested of [3, 99, -1]) expect(chosenOption(product, requested)?.optionId).toBe(2)
})

test('when the own price’s option is sold out, the first that can be bought; nothing when all are out', () => {
  expect(chosenOption({ ...product, options: [option(1, 23_170), option(2, 41_650, true)] }, null)?.optionId).toBe(1)
  expect(chosenOption({ ...product, isEntirelySoldout: true }, 1)).toBeNull()
  expect(chosenOption({ ...product, options: [option(1, 1, true)] }, 1)).toBeNull()
})

test('?optionId= is read as a record id (domain/record-id.ts), a whole number only', () => {
  expect(parseRecordId('25872')).toBe(25_872)
  for (const value of [null, '', 'abc', '1.5', '-3', '1e3', '9'.repeat(13)]) expect(parseRecordId(value)).toBeNull()
})
