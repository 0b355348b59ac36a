/** R3.9, decision 031: a brand partner's page. */
export const partners = {
  title: '파트너스 센터',
  authority: { BRAND: '브랜드 파트너' },
  brandTitle: (brand: string) => `${brand} 판매 현황`,
  summary: '브랜드 요약',
  productCount: '판매 상품',
  soldoutCount: '품절 상품',
  reviewCount: '리뷰',
  reviewScore: '평균 평점',
  soldQuantity: '누적 판매',
  noScore: '평점 없음',
  pieces: (n: string) => `${n}개`,
  topProducts: '많이 팔린 상품',
  soldout: '품절',
  productMeta: (reviews: string, sold: string) => `리뷰 ${reviews} · 판매 ${sold}개`,
  empty: '아직 판매 중인 상품이 없어요.',
} as const
