export type NavigationItem = { type: string; title: string; linkUrl: string; imageUrl: string; activeImageUrl: string }

const item = (type: string, title: string, linkUrl: string): NavigationItem => ({
  type,
  title,
  linkUrl,
  imageUrl: `/cdn/nav/${type}.svg`,
  activeImageUrl: `/cdn/nav/${type}-active.svg`,
})

/** Raw links: the shop adds the query flags and the search group suffix (spec §2). */
const COMMON = [item('home', '홈', '/main/tab/2'), item('category', '카테고리', '/category'), item('search', '검색', '/search'), item('community', '커뮤니티', '/community')]
const MY = item('my', '마이', '/my')
const LOGIN = item('login', '로그인', '/auth/signin')

export function navigationItems(signedIn: boolean): NavigationItem[] {
  return [...COMMON, signedIn ? MY : LOGIN]
}

/** Every type the shop may render, for the icon handler. */
export const NAVIGATION_TYPES = ['home', 'category', 'search', 'community', 'my', 'login', 'adoption'] as const
