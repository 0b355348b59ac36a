/**
 * The policy pages (decision 015): slugs of `/policies/{slug}` and their titles. Small on
 * purpose: sign-up and the footer link to them without downloading the documents.
 */
export const POLICY_SLUGS = ['terms', 'privacy', 'location', 'e-finance', 'marketing', 'community', 'membership'] as const
export type PolicySlug = (typeof POLICY_SLUGS)[number]

export const POLICY_TITLES: Record<PolicySlug, string> = {
  terms: '이용약관',
  privacy: '개인정보 처리방침',
  location: '위치기반서비스 이용약관',
  'e-finance': '전자금융거래 이용약관',
  marketing: '마케팅 정보 수신 동의',
  community: '커뮤니티 운영정책',
  membership: '펫멤버십 이용약관',
}

export const policyHref = (slug: PolicySlug) => `/policies/${slug}`

export function isPolicySlug(value: string | undefined): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value ?? '')
}

/** Labels of the links to the policies from the shell and the sign-up forms. */
export const POLICY_MSG = {
  all: '약관 및 정책',
  view: (title: string) => `${title} 보기`,
  newWindow: '새 창에서 열림',
} as const
