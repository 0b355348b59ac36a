import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { MobileFormSchema, NicknameFormSchema, PasswordFormSchema, WithdrawFormSchema } from './profile.schema'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}
const errors = (schema: Parameters<typeof parseWithZod>[1]['schema'], entries: Record<string, string>) => {
  const submission = parseWithZod(form(entries), { schema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

test('[R5.3] a new nickname follows the sign-up rule', () => {
  expect(errors(NicknameFormSchema, { nickname: '코코언니2' })).toEqual({})
  expect(errors(NicknameFormSchema, { nickname: '코' }).nickname).toHaveLength(1)
  expect(errors(NicknameFormSchema, { nickname: '코코_언니' }).nickname).toHaveLength(1)
})

test('[R5.2] [R5.5] a new mobile number needs the rule and a certification key', () => {
  expect(errors(MobileFormSchema, { mobileNo: '01098765432', certificationKey: '12345' })).toEqual({})
  expect(errors(MobileFormSchema, { mobileNo: '05012345678', certificationKey: '12345' }).mobileNo).toHaveLength(1)
  expect(errors(MobileFormSchema, { mobileNo: '01098765432', certificationKey: '123456' }).certificationKey).toHaveLength(1)
})

test('[R5.4] a new password follows the rule and its confirmation must match', () => {
  expect(errors(PasswordFormSchema, { currentPassword: 'x', password: 'Petshop456!', passwordConfirm: 'Petshop456!' })).toEqual({})
  expect(errors(PasswordFormSchema, { currentPassword: 'x', password: 'short', passwordConfirm: 'short' }).password).toHaveLength(1)
  expect(
    errors(PasswordFormSchema, { currentPassword: 'x', password: 'Petshop456!', passwordConfirm: 'Petshop457!' }).passwordConfirm,
  ).toHaveLength(1)
  expect(errors(PasswordFormSchema, { password: 'Petshop456!', passwordConfirm: 'Petshop456!' }).currentPassword).toHaveLength(1)
})

test('withdrawal needs a known reason and the agreement', () => {
  expect(errors(WithdrawFormSchema, { reason: 'PRICE', agree: 'on' })).toEqual({})
  expect(errors(WithdrawFormSchema, { reason: 'HACKED', agree: 'on' }).reason).toEqual(['탈퇴 이유를 골라 주세요.'])
  expect(errors(WithdrawFormSchema, { reason: 'PRICE' }).agree).toEqual(['탈퇴 안내에 동의해 주세요.'])
  expect(errors(WithdrawFormSchema, { reason: 'OTHER', agree: 'on', reasonText: 'x'.repeat(501) }).reasonText).toHaveLength(1)
})
