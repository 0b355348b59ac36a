export const policies = {
  title: '약관 및 정책',
  lead: '펫샵 서비스 이용에 적용되는 약관과 정책이에요.',
  effective: (date: string) => `시행일 ${date}`,
  contents: '목차',
  others: '다른 약관 보기',
} as const
