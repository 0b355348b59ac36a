export const welcomeDeal = {
  title: '첫 구매 특가',
  lead: '처음 주문하는 분만 누리는 특별한 가격이에요.',
  rule: '첫 주문에 한 가지 상품, 1개만 특가로 살 수 있어요.',
  guest: '로그인하고 첫 구매 특가를 받아 보세요.',
  login: '로그인하기',
  notEligible: '이미 주문한 적이 있어 첫 구매 특가 대상이 아니에요.',
  /** The welcome rule's REJOINED (decision 042). */
  notEligibleRejoined: '탈퇴 후 30일 안에 다시 가입한 계정이라 첫 구매 특가 대상이 아니에요.',
  dealPrice: '특가',
  buy: '특가로 담기',
} as const
