export const footer = {
  company: '(주)펫샵',
  details: '대표 김반려 · 사업자등록번호 000-00-00000 · 통신판매업신고 제2026-서울강남-0000호',
  contact: '고객센터 1588-0000 (평일 10:00~18:00) · help@petshop.co.kr',
  /** Demo mode (SHOP_DEMO): the footer says so on every page. */
  demo: '데모',
  demoNotice: '데모 화면이에요. 실제 주문과 결제는 이루어지지 않아요.',
} as const
