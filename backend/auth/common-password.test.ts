import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-password'
import { COMMON_PASSWORDS_TEXT } from './common-passwords'

describe('isCommonPassword', () => {
  it('keeps at least 10,000 passwords, sorted, lower-cased, one per line', () => {
    const lines = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean)
    expect(lines.length).toBeGreaterThanOrEqual(10_000)
    expect(lines).toEqual([...new Set(lines)].sort())
    expect(lines.every((line) => line === line.toLowerCase() && line === line.trim())).toBe(true)
  })

  it('refuses listed passwords without regard to case, and with symbols stuck around them', () => {
    for (const password of ['p@ssw0rd', 'P@SSW0RD', 'Password1!', '!Qwerty123', '**iloveyou1**', 'abcd1234!'])
      expect([password, isCommonPassword(password)]).toEqual([password, true])
  })

  it('lets ordinary strong passwords through, and does not strip symbols inside a password', () => {
    for (const password of ['Petshop123!', 'Oldpass1!', 'Newpass12!', 'pass!word1', 'Tteokbokki7!'])
      expect([password, isCommonPassword(password)]).toEqual([password, false])
  })
})
