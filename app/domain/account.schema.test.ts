import { describe, expect, test } from 'vitest'
import {
  CertificationKeySchema,
  EMAIL_MAX_LENGTH,
  InviteCodeSchema,
  LoginEmailSchema,
  MobileSchema,
  NAME_MAX_LENGTH,
  NameSchema,
  NicknameSchema,
  PasswordSchema,
  PLACEHOLDERS,
  SignupEmailSchema,
} from './account.schema'
import * as MSG from './messages'

const V = MSG.validation

import { fails, field, ok } from './form-test-helpers'

describe('[R5.1] sign-up e-mail', () => {
  test.each([undefined, '', '   '])('%j is required', (value) => {
    expect(field(SignupEmailSchema, value)).toEqual(fails(V.emailRequired))
  })

  test('a top-level domain of two letters passes, of one letter fails', () => {
    expect(field(SignupEmailSchema, 'a@b.co')).toEqual(ok('a@b.co'))
    expect(field(SignupEmailSchema, 'a@b.c')).toEqual(fails(V.emailDefault))
  })

  test.each(['a@b', 'a@b.c0', 'a@-b.co', 'a@b..co', '가@b.co'])('%s breaks the format rule', (value) => {
    expect(field(SignupEmailSchema, value)).toEqual(fails(V.emailDefault))
  })

  test.each(['abc', 'a b@c.co', 'a@@b.co', '@b.co', 'a@'])('%s is not an address at all', (value) => {
    expect(field(SignupEmailSchema, value)).toEqual(fails(V.emailInvalid))
  })

  test('real addresses pass, trimmed', () => {
    expect(field(SignupEmailSchema, 'first.last+pet@pet-shop.co.kr')).toEqual(ok('first.last+pet@pet-shop.co.kr'))
    expect(field(SignupEmailSchema, '  a@b.co  ')).toEqual(ok('a@b.co'))
  })

  test('at most 100 characters', () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@b.co'.length)}@b.co`
    expect(longest).toHaveLength(100)
    expect(field(SignupEmailSchema, longest)).toEqual(ok(longest))
    expect(field(SignupEmailSchema, `a${longest}`)).toEqual(fails(V.emailTooLong(100)))
  })
})

describe('[R5.1] login e-mail is looser', () => {
  test.each(['a@b', 'a@b.c', 'a@b.co'])('%s passes login', (value) => {
    expect(field(LoginEmailSchema, value)).toEqual(ok(value))
  })

  test('a@b passes login but fails sign-up', () => {
    expect(field(LoginEmailSchema, 'a@b')).toEqual(ok('a@b'))
    expect(field(SignupEmailSchema, 'a@b')).toEqual(fails(V.emailDefault))
  })

  test('it still needs something@something', () => {
    expect(field(LoginEmailSchema, '')).toEqual(fails(V.emailRequired))
    expect(field(LoginEmailSchema, 'abc')).toEqual(fails(V.emailInvalid))
    expect(field(LoginEmailSchema, 'a @b')).toEqual(fails(V.emailInvalid))
  })
})

describe('[R5.2] mobile number', () => {
  test.each(['0101234567', '01012345678', '01112345678', '01698765432'])('%s (01, 10 or 11 digits) passes', (value) => {
    expect(field(MobileSchema, value)).toEqual(ok(value))
  })

  test.each([
    ['9 digits', '010123456'],
    ['12 digits', '010123456789'],
    ['a Seoul landline', '0212345678'],
    ['a Seoul landline with dashes', '02-1234-5678'],
    ['with a letter', '0101234567a'],
    ['12 digits with dashes', '010-1234-56789'],
  ])('%s is refused as invalid', (_label, value) => {
    expect(field(MobileSchema, value)).toEqual(fails(V.mobileInvalid))
  })

  // Decision 026: these were once refused (and the input cut `010-1234-5678` to 11 characters first).
  test.each([
    ['with dashes', '010-1234-5678'],
    ['with spaces', '010 1234 5678'],
    ['in international form', '+821012345678'],
    ['in international form with separators', '+82 10-1234-5678'],
  ])('%s is the same number, sent on as digits', (_label, value) => {
    expect(field(MobileSchema, value)).toEqual(ok('01012345678'))
  })

  test.each(['05012345678', '050512345678', '0505-123-4567'])('a 050 safe number (%s) is refused with the safe-number message', (value) => {
    expect(field(MobileSchema, value)).toEqual(fails(V.mobileSafeNumber))
  })

  test('required, and trimmed at the edges only', () => {
    expect(field(MobileSchema, '')).toEqual(fails(V.mobileRequired))
    expect(field(MobileSchema, ' 01012345678 ')).toEqual(ok('01012345678'))
  })
})

describe('[R5.3] nickname', () => {
  test.each([
    ['2 Hangul syllables', '멍멍'],
    ['2 letters', 'ab'],
    ['a letter and a digit', 'a1'],
    ['16 mixed characters', '멍멍이Coco1234가나다라마'],
  ])('%s pass', (_label, value) => {
    expect(value.length).toBeLessThanOrEqual(16)
    expect(field(NicknameSchema, value)).toEqual(ok(value))
  })

  test.each([
    ['1 character', '멍'],
    ['17 characters', 'a'.repeat(17)],
    ['an inner space', '멍 멍'],
    ['an emoji', '멍멍🐶'],
    ['lone jamo', 'ㄱㄴ'],
    ['a syllable and a vowel jamo', '가ㅏ'],
    ['an underscore', 'nick_name'],
    ['a Japanese character', 'ねこ'],
  ])('%s fail with the nickname message', (_label, value) => {
    expect(field(NicknameSchema, value)).toEqual(fails(V.nicknameDefault))
  })

  test('16 characters is the last that fits', () => {
    expect(field(NicknameSchema, 'a'.repeat(16))).toEqual(ok('a'.repeat(16)))
  })

  test('required, and trimmed', () => {
    expect(field(NicknameSchema, '')).toEqual(fails(V.nicknameRequired))
    expect(field(NicknameSchema, '  멍멍이  ')).toEqual(ok('멍멍이'))
  })
})

describe('[R5.4] password', () => {
  test.each([
    ['8 characters', 'abcd123!'],
    ['20 characters', 'abcdefgh1234567890!@'],
    ['other specials', 'Pass~word9'],
  ])('%s with a letter, a digit and a special character pass', (_label, value) => {
    expect(field(PasswordSchema, value)).toEqual(ok(value))
  })

  test.each([
    ['7 characters', 'abcd12!'],
    ['21 characters', 'abcdefgh1234567890!@#'],
    ['no letter', '1234567!'],
    ['no digit', 'abcdefg!'],
    ['no special character', 'abcd1234'],
    ['a space', 'abcd 123!'],
    ['a leading space (not trimmed)', ' abcd123!'],
    ['Hangul', 'abcd123!가'],
  ])('%s fail with the password message', (_label, value) => {
    expect(field(PasswordSchema, value)).toEqual(fails(V.passwordDefault))
  })

  test('required', () => {
    expect(field(PasswordSchema, '')).toEqual(fails(V.passwordRequired))
  })
})

describe('[R5.5] certification key', () => {
  test.each(['1', '12345', '00012'])('%s passes', (value) => {
    expect(field(CertificationKeySchema, value)).toEqual(ok(value))
  })

  test('empty is missing', () => {
    expect(field(CertificationKeySchema, '')).toEqual(fails(V.certificationKeyRequired))
    expect(field(CertificationKeySchema, ' ')).toEqual(fails(V.certificationKeyRequired))
  })

  test.each(['123456', '12a', '1234567a', '-1'])('%s is not at most five digits', (value) => {
    expect(field(CertificationKeySchema, value)).toEqual(fails(V.certificationKeyTooLong))
  })
})

describe('[R5.6] name', () => {
  test('required', () => {
    expect(field(NameSchema, undefined)).toEqual(fails(V.nameRequired))
    expect(field(NameSchema, '')).toEqual(fails(V.nameRequired))
    expect(field(NameSchema, '   ')).toEqual(fails(V.nameRequired))
  })

  test('at most 20 characters', () => {
    expect(NAME_MAX_LENGTH).toBe(20)
    expect(field(NameSchema, '가'.repeat(20))).toEqual(ok('가'.repeat(20)))
    expect(field(NameSchema, '가'.repeat(21))).toEqual(fails(V.nameTooLong(20)))
  })

  test('trimmed; any script', () => {
    expect(field(NameSchema, '  홍길동 ')).toEqual(ok('홍길동'))
    expect(field(NameSchema, 'Jane O’Neil')).toEqual(ok('Jane O’Neil'))
  })
})

describe('invite code', () => {
  test('optional: absent or blank is no code', () => {
    expect(field(InviteCodeSchema, undefined)).toEqual(ok(undefined))
    expect(field(InviteCodeSchema, '')).toEqual(ok(undefined))
    expect(field(InviteCodeSchema, '   ')).toEqual(ok(undefined))
  })

  test('an old sequential code (PET and five digits) is refused: migration 016 gave each of those members a code of the one form', () => {
    expect(field(InviteCodeSchema, 'PET12345')).toEqual(fails(V.inviteCodeInvalid))
    expect(field(InviteCodeSchema, ' pet12345 ')).toEqual(fails(V.inviteCodeInvalid))
  })

  test('the codes V2 issues (10 characters without 0, O, 1, I, L: app/domain/invite-code.ts), in any case, stored upper-case', () => {
    expect(field(InviteCodeSchema, 'HANA2PET7K')).toEqual(ok('HANA2PET7K'))
    expect(field(InviteCodeSchema, ' k7qm4xpa2w ')).toEqual(ok('K7QM4XPA2W'))
  })

  test.each(['PET1234', 'PET123456', 'ABC12345', 'PET1234a', '12345', 'K7QM4XPA2', 'K7QM4XPA2WX', 'K7QM4XPA2O', 'K7QM4XPA21'])(
    '%s is refused',
    (value) => {
      expect(field(InviteCodeSchema, value)).toEqual(fails(V.inviteCodeInvalid))
    },
  )
})

test('[R5.7] every message of §5 exists in Korean', () => {
  const messages = [
    V.emailDefault,
    V.emailInvalid,
    V.emailRequired,
    V.emailRegistered,
    V.mobileInvalid,
    V.mobileSafeNumber,
    V.mobileRegistered,
    V.nicknameDefault,
    V.passwordDefault,
    V.passwordConfirmMismatch,
    V.nameRequired,
    V.nameTooLong(NAME_MAX_LENGTH),
    V.certificationKeyTooLong,
    V.certificationKeyRequired,
  ]
  for (const message of messages) expect(message).toMatch(/[가-힣]/)
  expect(new Set(messages).size).toBe(messages.length)
  expect(V.nameTooLong(20)).toContain('20')
})

test('[R5.8] placeholders: example e-mail, invite code with 5,000원, digits without dashes, nickname 2~16, password', () => {
  expect(PLACEHOLDERS).toBe(MSG.placeholder)
  expect(PLACEHOLDERS.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/)
  expect(PLACEHOLDERS.inviteCode).toContain('5,000원')
  expect(PLACEHOLDERS.inviteCode).toContain('초대 코드')
  expect(PLACEHOLDERS.mobile).toContain("'-' 없이")
  expect(PLACEHOLDERS.mobile).toContain('숫자')
  expect(PLACEHOLDERS.nickname).toContain('2~16')
  expect(PLACEHOLDERS.password).toContain('비밀번호')
})
