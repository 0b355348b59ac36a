export const nav = {
  label: '하단 메뉴',
  loading: '메뉴를 불러오는 중',
} as const
