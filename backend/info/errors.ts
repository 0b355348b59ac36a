import { HttpError } from '../http/errors'

/** Business reasons of the insurance and adoption calls, with the Korean message the shop can show as is. */
const REASONS = {
  CONSENT_REQUIRED: '가입 신청에 필요한 동의 항목에 체크해 주세요.',
  ALREADY_APPLIED: '이 아이는 이미 같은 플랜에 가입 신청했어요.',
  AGE_NOT_ELIGIBLE: '이 플랜에 가입할 수 없는 나이예요. 다른 플랜을 확인해 주세요.',
  PET_AGE_UNKNOWN: '아이의 생일이 없어 보험료를 계산할 수 없어요. 반려동물 정보에 생일을 입력해 주세요.',
  ANIMAL_NOT_AVAILABLE: '이미 새 가족을 찾은 아이예요.',
  ALREADY_INQUIRED: '이 아이에 대해 이미 문의하셨어요. 보호소에서 연락드릴 거예요.',
} as const

export type InfoReason = keyof typeof REASONS

/** `{ code: 'BAD_REQUEST', reason, message, ...extra }`. */
export function infoError(reason: InfoReason, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(400, 'BAD_REQUEST', REASONS[reason], { reason, ...extra })
}
