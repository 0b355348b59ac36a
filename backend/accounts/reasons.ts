import { HttpError } from '../http/errors'

/** The reasons of docs/backend-api.md "Accounts", with the Korean message the shop can show as is. */
const REASONS = {
  EMAIL_REGISTERED: '이미 가입된 이메일이에요.',
  MOBILE_REGISTERED: '이미 가입된 휴대폰 번호예요.',
  NICKNAME_TAKEN: '이미 사용 중인 닉네임이에요.',
  CERTIFICATION_INVALID: '인증번호가 일치하지 않아요.',
  CERTIFICATION_EXPIRED: '인증번호가 만료되었어요. 인증번호를 다시 받아 주세요.',
  CERTIFICATION_REQUIRED: '휴대폰 인증을 먼저 진행해 주세요.',
  // Decision 042: a sign-up key answers one form; any other needs a new key.
  CERTIFICATION_USED: '이미 사용한 인증번호예요. 인증번호를 다시 받아 주세요.',
  INVITE_CODE_INVALID: '존재하지 않는 초대 코드예요.',
  INVALID_CREDENTIALS: '이메일 또는 비밀번호가 일치하지 않아요.',
  TOKEN_INVALID: '인증 정보가 만료되었어요. 처음부터 다시 시도해 주세요.',
  // Account settings (contract "V2: account settings, push consent and pet edits").
  PASSWORD_MISMATCH: '비밀번호가 맞지 않아요.',
  PASSWORD_REUSED: '지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.',
  PASSWORD_NOT_SET: '소셜 계정으로 가입한 회원은 비밀번호가 없어요. 가입한 소셜 계정으로 로그인해 주세요.',
} as const

export type Reason = keyof typeof REASONS

/** 400 `{ code: 'BAD_REQUEST', reason, field, message }`; `message` when the screen words it its own way. */
export function fieldError(reason: Reason, field: string, message: string = REASONS[reason]): HttpError {
  return new HttpError(400, 'BAD_REQUEST', message, { reason, field })
}

/** 400 `{ code: 'BAD_REQUEST', reason, message }` for a refusal that is not about one input. */
export function reasonError(reason: Reason): HttpError {
  return new HttpError(400, 'BAD_REQUEST', REASONS[reason], { reason })
}

/** 401 for a refresh, sign-up or link token that is unknown, used or too old. */
export function tokenInvalid(): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', REASONS.TOKEN_INVALID, { reason: 'TOKEN_INVALID' })
}

/** The business message of spec §8 that the shop matches literally. */
export const WITHDRAWN_MESSAGE = 'already withdrawn user'

export function withdrawn(): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', WITHDRAWN_MESSAGE)
}

export function blacklisted(): HttpError {
  return new HttpError(403, 'BLACK_LISTED_USER')
}
