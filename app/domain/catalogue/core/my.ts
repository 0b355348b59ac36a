export const my = {
  shortcuts: '바로가기',
  /** The titles of the shopping pages (messages.shop.ts uses the same ones). */
  pages: { orderHistory: '주문 내역', cart: '장바구니', review: '리뷰', address: '배송지 관리', exchangeReturn: '교환·반품' },
  title: '마이',
  greeting: (nickname: string) => `${nickname}님, 안녕하세요`,
  grade: (grade: string) => `${grade} 등급`,
  guestTitle: '로그인하고 펫샵 혜택을 받아 보세요',
  guestBody: '첫 구매 쿠폰, 우리 아이 맞춤 추천, 주문 내역을 한 곳에서 볼 수 있어요.',
  guestAction: '로그인 / 회원가입',
  addPet: '반려동물 등록',
  orders: (count: number) => `주문 ${count}건`,
  similarPet: '우리 아이 맞춤 추천',
  similarPetOn: '맞춤 추천 켜기',
  similarPetOff: '맞춤 추천 끄기',
  similarPetBody: '등록한 아이의 나이, 몸무게, 품종에 맞춰 상품을 추천해 드려요.',
  registeredCount: (dogs: number, cats: number) => `등록한 아이: 강아지 ${dogs}마리 · 고양이 ${cats}마리`,
} as const
