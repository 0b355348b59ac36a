/**
 * What search results and link previews show under a public page's title (decision 060): each
 * page its own line, not the shop's one description everywhere.
 */
export const pageDescription = {
  home: (tab: string) => `펫샵 ${tab}: 강아지·고양이 사료, 간식, 용품을 합리적인 가격에 만나 보세요.`,
  categories: '사료, 간식, 장난감, 위생용품까지 강아지·고양이 용품을 카테고리별로 한눈에 살펴보세요.',
  events: '지금 진행 중인 펫샵 기획전과 쿠폰 이벤트를 확인하고 혜택을 챙기세요.',
  community: '반려인들이 나누는 육아 팁과 질문, 자랑, 일기를 펫샵 커뮤니티에서 만나 보세요.',
  policies: '펫샵 이용약관과 개인정보 처리방침 등 서비스 약관과 정책을 확인하세요.',
  insurance: '우리 아이의 나이와 크기에 맞는 펫보험 플랜을 비교하고 보험료를 알아보세요.',
  vet: '가까운 동물병원을 찾고 진료 예약까지 펫샵에서 간편하게 하세요.',
  membership: '펫멤버십 플랜과 등급별 혜택을 확인해 보세요.',
} as const
