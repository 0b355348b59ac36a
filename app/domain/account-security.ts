/** Account security rules the pages show (no zod here: the forms' schemas are in account-security.schema.ts). */

/** A wait in words: seconds under a minute, whole minutes (rounded up) from there. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  return s < 60 ? `${s}초` : `${Math.ceil(s / 60)}분`
}

/** `01012345678` → `010-****-5678`: the member recognises their number; a shoulder does not read it. */
export function maskedMobile(mobileNo: string | null | undefined): string {
  if (!mobileNo || mobileNo.length < 8) return ''
  return `${mobileNo.slice(0, 3)}-****-${mobileNo.slice(-4)}`
}

/** The submit button's value for 인증번호 받기 (ui/auth/CertificationFields and the actions). */
export const SEND_CODE_INTENT = 'send-code'

/** The submit button's value for 현재 번호로 인증번호 받기 (ui/auth/ReauthFields and the actions). */
export const SEND_CURRENT_CODE_INTENT = 'send-current-code'
