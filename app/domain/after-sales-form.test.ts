import { describe, expect, it } from 'vitest'
import { chosenLines, formValues, quoteOfForm } from './after-sales-form'

const bought = [
  { lineNo: 1, quantity: 2, optionIds: [10, 11] },
  { lineNo: 2, quantity: 1, optionIds: [20] },
]
const form = (values: Record<string, string>) => (name: string) => values[name] ?? null

describe('the lines an exchange or return asks for (decision 048)', () => {
  it('a ticked line is all of it unless a quantity says less; an option of the product for an exchange', () => {
    expect(chosenLines([1, 2], form({ 'quantity-1': '1', 'option-1': '11' }), bought)).toEqual({
      lines: [
        { lineNo: 1, quantity: 1, exchangeOptionId: 11 },
        { lineNo: 2, quantity: 1, exchangeOptionId: null },
      ],
      error: null,
    })
  })

  it('more than was bought, none, or another product’s option is refused in Korean', () => {
    expect(chosenLines([1], form({ 'quantity-1': '3' }), bought).error).toBe('신청 수량은 1개부터 주문한 수량까지 고를 수 있어요.')
    expect(chosenLines([1], form({ 'quantity-1': '0' }), bought).error).not.toBeNull()
    expect(chosenLines([1], form({ 'quantity-1': '1.5' }), bought).error).not.toBeNull()
    expect(chosenLines([2], form({ 'option-2': '10' }), bought).error).toBe('이 상품의 옵션 중에서 골라 주세요.')
    expect(chosenLines([9], form({}), bought).error).toBe('신청할 상품을 하나 이상 골라 주세요.')
  })
})

describe('the quote of what the form says (decision 048)', () => {
  const order = {
    products: [
      { lineNo: 1, price: 20_000, quantity: 2 },
      { lineNo: 2, price: 10_000, quantity: 1 },
    ],
    couponType: 'AMOUNT',
    couponDiscountPrice: 5000,
    pointsUsed: 1000,
  }
  it('none until a line and 교환/반품 are chosen; then the rule’s numbers', () => {
    expect(quoteOfForm({ lineNos: ['1'] }, order)).toBeNull()
    expect(quoteOfForm({ type: 'RETURN' }, order)).toBeNull()
    expect(quoteOfForm({ type: 'RETURN', reasonCode: 'CHANGE_OF_MIND', lineNos: ['2'] }, order)).toMatchObject({
      refund: 10_000 - 1000 - 200 - 3000,
      points: 200,
    })
    const data = new FormData()
    data.append('type', 'RETURN')
    data.append('lineNos', '1')
    data.append('quantity-1', '1')
    expect(formValues(data)).toEqual({ type: 'RETURN', lineNos: ['1'], 'quantity-1': '1' })
    expect(quoteOfForm(formValues(data), order)).toMatchObject({ linesTotal: 20_000, fee: 3000 })
  })
})
