import { expect, type Page, test } from '@playwright/test'

/**
 * Spec §2's page prefixes: a page of each, seen as the shopper it is for (the demo member; the
 * auth pages as a guest, on the way in), with its own heading and something of its content.
 */
type Check = { prefix: string; url: string; heading: string | RegExp; content?: (page: Page) => ReturnType<Page['getByRole']> }

const PRE_ORDER: Check[] = [
  { prefix: '/main', url: '/main/tab/2', heading: '강아지 홈', content: (p) => p.getByRole('heading', { level: 2, name: '오늘만 특가' }) },
  {
    prefix: '/category',
    url: '/category',
    heading: '카테고리',
    content: (p) => p.getByRole('heading', { level: 2, name: /^사료 [\d,]+개$/ }),
  },
  {
    prefix: '/product',
    url: '/product/detail/3442',
    heading: /팜투펫 관절 케어 양고기 사료/,
    content: (p) => p.getByRole('button', { name: '장바구니 담기', exact: true }),
  },
  { prefix: '/search', url: '/search/1', heading: '검색', content: (p) => p.getByRole('heading', { level: 2, name: '인기 검색어' }) },
  { prefix: '/community', url: '/community', heading: '커뮤니티', content: (p) => p.getByRole('navigation', { name: '게시판' }) },
  {
    prefix: '/event',
    url: '/event',
    heading: '이벤트',
    content: (p) => p.getByRole('heading', { level: 2, name: '이번 주 가장 많이 팔린 상품' }),
  },
  {
    prefix: '/vet-commerce',
    url: '/vet-commerce',
    heading: '수의사 추천',
    content: (p) => p.getByRole('heading', { level: 2, name: '관절' }),
  },
  { prefix: '/booking', url: '/booking', heading: '내 예약', content: (p) => p.getByRole('heading', { level: 2, name: '다가오는 예약' }) },
  {
    prefix: '/vet',
    url: '/vet',
    heading: '동물병원',
    content: (p) => p.getByRole('heading', { level: 2, name: '한강 24시 동물메디컬센터' }),
  },
]

const POST_ORDER: Check[] = [
  { prefix: '/v2', url: '/v2/cart', heading: '장바구니' },
  { prefix: '/exchange-return', url: '/exchange-return', heading: '교환·반품' },
  {
    prefix: '/order-history',
    url: '/order-history',
    heading: '주문 내역',
    content: (p) => p.getByRole('link', { name: /주문 상세/ }).first(),
  },
  { prefix: '/review', url: '/review', heading: '리뷰', content: (p) => p.getByRole('heading', { level: 2, name: '내가 쓴 리뷰' }) },
  {
    prefix: '/my',
    url: '/my',
    heading: '코코언니님, 안녕하세요',
    content: (p) => p.getByRole('heading', { level: 2, name: '우리 아이들' }),
  },
  { prefix: '/membership', url: '/membership', heading: '펫멤버십', content: (p) => p.getByRole('heading', { level: 2, name: '요금제' }) },
  { prefix: '/address', url: '/address', heading: '배송지 관리' },
  {
    prefix: '/coupon-download',
    url: '/coupon-download',
    heading: '쿠폰',
    content: (p) => p.getByRole('heading', { level: 2, name: '내 쿠폰' }),
  },
  {
    prefix: '/subscription',
    url: '/subscription',
    heading: '정기배송 관리',
    content: (p) => p.getByRole('heading', { level: 2, name: '진행 중인 정기배송' }),
  },
  { prefix: '/welcome-deal', url: '/welcome-deal/1', heading: '첫 구매 특가' },
  { prefix: '/policies', url: '/policies', heading: '약관 및 정책' },
  { prefix: '/insurance', url: '/insurance', heading: '펫보험', content: (p) => p.getByRole('heading', { level: 2, name: '보험 플랜' }) },
  { prefix: '/pet', url: '/pet', heading: '우리 아이 관리' },
]

async function visit(page: Page, check: Check) {
  const answer = await page.goto(check.url)
  expect(answer?.status(), check.url).toBe(200)
  // The page itself, not a redirect elsewhere or an error screen under the right address.
  expect(new URL(page.url()).pathname.startsWith(check.prefix), `${check.url} → ${page.url()}`).toBe(true)
  await expect(page.getByRole('heading', { level: 1 }), check.url).toHaveText(check.heading)
  if (check.content) await expect(check.content(page), check.url).toBeVisible()
}

test('[R2.2] every pre-order and post-order prefix has a working page for the member it is for', async ({ page }) => {
  // /auth, as a guest: the e-mail sign-in page, and signing in through it.
  await visit(page, { prefix: '/auth', url: '/auth/signin/email', heading: '이메일로 로그인' })
  await page.getByLabel('이메일').fill('demo@petshop.test')
  await page.getByLabel('비밀번호').fill('Petshop123!')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page).not.toHaveURL(/signin/)
  expect(PRE_ORDER.map((c) => c.prefix)).toEqual([
    '/main',
    '/category',
    '/product',
    '/search',
    '/community',
    '/event',
    '/vet-commerce',
    '/booking',
    '/vet',
  ])
  expect(['/auth', ...POST_ORDER.map((c) => c.prefix)].sort()).toEqual(
    [
      '/v2',
      '/exchange-return',
      '/order-history',
      '/review',
      '/my',
      '/membership',
      '/address',
      '/coupon-download',
      '/subscription',
      '/welcome-deal',
      '/auth',
      '/policies',
      '/insurance',
      '/pet',
    ].sort(),
  )
  for (const check of [...PRE_ORDER, ...POST_ORDER]) await visit(page, check)
})
