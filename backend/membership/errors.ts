import { HttpError } from '../http/errors'

/** The membership's business reasons, with the Korean message the shop can show as is. */
const REASONS = {
  ALREADY_MEMBER: '이미 펫멤버십 회원이에요. 지금 멤버십이 끝난 뒤에 다시 가입할 수 있어요.',
  NOT_MEMBER: '이용 중인 펫멤버십이 없어요.',
  PLAN_NOT_FOUND: '선택한 멤버십 요금제를 찾을 수 없어요.',
} as const

export type MembershipReason = keyof typeof REASONS

export const isMembershipReason = (reason: string): reason is MembershipReason => Object.hasOwn(REASONS, reason)

/** `{ code: 'BAD_REQUEST', reason, message, ...extra }`; a join of a member is a conflict (409). */
export function membershipError(reason: MembershipReason, extra: Record<string, unknown> = {}): HttpError {
  const status = reason === 'ALREADY_MEMBER' ? 409 : 400
  return new HttpError(status, 'BAD_REQUEST', REASONS[reason], { reason, ...extra })
}
