/** Accounts: throttled password checks, re-authentication, certification caps. */
export const accountSecurity = {
  /** `wait` is already worded: "3초", "2분" (domain/account-security.ts waitText). */
  tooManyAttempts: (wait: string) => `비밀번호를 여러 번 잘못 입력했어요. ${wait} 후에 다시 시도해 주세요.`,
  dailyCodeLimit: '오늘은 인증번호를 더 받을 수 없어요. 내일 다시 시도해 주세요.',
  currentPassword: '현재 비밀번호',
  currentPasswordRequired: '현재 비밀번호를 입력해 주세요.',
  /** Members without a password (social sign-up) prove it is them with the number on the account. */
  currentNumberLead: (masked: string) => `본인 확인을 위해 지금 등록된 번호(${masked})로 인증번호를 보내 드려요.`,
  sendCurrentCode: '현재 번호로 인증번호 받기',
  currentCertificationKey: '현재 번호로 받은 인증번호',
  currentCertificationKeyRequired: '현재 번호로 받은 인증번호를 입력해 주세요.',
  reauthLead: '안전을 위해 본인 확인 후 변경할 수 있어요.',
  otherSessionsEnded: '다른 기기에서는 로그아웃되었어요.',
} as const
