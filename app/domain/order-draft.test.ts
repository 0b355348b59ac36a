import { describe, expect, test } from 'vitest'
import { NO_COUPON } from './checkout.schema'
import { draftFromForm, NO_DRAFT, OrderDraftSchema, sheetChoiceOf, sheetQueryOf } from './order-draft'

const formOf = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}
const params = (query: string) => new URLSearchParams(query)

describe('what a posted sheet gives V2 to keep (decision 045)', () => {
  test('every choice, 쿠폰 사용 안 함 and 선택 안 함 as null, the words trimmed, points in whole won', () => {
    expect(
      draftFromForm(
        formOf({
          addressId: '2',
          couponId: '',
          deliveryType: 'MORNING',
          paymentMethod: 'EASY_PAY',
          deliveryRequest: 'NONE',
          deliveryRequestText: '  문 앞 ',
          points: '1500',
        }),
      ),
    ).toEqual({
      addressId: 2,
      couponId: null,
      deliveryType: 'MORNING',
      paymentMethod: 'EASY_PAY',
      deliveryRequestCode: null,
      deliveryRequestText: '문 앞',
      points: 1500,
    })
    expect(draftFromForm(formOf({ couponId: '7', deliveryRequest: 'CUSTOM' }))).toEqual({ couponId: 7, deliveryRequestCode: 'CUSTOM' })
  })

  test('a malformed field is left out and costs the others nothing', () => {
    expect(
      draftFromForm(
        formOf({
          addressId: '0',
          couponId: 'x',
          deliveryType: 'DRONE',
          paymentMethod: 'BITCOIN',
          deliveryRequest: 'ROOF',
          deliveryRequestText: '가'.repeat(51),
          points: '-5',
        }),
      ),
    ).toEqual({})
    expect(draftFromForm(formOf({ deliveryRequestText: '문 앞\n그리고', points: '1.5', paymentMethod: 'CARD' }))).toEqual({
      paymentMethod: 'CARD',
    })
    expect(draftFromForm(formOf({ points: '99999999999' }))).toEqual({})
  })
})

describe('the sheet as shown: the URL’s choice, else the kept one, else the default', () => {
  const kept = OrderDraftSchema.parse({
    choices: {
      addressId: 3,
      couponId: 9,
      deliveryType: 'EXPRESS',
      paymentMethod: 'BANK_TRANSFER',
      deliveryRequestCode: 'CUSTOM',
      deliveryRequestText: '1234#',
      points: 500,
    },
    dropped: [],
  })

  test('nothing chosen anywhere: the defaults, and no coupon chosen yet', () => {
    expect(sheetChoiceOf(params(''), NO_DRAFT)).toEqual({
      addressId: null,
      couponId: null,
      couponChosen: false,
      deliveryType: null,
      paymentMethod: 'CARD',
      deliveryRequest: 'NONE',
      deliveryRequestText: '',
      points: null,
    })
  })

  test('the kept choices', () => {
    expect(sheetChoiceOf(params(''), kept)).toEqual({
      addressId: 3,
      couponId: 9,
      couponChosen: true,
      deliveryType: 'EXPRESS',
      paymentMethod: 'BANK_TRANSFER',
      deliveryRequest: 'CUSTOM',
      deliveryRequestText: '1234#',
      points: 500,
    })
  })

  test('the URL wins, ignoring anything malformed; the words never come from it', () => {
    const choice = sheetChoiceOf(
      params(`addressId=2&couponId=${NO_COUPON}&deliveryType=x&paymentMethod=EASY_PAY&deliveryRequest=DOOR`),
      kept,
    )
    expect(choice).toMatchObject({ addressId: 2, couponId: null, couponChosen: true, deliveryType: 'EXPRESS', paymentMethod: 'EASY_PAY' })
    expect(choice.deliveryRequest).toBe('DOOR')
    expect(sheetChoiceOf(params('deliveryRequestText=leak'), NO_DRAFT).deliveryRequestText).toBe('')
    expect(sheetChoiceOf(params('couponId=x'), NO_DRAFT)).toMatchObject({ couponId: null, couponChosen: true })
  })

  test('쿠폰 사용 안 함 kept is a choice; a kept coupon V2 dropped is one too (so none is picked instead)', () => {
    expect(sheetChoiceOf(params(''), OrderDraftSchema.parse({ choices: { couponId: null }, dropped: [] }))).toMatchObject({
      couponId: null,
      couponChosen: true,
    })
    expect(sheetChoiceOf(params(''), OrderDraftSchema.parse({ choices: {}, dropped: ['coupon_id'] })).couponChosen).toBe(true)
  })

  test('an answer with values the shop does not know reads as not chosen', () => {
    const odd = OrderDraftSchema.parse({ choices: { paymentMethod: 'BITCOIN', couponId: 'x', points: -1, deliveryType: 'MORNING' } })
    expect(odd).toEqual({ choices: { deliveryType: 'MORNING' }, dropped: [] })
  })
})

test('when V2 cannot keep them, the URL carries the harmless choices and never the words (decision 026)', () => {
  const query = sheetQueryOf({
    addressId: 2,
    couponId: null,
    paymentMethod: 'CARD',
    deliveryRequestCode: 'CUSTOM',
    deliveryRequestText: '1234#',
  })
  expect(query.toString()).toBe('addressId=2&couponId=none&paymentMethod=CARD&deliveryRequest=CUSTOM')
})
