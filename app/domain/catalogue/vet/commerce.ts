export const commerce = {
  title: '수의사 추천',
  lead: '동물병원 수의사 선생님들이 고민별로 직접 골랐어요.',
  concerns: '고민별 추천',
  byVet: (vet: string, clinic: string) => `${clinic} ${vet} 수의사`,
  empty: '아직 추천 상품이 없어요.',
  findClinic: '가까운 동물병원 찾기',
} as const
