import { z } from 'zod'
import { isCommonPassword } from '../auth/common-password'

/**
 * Spec §5 rules, checked again on the server: the shop's forms check them too, but the backend
 * never trusts the shop. Messages are Korean because the shop shows them under the input.
 */

const text = (required: string) => z.string({ required_error: required, invalid_type_error: required }).trim()

/** Sign-up: an e-mail whose top-level domain has at least 2 letters. */
export const signupEmail = text('이메일을 입력해 주세요.')
  .min(1, '이메일을 입력해 주세요.')
  .max(100, '이메일 형식이 올바르지 않아요.')
  .email('이메일 형식이 올바르지 않아요.')
  .regex(/\.[A-Za-z]{2,}$/, '이메일 형식이 올바르지 않아요.')
  .transform((email) => email.toLowerCase())

/** Sign-in is looser (spec §5): anything@anything; a wrong address is just wrong credentials. */
export const loginEmail = text('이메일을 입력해 주세요.')
  .min(1, '이메일을 입력해 주세요.')
  .max(254, '이메일 형식이 올바르지 않아요.')
  .regex(/^[^\s@]+@[^\s@]+$/, '이메일 형식이 올바르지 않아요.')

/** 01 + 8 or 9 digits; 050 "safe numbers" get their own message (checked first, so it wins). */
export const mobileNo = text('휴대폰 번호를 입력해 주세요.')
  .regex(/^(?!050)/, '안심번호(050)는 사용할 수 없어요.')
  .regex(/^01\d{8,9}$/, '휴대폰 번호를 정확히 입력해 주세요.')

export const nickname = text('닉네임을 입력해 주세요.').regex(
  /^[가-힣a-zA-Z0-9]{2,16}$/,
  '닉네임은 한글, 영문, 숫자로 2~16자 입력해 주세요.',
)

const PASSWORD_RULE = '비밀번호는 영문, 숫자, 특수문자를 포함해 8~20자로 입력해 주세요.'
export const COMMON_PASSWORD = '너무 흔한 비밀번호예요. 다른 비밀번호를 입력해 주세요.'
/** 8–20 printable ASCII characters with a letter, a digit and a special character, not a common password. Not trimmed. */
export const newPassword = z
  .string({ required_error: '비밀번호를 입력해 주세요.', invalid_type_error: PASSWORD_RULE })
  .regex(/^[\x21-\x7e]{8,20}$/, PASSWORD_RULE)
  .regex(/[A-Za-z]/, PASSWORD_RULE)
  .regex(/\d/, PASSWORD_RULE)
  .regex(/[^A-Za-z0-9]/, PASSWORD_RULE)
  // The rule alone lets `Password1!` through (ASVS 5.0 V6.2.4).
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD)

/** Whatever was set once; rules may have changed since, so only the length is bounded. */
export const currentPassword = z
  .string({ required_error: '비밀번호를 입력해 주세요.', invalid_type_error: '비밀번호를 입력해 주세요.' })
  .min(1, '비밀번호를 입력해 주세요.')
  .max(100, '이메일 또는 비밀번호가 일치하지 않아요.')

export const name = text('이름을 입력해 주세요.').min(1, '이름을 입력해 주세요.').max(20, '이름은 20자 이내로 입력해 주세요.')

/** Spec §5: at least one digit, at most 5. */
export const certificationKey = text('인증번호를 입력해 주세요.')
  .min(1, '인증번호를 입력해 주세요.')
  .regex(/^\d{1,5}$/, '인증번호는 5자리 이하의 숫자예요.')

/** Empty and absent mean "no code"; the code itself is checked against the members. */
export const inviteCode = z
  .union([z.string().trim().max(20, '존재하지 않는 초대 코드예요.'), z.null()])
  .optional()
  .transform((code) => (code ? code.toUpperCase() : undefined))

export const marketingAgree = z.boolean({
  required_error: '마케팅 수신 동의 여부를 보내 주세요.',
  invalid_type_error: '마케팅 수신 동의 여부는 true 또는 false예요.',
})

/** An opaque token this backend issued. */
export const issuedToken = (label: string) => text(`${label}이 없어요.`).min(1, `${label}이 없어요.`).max(200)

/**
 * Spec §3 OS codes. The device fields are optional, and null is taken too: a guest's shop
 * sends `session: null`, and a missing device id changes nothing here.
 */
export const device = {
  mobile_device_id: z.string().max(200).nullish(),
  mobile_os_code: z.enum(['A', 'I', 'C', 'B', 'P', 'E'], { message: 'mobile_os_code는 A, I, C, B, P, E 중 하나예요.' }).nullish(),
}

export const withSession = { ...device, session: z.string().max(200).nullish() }
