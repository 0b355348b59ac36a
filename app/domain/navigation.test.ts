import { describe, expect, test } from 'vitest'
import { activeNavType, bottomBarHeightRem, buildNavigation, type NavItem, navLink, routePattern, stripDynamicSegments } from './navigation'
import { NavItemsSchema } from './navigation.schema'

const item = (type: NavItem['type'], linkUrl: string): NavItem => ({
  type,
  title: type,
  linkUrl,
  imageUrl: `/cdn/nav/${type}.svg`,
  activeImageUrl: `/cdn/nav/${type}-active.svg`,
})
const guestItems = [
  item('home', '/main/tab/2'),
  item('category', '/category'),
  item('search', '/search'),
  item('community', '/community'),
  item('login', '/auth/signin'),
]
const memberItems = [...guestItems.slice(0, 4), item('my', '/my')]

describe('bottom navigation links', () => {
  test('[R2.9] home and my links get ?openPushHalfModal=y appended', () => {
    expect(navLink(item('home', '/main/tab/2'), 1)).toBe('/main/tab/2?openPushHalfModal=y')
    expect(navLink(item('my', '/my'), 1)).toBe('/my?openPushHalfModal=y')
    expect(navLink(item('my', '/my?from=nav'), 1)).toBe('/my?from=nav&openPushHalfModal=y')
  })

  test('[R2.10] the login item sends a guest to sign in and back to my page', () => {
    expect(navLink(item('login', '/auth/signin'), 2)).toBe('/auth/signin?next=/my')
  })

  test('[R2.11] the search item gets the dog/cat group appended', () => {
    expect(navLink(item('search', '/search'), 1)).toBe('/search/1')
    expect(navLink(item('search', '/search/'), 2)).toBe('/search/2')
  })

  test('other item types keep their link', () => {
    expect(navLink(item('community', '/community'), 1)).toBe('/community')
    expect(navLink(item('category', '/category'), 1)).toBe('/category')
    expect(navLink(item('adoption', '/adoption'), 1)).toBe('/adoption')
  })
})

describe('bottom navigation items', () => {
  test('[R2.8] at most five items, each with type, title, linkUrl, imageUrl and activeImageUrl', () => {
    const six = [...memberItems, item('adoption', '/adoption')]
    const built = buildNavigation(six, 1)
    expect(built).toHaveLength(5)
    for (const entry of built) {
      expect(Object.keys(entry).sort()).toEqual(['activeImageUrl', 'href', 'imageUrl', 'linkUrl', 'title', 'type'])
    }
  })

  test('[R2.8] the seven item types are accepted and unknown types are dropped', () => {
    const parsed = NavItemsSchema.parse([
      ...['adoption', 'category', 'community', 'home', 'login', 'my', 'search'].map((t) => item(t as NavItem['type'], `/${t}`)),
      { ...item('home', '/x'), type: 'lottery' },
      { type: 'home' },
    ])
    expect(parsed.map((i) => i.type)).toEqual(['adoption', 'category', 'community', 'home', 'login', 'my', 'search'])
  })
})

describe('the active item', () => {
  test('[R2.12] /community*, /search* and /order-history* map to community, search and my', () => {
    expect(activeNavType(memberItems, '/community', '/community')).toBe('community')
    expect(activeNavType(memberItems, '/community/post/12', '/community/post/:postId')).toBe('community')
    expect(activeNavType(memberItems, '/search/1/result', '/search/:productGroup1Id/result')).toBe('search')
    expect(activeNavType(memberItems, '/order-history', '/order-history')).toBe('my')
    expect(activeNavType(memberItems, '/order-history/detail/9', '/order-history/detail/:orderId')).toBe('my')
  })

  test('[R2.12] a prefix must be a whole segment: /communityx is not the community area', () => {
    expect(activeNavType(memberItems, '/communityx', '/communityx')).toBeNull()
  })

  test('[R2.12] for other paths the dynamic segments are removed before matching', () => {
    expect(stripDynamicSegments('/main/tab/:tabId')).toBe('/main/tab')
    expect(stripDynamicSegments('/category/*')).toBe('/category')
    expect(activeNavType(memberItems, '/main/tab/3', '/main/tab/:tabId')).toBe('home')
    expect(activeNavType(memberItems, '/category/1/11', '/category/*')).toBe('category')
    expect(activeNavType(memberItems, '/my', '/my')).toBe('my')
    expect(activeNavType(memberItems, '/my/information', '/my/information')).toBe('my')
    expect(activeNavType(guestItems, '/auth/signin', '/auth/signin')).toBe('login')
  })

  test('[R2.12] a page that belongs to no item has no active item', () => {
    expect(activeNavType(memberItems, '/product/detail/5', '/product/detail/:productId')).toBeNull()
    expect(activeNavType(memberItems, '/nowhere', '/*')).toBeNull()
  })

  test('route patterns come from the matched params', () => {
    expect(routePattern('/main/tab/3', { tabId: '3' })).toBe('/main/tab/:tabId')
    expect(routePattern('/category/1/11', { '*': '1/11' })).toBe('/category/*')
    expect(routePattern('/my', {})).toBe('/my')
  })
})

test('[R9.9] the bar is 5.6rem high, 10.6rem in hidden-bottom app mode', () => {
  expect(bottomBarHeightRem('default')).toBe(5.6)
  expect(bottomBarHeightRem('hidden-bottom-app')).toBe(10.6)
})
