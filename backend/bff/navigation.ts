export type NavigationItem = { type: string; title: string; linkUrl: string; imageUrl: string; activeImageUrl: string }

const item = (type: string, title: string, linkUrl: string): NavigationItem => ({
  type,
  title,
  linkUrl,
  imageUrl: `/cdn/nav/${type}.svg`,
  activeImageUrl: `/cdn/nav/${type}-active.svg`,
})

/** Raw links: the shop adds the query flags and the search group suffix (spec §2). */
const COMMON = [
  item('home', '홈', '/main/tab/2'),
  item('category', '카테고리', '/category'),
  item('search', '검색', '/search'),
  item('community', '커뮤니티', '/community'),
]
const MY = item('my', '마이', '/my')
const LOGIN = item('login', '로그인', '/auth/signin')
/** Decision 015: adoption and fostering (`/adoption`), in the community's place when the community is hidden. */
const ADOPTION = item('adoption', '입양', '/adoption')

/**
 * The bar: a device whose `communityVisible` experiment is explicitly off (the `x-experiments`
 * header) gets adoption instead of a community it cannot open; without the header nothing changes.
 */
export function navigationItems(signedIn: boolean, experiments: Record<string, string> = {}): NavigationItem[] {
  const common = experiments.communityVisible === 'off' ? COMMON.map((i) => (i.type === 'community' ? ADOPTION : i)) : COMMON
  return [...common, signedIn ? MY : LOGIN]
}

/** Spec §9's menu list file version: the one list this BFF keeps. */
export const MENU_LIST_VERSION = 'v13'

/** Every type the shop may render, for the icon handler. */
export const NAVIGATION_TYPES = ['home', 'category', 'search', 'community', 'my', 'login', 'adoption'] as const
