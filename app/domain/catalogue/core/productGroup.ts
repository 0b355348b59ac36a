export const productGroup = {
  label: '반려동물 선택',
  dog: '강아지',
  cat: '고양이',
  changed: (name: string) => `${name} 상품을 보여 드릴게요.`,
} as const
