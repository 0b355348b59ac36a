import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { maskedMobile, waitText } from './account-security'
import { mobileChangeSchema, withdrawSchema } from './account-security.schema'
import * as MSG from './messages'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}
const errors = (schema: Parameters<typeof parseWithZod>[1]['schema'], entries: Record<string, string>) => {
  const submission = parseWithZod(form(entries), { schema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

describe('waitText', () => {
  test.each([
    [0, '1초'],
    [1, '1초'],
    [1.2, '2초'],
    [59, '59초'],
    [60, '1분'],
    [61, '2분'],
    [900, '15분'],
  ])('%s seconds read as %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text)
  })

  test('the refusal reads as Korean with the wait', () => {
    expect(MSG.accountSecurity.tooManyAttempts(waitText(4))).toBe('비밀번호를 여러 번 잘못 입력했어요. 4초 후에 다시 시도해 주세요.')
  })
})

test('maskedMobile shows the start and the last four digits only', () => {
  expect(maskedMobile('01012345678')).toBe('010-****-5678')
  expect(maskedMobile('0101234567')).toBe('010-****-4567')
  expect(maskedMobile(null)).toBe('')
})

describe('re-authentication in the forms', () => {
  const number = { mobileNo: '01098765432', certificationKey: '12345' }
  test('a member with a password must give the current one to change the number', () => {
    expect(errors(mobileChangeSchema(true), number).currentPassword).toEqual([MSG.accountSecurity.currentPasswordRequired])
    expect(errors(mobileChangeSchema(true), { ...number, currentPassword: 'Oldpass1!' })).toEqual({})
  })

  test('a member without one must give a key sent to the current number', () => {
    expect(errors(mobileChangeSchema(false), number).currentCertificationKey).toHaveLength(1)
    expect(errors(mobileChangeSchema(false), { ...number, currentCertificationKey: '123456' }).currentCertificationKey).toHaveLength(1)
    expect(errors(mobileChangeSchema(false), { ...number, currentCertificationKey: '54321' })).toEqual({})
  })

  test('withdrawal: the password, or the key for a member without one', () => {
    const leave = { reason: 'PRICE', agree: 'on' }
    expect(errors(withdrawSchema(true), leave).password).toHaveLength(1)
    expect(errors(withdrawSchema(true), { ...leave, password: 'x' })).toEqual({})
    expect(errors(withdrawSchema(false), leave).certificationKey).toHaveLength(1)
    expect(errors(withdrawSchema(false), { ...leave, certificationKey: '12345' })).toEqual({})
  })
})
