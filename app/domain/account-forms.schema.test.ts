import { getZodConstraint } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import {
  AccountLinkSchema,
  CertificationSendSchema,
  EmailLoginSchema,
  EmailSignupSchema,
  FindEmailSchema,
  ResetPasswordSchema,
  SocialSignupSchema,
} from './account.schema'
import * as MSG from './messages'

const V = MSG.validation

import { errors, submit } from './form-test-helpers'

/** A complete, valid sign-up as the form posts it. */
const signup = {
  email: 'coco@pet-shop.co.kr',
  password: 'coco1234!',
  passwordConfirm: 'coco1234!',
  name: '김반려',
  nickname: '코코맘',
  mobileNo: '01012345678',
  certificationKey: '12345',
  inviteCode: 'hana2pet7k',
  agreeTerms: 'on',
  agreePrivacy: 'on',
  agreeAge: 'on',
}

describe('e-mail sign-up form', () => {
  test('a complete form gives typed values', () => {
    const submission = submit(EmailSignupSchema, signup)
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      ...signup,
      inviteCode: 'HANA2PET7K',
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge: true,
      agreeMarketing: false,
    })
  })

  test('marketing consent is true when ticked', () => {
    const submission = submit(EmailSignupSchema, { ...signup, agreeMarketing: 'on' })
    expect(submission.status === 'success' && submission.value.agreeMarketing).toBe(true)
  })

  test('a marketing value other than a ticked checkbox is a tampered form', () => {
    expect(errors(EmailSignupSchema, { ...signup, agreeMarketing: 'yes' })).toEqual({
      agreeMarketing: [MSG.error.badRequest],
    })
  })

  test('the terms must be ticked', () => {
    expect(errors(EmailSignupSchema, { ...signup, agreeTerms: undefined })).toEqual({ agreeTerms: [V.termsRequired] })
    expect(errors(EmailSignupSchema, { ...signup, agreeTerms: 'yes' })).toEqual({ agreeTerms: [V.termsRequired] })
  })

  // Decision 049: 이용약관, 개인정보 수집·이용 and 만 14세 이상 are each required, each with its own message.
  test('개인정보 수집·이용 and 만 14세 이상 are required boxes of their own, each with its Korean message', () => {
    expect(errors(EmailSignupSchema, { ...signup, agreePrivacy: undefined })).toEqual({ agreePrivacy: [V.privacyRequired] })
    expect(errors(EmailSignupSchema, { ...signup, agreeAge: undefined })).toEqual({ agreeAge: [V.ageRequired] })
    expect(errors(EmailSignupSchema, { ...signup, agreeTerms: undefined, agreePrivacy: undefined, agreeAge: undefined })).toEqual({
      agreeTerms: [V.termsRequired],
      agreePrivacy: [V.privacyRequired],
      agreeAge: [V.ageRequired],
    })
  })

  test('[R5.4] a different confirmation is reported on passwordConfirm', () => {
    expect(errors(EmailSignupSchema, { ...signup, passwordConfirm: 'coco1234@' })).toEqual({
      passwordConfirm: [V.passwordConfirmMismatch],
    })
    expect(errors(EmailSignupSchema, { ...signup, passwordConfirm: undefined })).toEqual({
      passwordConfirm: [V.passwordConfirmRequired],
    })
  })

  test('[R5.4] the mismatch shows while the rest of the form is still empty', () => {
    const error = errors(EmailSignupSchema, { password: 'coco1234!', passwordConfirm: 'coco' })
    expect(error?.passwordConfirm).toEqual([V.passwordConfirmMismatch])
    expect(error?.name).toEqual([V.nameRequired])
    expect(error?.agreeTerms).toEqual([V.termsRequired])
  })

  test('[R5.1] sign-up uses the strict e-mail rule', () => {
    expect(errors(EmailSignupSchema, { ...signup, email: 'coco@pet.c' })).toEqual({ email: [V.emailDefault] })
  })

  test('JSON callers may send booleans instead of checkbox values', () => {
    const { inviteCode: _, ...rest } = signup
    const parsed = EmailSignupSchema.parse({ ...rest, agreeTerms: true, agreePrivacy: true, agreeAge: true, agreeMarketing: true })
    expect(parsed).toMatchObject({ agreeTerms: true, agreeMarketing: true })
    expect(parsed.inviteCode).toBeUndefined()
    const refused = EmailSignupSchema.safeParse({ ...rest, agreeTerms: false })
    expect(refused.error?.flatten().fieldErrors.agreeTerms).toEqual([V.termsRequired])
  })

  test('conform can derive the input attributes', () => {
    expect(getZodConstraint(EmailSignupSchema)).toMatchObject({
      email: { required: true, maxLength: 100 },
      name: { required: true, maxLength: 20 },
      certificationKey: { required: true, maxLength: 5 },
      agreeTerms: { required: true },
      agreePrivacy: { required: true },
      agreeAge: { required: true },
      agreeMarketing: { required: false },
      inviteCode: { required: false },
      password: { required: true },
      passwordConfirm: { required: true },
    })
  })
})

describe('social sign-up form', () => {
  test('has no e-mail or password: the provider vouches for the account', () => {
    const { email: _e, password: _p, passwordConfirm: _c, ...profile } = signup
    const submission = submit(SocialSignupSchema, { ...signup })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      ...profile,
      inviteCode: 'HANA2PET7K',
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge: true,
      agreeMarketing: false,
    })
  })

  test('reports every missing field at once', () => {
    expect(errors(SocialSignupSchema, {})).toEqual({
      name: [V.nameRequired],
      nickname: [V.nicknameRequired],
      mobileNo: [V.mobileRequired],
      certificationKey: [V.certificationKeyRequired],
      agreeTerms: [V.termsRequired],
      agreePrivacy: [V.privacyRequired],
      agreeAge: [V.ageRequired],
    })
  })
})

describe('e-mail login form', () => {
  test('the password is only required: its rule is never revealed at login', () => {
    const submission = submit(EmailLoginSchema, { email: 'a@b', password: 'x' })
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'a@b', password: 'x' })
    expect(errors(EmailLoginSchema, { email: 'a@b' })).toEqual({ password: [V.passwordRequired] })
  })

  test('a safe redirectTo is kept; an unsafe one is dropped without failing the login', () => {
    const kept = submit(EmailLoginSchema, { email: 'a@b', password: 'x', redirectTo: '/v2/cart' })
    expect(kept.status === 'success' && kept.value.redirectTo).toBe('/v2/cart')
    const dropped = submit(EmailLoginSchema, { email: 'a@b', password: 'x', redirectTo: '//evil.com' })
    expect(dropped.status).toBe('success')
    expect(dropped.status === 'success' && dropped.value.redirectTo).toBeUndefined()
  })
})

describe('certification, find e-mail, reset password and account link forms', () => {
  test('[R5.2] sending a code needs a usable mobile number', () => {
    expect(errors(CertificationSendSchema, { mobileNo: '05012345678' })).toEqual({
      mobileNo: [V.mobileSafeNumber],
    })
    expect(submit(CertificationSendSchema, { mobileNo: '01012345678' }).status).toBe('success')
  })

  test('finding an e-mail needs name, mobile number and code', () => {
    expect(submit(FindEmailSchema, { name: '김반려', mobileNo: '01012345678', certificationKey: '1' }).status).toBe('success')
    expect(errors(FindEmailSchema, { name: '', mobileNo: '010', certificationKey: '123456' })).toEqual({
      name: [V.nameRequired],
      mobileNo: [V.mobileInvalid],
      certificationKey: [V.certificationKeyTooLong],
    })
  })

  test('[R5.4] resetting a password uses the login e-mail rule and the new-password rules', () => {
    const reset = {
      email: 'old@account',
      mobileNo: '01012345678',
      certificationKey: '12345',
      password: 'newpass1!',
      passwordConfirm: 'newpass1!',
    }
    expect(submit(ResetPasswordSchema, reset).status).toBe('success')
    expect(errors(ResetPasswordSchema, { ...reset, password: 'short', passwordConfirm: 'short' })).toEqual({
      password: [V.passwordDefault],
    })
    expect(errors(ResetPasswordSchema, { ...reset, passwordConfirm: 'newpass2!' })).toEqual({
      passwordConfirm: [V.passwordConfirmMismatch],
    })
  })

  test('linking an account asks for the password only', () => {
    expect(submit(AccountLinkSchema, { password: 'anything' }).status).toBe('success')
    expect(errors(AccountLinkSchema, {})).toEqual({ password: [V.passwordRequired] })
  })
})
