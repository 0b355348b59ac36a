import { expect, test } from 'vitest'
import { chosenOption } from './chosen-option'
import { asShown, lowestOption, shownPrice } from './list-price'
import { searchEvent } from './tracking'
import { PRODUCT } from './tracking-test-data'

const option = (optionId: number, price: number, discountApplyPrice: number, soldOut = false) => ({
  optionId,
  price,
  discountApplyPrice,
  soldOut,
})

// Product 3914's options: the product's own price is the 24개입 can (17,100원), listed last.
const cans = [option(39141, 9_000, 4_500), option(39142, 18_000, 9_000), option(39143, 34_200, 17_100)]

test('a list prices the cheapest option that can be bought, and says the others cost more', () => {
  expect(lowestOption(cans)).toEqual({ option: cans[0], differ: true })
})

test('a sold-out option does not count for the lowest, unless every option is sold out', () => {
  const cheapestOut = [option(1, 9_000, 4_500, true), option(2, 18_000, 9_000), option(3, 34_200, 17_100)]
  expect(lowestOption(cheapestOut)?.option.optionId).toBe(2)
  const allOut = cheapestOut.map((o) => ({ ...o, soldOut: true }))
  expect(lowestOption(allOut)).toEqual({ option: allOut[0], differ: true })
  // An entirely sold-out product counts every option as sold out.
  expect(lowestOption(cans, true)?.option.optionId).toBe(39141)
})

test('"~" only when the options counted cost differently: one option, equal prices or one left to buy say the plain price', () => {
  expect(lowestOption([option(1, 9_000, 4_500)])?.differ).toBe(false)
  expect(lowestOption([option(1, 9_000, 4_500), option(2, 9_000, 4_500)])?.differ).toBe(false)
  // Only the 9,000원 option can be bought: "9,000원", not "9,000원~" over a sold-out 4,500원.
  expect(lowestOption([option(1, 9_000, 4_500, true), option(2, 18_000, 9_000)])).toMatchObject({ option: { optionId: 2 }, differ: false })
  expect(lowestOption([])).toBeNull()
})

test('of equally cheap options the first shown is priced (its list price and rate go with it)', () => {
  const twins = [option(1, 10_000, 8_000), option(2, 9_000, 8_000)]
  expect(lowestOption(twins)?.option.optionId).toBe(1)
})

// Product 2587 as the catalogue answers it: its own price is the 60포 option's, its lowest the 30포's.
const summary = {
  price: 59_500,
  discountApplyPrice: 41_650,
  discountRate: 30,
  lowestOptionPrice: 33_100,
  lowestOptionDiscountApplyPrice: 23_170,
  lowestOptionDiscountRate: 30,
  optionPricesDiffer: true,
}

test('a card shows the lowest option’s selling price with "~", and that same option’s list price and rate', () => {
  expect(shownPrice(summary)).toEqual({ salePrice: 23_170, listPrice: 33_100, rate: 30, from: true })
  // Never one option's list price beside another's selling price.
  const uneven = { ...summary, lowestOptionPrice: 25_000, lowestOptionDiscountRate: 7 }
  expect(shownPrice(uneven)).toEqual({ salePrice: 23_170, listPrice: 25_000, rate: 7, from: true })
})

test('a card says the plain price when the options cost the same', () => {
  expect(shownPrice({ ...summary, optionPricesDiffer: false }).from).toBe(false)
})

test('a service that does not name the lowest option gives the product’s own price, plain', () => {
  const own = { price: 59_500, discountApplyPrice: 41_650, discountRate: 0 }
  expect(shownPrice(own)).toEqual({ salePrice: 41_650, listPrice: 59_500, rate: 30, from: false })
})

test('the card’s price is the lowest price among the product page’s options that can be bought', () => {
  const options = [option(25871, 33_100, 23_170), option(25872, 59_500, 41_650), option(25873, 90_000, 20_000, true)]
  const page = lowestOption(options)
  expect(page?.option.discountApplyPrice).toBe(shownPrice(summary).salePrice)
  expect(page?.option.price).toBe(shownPrice(summary).listPrice)
  // The page itself still opens on the product's own option (decision 043), which costs more: hence "~".
  expect(chosenOption({ ...summary, isEntirelySoldout: false, options }, null)?.discountApplyPrice).toBeGreaterThan(
    shownPrice(summary).salePrice,
  )
})

test('[R3.5] a list’s tracked product carries the price its card shows, in the spec’s fields only', () => {
  const tracked = asShown({ ...summary, productId: 2587 })
  expect(tracked).toMatchObject({ productId: 2587, price: 33_100, discountApplyPrice: 23_170, discountRate: 30 })
  const event = searchEvent('유산균', 1, 1, [asShown({ ...PRODUCT, ...summary })])
  expect(event.props).toMatchObject({ products: [{ productId: PRODUCT.productId, discountApplyPrice: 23_170 }] })
  expect(Object.keys((event.props as { products: object[] }).products[0] ?? {})).not.toContain('lowestOptionDiscountApplyPrice')
})
