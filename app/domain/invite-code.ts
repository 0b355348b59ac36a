/**
 * A member's invite code, in one place for the sign-up field, its schema and V2's generator
 * (backend/accounts/invite.ts): 10 characters of 31 that cannot be mistaken for one another (no
 * 0/O, 1/I/L), drawn by the CSPRNG: 31^10 ≈ 8·10^14 codes, too many to walk.
 */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const INVITE_CODE_LENGTH = 10

const PATTERN = new RegExp(`^[${INVITE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`)

/** Whether `value` is the form of an invite code; typed in lower case it still is. */
export const isInviteCode = (value: string) => PATTERN.test(value.trim().toUpperCase())
