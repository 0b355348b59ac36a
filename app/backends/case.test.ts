import { expect, test } from 'vitest'
import { camelCase, snakeCase, toCamelKeys, toSnakeKeys } from './case'

test('[R7.1] request keys become snake_case and answer keys camelCase, deeply', () => {
  expect(snakeCase('mobileDeviceId')).toBe('mobile_device_id')
  expect(snakeCase('productGroup1Id')).toBe('product_group1_id')
  expect(snakeCase('session')).toBe('session')
  expect(camelCase('mobile_night_push_code')).toBe('mobileNightPushCode')
  expect(camelCase('product_group1_id')).toBe('productGroup1Id')
  expect(toSnakeKeys({ userInfo: { topAnimalInfo: { animalGroup1Id: 1 } }, petList: [{ genderCode: 'M' }] })).toEqual({
    user_info: { top_animal_info: { animal_group1_id: 1 } },
    pet_list: [{ gender_code: 'M' }],
  })
  expect(toCamelKeys({ user_info: { user_grade_code_info: { user_grade_code_name: 'VIP' } }, items: [1, 'a_b', null] })).toEqual({
    userInfo: { userGradeCodeInfo: { userGradeCodeName: 'VIP' } },
    items: [1, 'a_b', null],
  })
})

test('round trip keeps the spec field names', () => {
  const body = { mobileDeviceId: 'd', mobileOsCode: 'P', isPushSendAgree: true, productGroup1Id: 2 }
  expect(toCamelKeys(toSnakeKeys(body))).toEqual(body)
})
