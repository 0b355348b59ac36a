import { expect, test } from 'vitest'
import { AddressSchema } from './address.schema'
import * as SHOP_MSG from './messages.shop'

const valid = { name: '김코코', mobileNo: '010-1234-5678', zipCode: '06236', address1: '서울 강남구 테헤란로 152', address2: '12층' }

test('a Korean address: zip code of five digits, address1 required, a mobile number from 010', () => {
  const parsed = AddressSchema.parse(valid)
  expect(parsed).toMatchObject({ mobileNo: '01012345678', isDefault: false, address2: '12층' })
  expect(AddressSchema.parse({ ...valid, isDefault: 'on' }).isDefault).toBe(true)
})

test.each([
  ['zipCode', '1234', SHOP_MSG.address.errors.zipCodeInvalid],
  ['zipCode', '123456', SHOP_MSG.address.errors.zipCodeInvalid],
  ['zipCode', '0623a', SHOP_MSG.address.errors.zipCodeInvalid],
  ['mobileNo', '02-123-4567', SHOP_MSG.address.errors.mobileInvalid],
  ['name', '   ', SHOP_MSG.address.errors.nameRequired],
  ['name', '가'.repeat(21), SHOP_MSG.address.errors.nameLength],
  ['address1', '', SHOP_MSG.address.errors.address1Required],
  ['address2', '가'.repeat(101), SHOP_MSG.address.errors.addressLength],
])('%s %j is refused with a Korean message', (field, value, message) => {
  const result = AddressSchema.safeParse({ ...valid, [field]: value })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((i) => i.message)).toContain(message)
})
