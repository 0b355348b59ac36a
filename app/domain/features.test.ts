import { describe, expect, test } from 'vitest'
import { FEATURES, featureOfPath, isExcludedPath, parseExcludedFeatures, parsePartnersAuthority, visibleNavItems } from './features'
import type { NavItem } from './navigation'

describe('[R3.9] the excluded-features list', () => {
  test('[R3.9] keeps the keys the shop knows, once each, in one order; anything else is an empty list', () => {
    expect(parseExcludedFeatures(['subscription', 'community', 'flying-cars', 'community', 3])).toEqual(['community', 'subscription'])
    expect(parseExcludedFeatures(null)).toEqual([])
    expect(parseExcludedFeatures('community')).toEqual([])
    expect(parseExcludedFeatures(['__proto__', 'toString'])).toEqual([])
  })

  test('[R3.9] a route under an excluded prefix is refused, its neighbours are not', () => {
    const excluded = parseExcludedFeatures(['subscription', 'vet'])
    for (const path of ['/subscription', '/subscription/', '/subscription/new', '/subscription/12', '/vet', '/vet/3', '/vet-commerce']) {
      expect(isExcludedPath(path, excluded), path).toBe(true)
    }
    for (const path of ['/', '/my', '/subscriptions', '/membership', '/vetting', '/community', '/search/1/result']) {
      expect(isExcludedPath(path, excluded), path).toBe(false)
    }
  })

  test('[R3.9] however the path is spelled: case, escapes, doubled and trailing slashes', () => {
    const excluded = parseExcludedFeatures(['subscription'])
    for (const path of ['/SUBSCRIPTION/new', '/%73ubscription', '//subscription//new/', '/Subscription/%31']) {
      expect(isExcludedPath(path, excluded), path).toBe(true)
    }
    expect(isExcludedPath('/%E0%A4%A', excluded)).toBe(false)
  })

  test('nothing is refused for a member with an empty list', () => {
    for (const feature of Object.values(FEATURES)) {
      for (const prefix of feature.prefixes) expect(isExcludedPath(prefix, [])).toBe(false)
    }
  })

  test('every feature owns at least one area, and no two features own the same one', () => {
    const prefixes = Object.values(FEATURES).flatMap((feature) => feature.prefixes)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    for (const prefix of prefixes) expect(featureOfPath(prefix)).not.toBeNull()
  })
})

describe('[R3.9] the bottom bar without excluded features', () => {
  const item = (type: NavItem['type'], linkUrl: string): NavItem => ({ type, title: type, linkUrl, imageUrl: '', activeImageUrl: '' })
  const bar = [
    item('home', '/main/tab/2'),
    item('category', '/category'),
    item('search', '/search'),
    item('community', '/community'),
    item('my', '/my'),
  ]

  test('[R3.9] the community item goes when the community is excluded', () => {
    expect(visibleNavItems(bar, ['community']).map((i) => i.type)).toEqual(['home', 'category', 'search', 'my'])
  })

  test('[R3.9] an item whose link leads into an excluded area goes too, whatever its type', () => {
    expect(visibleNavItems([...bar.slice(0, 3), item('home', '/event?from=nav')], ['event']).map((i) => i.linkUrl)).toEqual([
      '/main/tab/2',
      '/category',
      '/search',
    ])
  })

  test('an ordinary member sees the bar as it came', () => {
    expect(visibleNavItems(bar, [])).toEqual(bar)
    expect(visibleNavItems(bar, ['subscription'])).toEqual(bar)
  })
})

describe('[R3.9] the partners authority', () => {
  test('[R3.9] BRAND is a partner; none, an empty or an unknown value is not', () => {
    expect(parsePartnersAuthority('BRAND')).toBe('BRAND')
    for (const raw of [null, undefined, '', 'brand', 'ADMIN', 1]) expect(parsePartnersAuthority(raw)).toBeNull()
  })
})
