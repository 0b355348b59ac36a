import { expect, test } from 'vitest'
import { inviteCode } from '../../backend/accounts/invite'
import { InviteCodeSchema } from './account.schema'
import { INVITE_CODE_LENGTH, isInviteCode } from './invite-code'

test('every code the generator draws is one the sign-up field takes whole and the schema accepts', () => {
  let seed = 7
  const draw = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed % n
  }
  for (let i = 0; i < 200; i++) {
    const code = inviteCode(draw)
    expect(code).toHaveLength(INVITE_CODE_LENGTH)
    expect(isInviteCode(code), code).toBe(true)
    expect(InviteCodeSchema.parse(code)).toBe(code)
  }
})

test("the README's code and the error's own example are codes; typed in lower case with spaces around, too", () => {
  for (const code of ['HANA2PET7K', 'K7QM4XPA2W', ' hana2pet7k ']) expect(isInviteCode(code), code).toBe(true)
  expect(InviteCodeSchema.parse(' hana2pet7k ')).toBe('HANA2PET7K')
})

test('not a code: too short or long, a letter that could be misread, the old sequential form', () => {
  for (const code of ['HANA2PET7', 'HANA2PET7KX', 'HANA0PET7K', 'HANA1PET7K', 'HANAIPET7K', 'PET00001']) {
    expect(isInviteCode(code), code).toBe(false)
    expect(InviteCodeSchema.safeParse(code).success, code).toBe(false)
  }
  expect(InviteCodeSchema.parse('')).toBeUndefined()
})
