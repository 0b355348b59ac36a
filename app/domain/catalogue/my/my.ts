export const my = {
  summary: '나의 쇼핑 요약',
  orderCount: '주문',
  coupons: '쿠폰',
  invite: '친구 초대',
  point: '적립금',
  membership: '멤버십',
  subscription: '정기배송',
  booking: '병원 예약',
  insurance: '펫보험',
  events: '이벤트',
  adoption: '입양·임시보호',
  policies: '약관 및 정책',
  /** R3.9: the entry a member with a partners authority gets. */
  partners: '파트너스 센터',
  topPet: (name: string | null, breed: string, age: number | null) =>
    [name ? `대표 반려동물 ${name}` : '대표 반려동물', breed, age === null ? null : age < 1 ? '1살 미만' : `${age}살`]
      .filter(Boolean)
      .join(' · '),
} as const
