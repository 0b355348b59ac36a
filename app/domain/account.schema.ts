import { z } from 'zod'
import { isInviteCode } from './invite-code'
import * as MSG from './messages'
import { normalizeMobile } from './phone'
import { isSafeNext } from './redirect'

/**
 * Spec §5: the account forms (login, sign-up, social sign-up, find e-mail, reset password,
 * account link). The same schemas validate in the browser (conform) and in route actions, so
 * this module depends on zod and pure modules only.
 *
 * Each field reports one message at a time, the first rule it breaks, so a shopper reads one
 * clear sentence instead of a list that repeats itself.
 */

const V = MSG.validation

export const EMAIL_MAX_LENGTH = 100
export const NAME_MAX_LENGTH = 20
export const CERTIFICATION_KEY_MAX_LENGTH = 5

/** Anything@anything without spaces: what login accepts (R5.1, "looser"). */
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+$/
/** Sign-up: a real-looking address whose top-level domain has at least two letters (R5.1). */
const SIGNUP_EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
/** R5.2: digits only, as the placeholder asks; 01 then 8 or 9 digits (10 or 11 in all). */
const MOBILE = /^01\d{8,9}$/
/** 050 numbers are "safe numbers" that forward to a hidden phone; they cannot receive the code. */
const SAFE_NUMBER_PREFIX = '050'
/**
 * R5.3: complete Hangul syllables (가–힣), English letters and digits. Lone jamo (ㄱ, ㅏ) are
 * half-typed letters, not Korean words, so they are refused.
 */
const NICKNAME = /^[가-힣a-zA-Z0-9]{2,16}$/
const CERTIFICATION_KEY = /^\d{1,5}$/
/**
 * V2 hands out codes of 10 characters without 0/O and 1/I/L (random: `PET` + the id could be walked); the
 * old form is still taken so a code shared before the change gets V2's own answer.
 */

/**
 * R5.4: 8 to 20 visible ASCII characters (no spaces, no Hangul, which IMEs and keyboards mangle)
 * with at least one letter, one digit and one special character.
 */
export function isValidPassword(value: string): boolean {
  return /^[\x21-\x7e]{8,20}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value)
}

type Rule = readonly [ok: (value: string) => boolean, message: string]

/**
 * A text field: required, optionally trimmed and capped, then rules in order. The cap stays a
 * zod `max` so conform can put `maxLength` on the input; when it is broken the rules are skipped
 * because the cap's message already says what is wrong.
 */
function textField({
  required,
  max,
  rules = [],
  trim = true,
}: {
  required: string
  max?: { length: number; message: string }
  rules?: Rule[]
  trim?: boolean
}) {
  let text = z.string({ required_error: required, invalid_type_error: required })
  if (trim) text = text.trim()
  if (max) text = text.max(max.length, max.message)
  return text.superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: required })
      return
    }
    if (max && value.length > max.length) return
    const broken = rules.find(([ok]) => !ok(value))
    if (broken) ctx.addIssue({ code: z.ZodIssueCode.custom, message: broken[1] })
  })
}

/**
 * R5.1 sign-up e-mail. Something that is not an address at all (no @, spaces) gets emailInvalid
 * ("enter a valid address"); an address that breaks the format rule, such as a one-letter
 * top-level domain, gets emailDefault ("the format is wrong").
 */
export const SignupEmailSchema = textField({
  required: V.emailRequired,
  max: { length: EMAIL_MAX_LENGTH, message: V.emailTooLong(EMAIL_MAX_LENGTH) },
  rules: [
    [(v) => LOOSE_EMAIL.test(v), V.emailInvalid],
    [(v) => SIGNUP_EMAIL.test(v), V.emailDefault],
  ],
})

/** R5.1 login e-mail: only something@something, so accounts made under older rules can sign in. */
export const LoginEmailSchema = textField({
  required: V.emailRequired,
  rules: [[(v) => LOOSE_EMAIL.test(v), V.emailInvalid]],
})

/**
 * R5.2. The 050 check comes first so a safe number hears why it is refused. The placeholder asks
 * for digits, but a pasted `010-1234-5678` is the same number (decision 026): separators are dropped
 * before the rules, and what the form sends on is digits only.
 */
export const MobileSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeMobile(value) : value),
  textField({
    required: V.mobileRequired,
    rules: [
      [(v) => !v.startsWith(SAFE_NUMBER_PREFIX), V.mobileSafeNumber],
      [(v) => MOBILE.test(v), V.mobileInvalid],
    ],
  }),
)

export const NicknameSchema = textField({
  required: V.nicknameRequired,
  rules: [[(v) => NICKNAME.test(v), V.nicknameDefault]],
})

/** R5.4 when a password is chosen (sign-up, reset). Never trimmed: spaces are the user's mistake to see. */
export const PasswordSchema = textField({
  required: V.passwordRequired,
  trim: false,
  rules: [[isValidPassword, V.passwordDefault]],
})

/** A password being typed to prove who one is: presence only, so the rule is never revealed. */
export const PasswordRequiredSchema = textField({ required: V.passwordRequired, trim: false })

/** R5.5: at least one digit, at most five. */
export const CertificationKeySchema = textField({
  required: V.certificationKeyRequired,
  max: { length: CERTIFICATION_KEY_MAX_LENGTH, message: V.certificationKeyTooLong },
  rules: [[(v) => CERTIFICATION_KEY.test(v), V.certificationKeyTooLong]],
})

/** R5.6: required, at most NAME_MAX_LENGTH characters; any script (names are not nicknames). */
export const NameSchema = textField({
  required: V.nameRequired,
  max: { length: NAME_MAX_LENGTH, message: V.nameTooLong(NAME_MAX_LENGTH) },
})

/** Optional; a code of V2's form in any case, stored upper-case. Blank means "no code". */
export const InviteCodeSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value !== '' && !isInviteCode(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: V.inviteCodeInvalid })
  })
  .transform((value) => (value === '' ? undefined : value.toUpperCase()))
  .optional()

/**
 * An HTML checkbox sends 'on' when ticked and nothing when not; conform turns 'on' into true and
 * JSON callers may send a boolean. Anything else is a tampered form. A preprocess rather than a
 * union so conform still sees which checkbox is optional when it derives the input attributes.
 */
const fromCheckbox = (value: unknown) => (value === 'on' ? true : value)

/** Must be ticked; `required` on the input, as HTML means it for a checkbox. */
const requiredAgreement = (message: string) =>
  z.preprocess(
    fromCheckbox,
    z.boolean({ required_error: message, invalid_type_error: message }).refine((agreed): agreed is true => agreed, message),
  )
/** Sign-up's required agreements, each its own box and message (decision 049). */
export const AgreeTermsSchema = requiredAgreement(V.termsRequired)
export const AgreePrivacySchema = requiredAgreement(V.privacyRequired)
export const AgreeAgeSchema = requiredAgreement(V.ageRequired)
/** May be left unticked: false then. */
export const AgreeMarketingSchema = z.preprocess(fromCheckbox, z.boolean({ invalid_type_error: MSG.error.badRequest }).default(false))

/** The page to return to after login; an unsafe value is dropped rather than failing the login. */
export const RedirectToSchema = z
  .string()
  .optional()
  .transform((value) => (isSafeNext(value) ? value : undefined))

const PasswordPairSchema = z
  .object({
    password: PasswordSchema,
    passwordConfirm: textField({ required: V.passwordConfirmRequired, trim: false }),
  })
  .superRefine(({ password, passwordConfirm }, ctx) => {
    if (password !== passwordConfirm)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['passwordConfirm'], message: V.passwordConfirmMismatch })
  })

/**
 * Adds password and passwordConfirm (R5.4) to a form. An intersection rather than a refine on the
 * whole object: zod runs an object's refinements only when no field is missing, and a mismatch
 * should show while the rest of a long sign-up form is still empty.
 */
export function withPasswordConfirm<T extends z.AnyZodObject>(schema: T) {
  return z.intersection(schema, PasswordPairSchema)
}

const ProfileFields = {
  name: NameSchema,
  nickname: NicknameSchema,
  mobileNo: MobileSchema,
  certificationKey: CertificationKeySchema,
  inviteCode: InviteCodeSchema,
  agreeTerms: AgreeTermsSchema,
  agreePrivacy: AgreePrivacySchema,
  agreeAge: AgreeAgeSchema,
  agreeMarketing: AgreeMarketingSchema,
}

export const EmailLoginSchema = z.object({
  email: LoginEmailSchema,
  password: PasswordRequiredSchema,
  redirectTo: RedirectToSchema,
})

export const EmailSignupSchema = withPasswordConfirm(z.object({ email: SignupEmailSchema, ...ProfileFields }))

/** Apple, Kakao and Naver sign-up: the provider vouches for the e-mail, so there is no password. */
export const SocialSignupSchema = z.object(ProfileFields)

export const CertificationSendSchema = z.object({ mobileNo: MobileSchema })

export const FindEmailSchema = z.object({
  name: NameSchema,
  mobileNo: MobileSchema,
  certificationKey: CertificationKeySchema,
})

export const ResetPasswordSchema = withPasswordConfirm(
  z.object({ email: LoginEmailSchema, mobileNo: MobileSchema, certificationKey: CertificationKeySchema }),
)

/** Linking a social login to an existing e-mail account proves ownership with its password. */
export const AccountLinkSchema = z.object({ password: PasswordRequiredSchema })

export type EmailSignup = z.infer<typeof EmailSignupSchema>
export type SocialSignup = z.infer<typeof SocialSignupSchema>
export type CertificationSend = z.infer<typeof CertificationSendSchema>
export type FindEmail = z.infer<typeof FindEmailSchema>
export type ResetPassword = z.infer<typeof ResetPasswordSchema>
export type AccountLink = z.infer<typeof AccountLinkSchema>

/** Spec §5 placeholders (R5.8), for the inputs of these forms. */
export const PLACEHOLDERS = MSG.placeholder
