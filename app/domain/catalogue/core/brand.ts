export const brand = {
  name: '펫샵',
  tagline: '강아지·고양이 용품 쇼핑과 커뮤니티',
  description: '강아지와 고양이를 위한 사료, 간식, 용품을 합리적인 가격에. 반려인 커뮤니티까지 한 곳에서.',
} as const
