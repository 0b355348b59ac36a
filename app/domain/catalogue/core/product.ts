export const product = {
  addToCart: '장바구니 담기',
  quantity: '수량',
  buyNow: '바로 구매',
  soldOut: '품절',
  pb: 'PB',
  discount: (rate: number) => `${rate}%`,
  discountLabel: (rate: number) => `${rate}% 할인`,
  listPrice: '정가',
  salePrice: '판매가',
  /** Read after a list's price when the options cost differently (decision 046): "4,500원부터" (shown "4,500원~"). */
  priceFromLabel: '부터',
  reviews: (count: string) => `리뷰 ${count}`,
  rating: (score: string) => `별점 ${score}점`,
} as const
