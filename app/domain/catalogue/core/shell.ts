export const shell = {
  desktopAside: '강아지·고양이 쇼핑은 펫샵 앱에서 더 편하게',
  desktopAsideSub: '앱에서 첫 구매 쿠폰과 알림 혜택을 받아 보세요.',
  searchPlaceholder: '어떤 상품을 찾으세요?',
  search: '검색',
  /** Decision 027: the words come from the sign-up coupon itself (app/domain/coupons.ts signupPromise). */
  signupToast: (benefit: string, firstPurchase: boolean) => `지금 가입하면 ${firstPurchase ? '첫 구매 ' : ''}${benefit} 쿠폰을 드려요`,
  signupToastPlain: '지금 가입하고 펫샵 회원 혜택을 받아 보세요',
  signupToastAction: '가입하기',
  appBanner: '앱에서 더 빠르고 편하게 쇼핑하세요',
  appBannerAction: '앱으로 보기',
  skipToContent: '본문으로 건너뛰기',
} as const
