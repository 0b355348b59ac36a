export const home = {
  categoryShortcut: '카테고리',
  title: (tabTitle: string) => `${tabTitle} | 펫샵`,
  tabs: '홈 탭',
  banners: '기획전 배너',
  more: '더보기',
  empty: '아직 준비된 상품이 없어요.',
} as const
