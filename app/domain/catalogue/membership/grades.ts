export const grades = {
  title: '회원 등급',
  lead: '등급은 최근 3개월 동안 구매한 금액으로 매달 1일에 정해져요. 취소한 주문은 빼고 계산해요.',
  mine: (grade: string) => `지금 ${grade} 등급이에요`,
  purchased: (amount: string) => `최근 3개월 구매 금액 ${amount}`,
  toNext: (grade: string, amount: string) => `${grade} 등급 기준까지 ${amount} 남았어요.`,
  reachedNext: (grade: string) => `다음 달에 ${grade} 등급이 될 수 있어요.`,
  top: '가장 높은 등급이에요.',
  minimum: (amount: string) => `3개월 ${amount} 이상`,
  anyone: '가입하면 누구나',
  current: '내 등급',
} as const
