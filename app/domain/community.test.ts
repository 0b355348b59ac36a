import { expect, test } from 'vitest'
import {
  COMMUNITY_CATEGORIES,
  feedHref,
  normalizeHashtag,
  parseFeedQuery,
  parseHashtags,
  popularity,
  uploadMode,
  writtenCommentHref,
} from './community'
import { COMMUNITY } from './constants'

test('[R3.15] the eight categories of spec §3, in order', () => {
  expect(COMMUNITY_CATEGORIES).toEqual([
    'PET_DOCTOR',
    'PARENTING_TIP',
    'PARENTING_QUESTION',
    'BOAST',
    'DIARY',
    'PET_TERRIOR',
    'FASHION_SHOW',
    'HUNTING_GAME',
  ])
})

test('[R3.16] [R9.5] the feed sorts by POPULARITY or LATEST, pages of 10 from page 1', () => {
  expect(COMMUNITY.pageSize).toBe(10)
  expect(parseFeedQuery(new URLSearchParams(''))).toEqual({ category: null, sort: 'POPULARITY', hashtag: null, page: 1 })
  expect(parseFeedQuery(new URLSearchParams('sort=LATEST&category=BOAST&page=3&hashtag=%23산책'))).toEqual({
    category: 'BOAST',
    sort: 'LATEST',
    hashtag: '산책',
    page: 3,
  })
  expect(parseFeedQuery(new URLSearchParams('sort=RANDOM&category=CATS&page=0&hashtag=<b>'))).toEqual({
    category: null,
    sort: 'POPULARITY',
    hashtag: null,
    page: 1,
  })
  expect(feedHref({ sort: 'POPULARITY', page: 1 })).toBe('/community')
  expect(feedHref({ category: 'DIARY', sort: 'LATEST', page: 2 })).toBe('/community?category=DIARY&sort=LATEST&page=2')
})

test('[R9.5] the thresholds 50, 100 and 300 are like counts for the rising, popular and hall-of-fame badges', () => {
  expect(COMMUNITY.thresholds).toEqual([50, 100, 300])
  expect([0, 49, 50, 99, 100, 299, 300, 5000].map(popularity)).toEqual([
    null,
    null,
    'rising',
    'rising',
    'popular',
    'popular',
    'hall-of-fame',
    'hall-of-fame',
  ])
})

test('hashtags: #, commas and spaces separate; letters, digits and Hangul only, 20 at most', () => {
  expect(parseHashtags('#산책 #말티즈, 간식 #산책')).toEqual({ tags: ['산책', '말티즈', '간식'], invalid: [] })
  expect(parseHashtags('#<script> #ok').invalid).toEqual(['<script>'])
  expect(normalizeHashtag('가'.repeat(21))).toBeNull()
  expect(normalizeHashtag('  #고양이  ')).toBe('고양이')
})

test('[R9.5] writing needs Android 3.0.6 / iOS 3.0.4; pre-signed uploads from Android 3.1.8 / iOS 3.1.2 and in browsers', () => {
  expect(uploadMode(null)).toBe('presigned')
  expect(uploadMode({ os: 'android', version: '3.0.5' })).toBe('update-app')
  expect(uploadMode({ os: 'android', version: '3.0.6' })).toBe('multipart')
  expect(uploadMode({ os: 'android', version: '3.1.7' })).toBe('multipart')
  expect(uploadMode({ os: 'android', version: '3.1.8' })).toBe('presigned')
  expect(uploadMode({ os: 'ios', version: '3.0.3' })).toBe('update-app')
  expect(uploadMode({ os: 'ios', version: '3.0.4' })).toBe('multipart')
  expect(uploadMode({ os: 'ios', version: '3.1.2' })).toBe('presigned')
  expect(uploadMode({ os: 'ios', version: '10.0.0' })).toBe('presigned')
})

test('a comment just written is shown where it landed: the last page for a top-level one, the same page for a reply', () => {
  expect(writtenCommentHref(7, { commentId: 99, isReply: false, currentPage: 1, topLevelCount: 1 })).toBe(
    '/community/post/7?written=99#comment-99',
  )
  expect(writtenCommentHref(7, { commentId: 99, isReply: false, currentPage: 1, topLevelCount: 30 })).toBe(
    '/community/post/7?written=99#comment-99',
  )
  expect(writtenCommentHref(7, { commentId: 99, isReply: false, currentPage: 1, topLevelCount: 31 })).toBe(
    '/community/post/7?commentPage=2&written=99#comment-99',
  )
  expect(writtenCommentHref(7, { commentId: 99, isReply: false, currentPage: 1, topLevelCount: 61 })).toBe(
    '/community/post/7?commentPage=3&written=99#comment-99',
  )
  expect(writtenCommentHref(7, { commentId: 5, isReply: true, currentPage: 2, topLevelCount: 61 })).toBe(
    '/community/post/7?commentPage=2&written=5#comment-5',
  )
  expect(writtenCommentHref(7, { commentId: 5, isReply: true, currentPage: 1, topLevelCount: 61 })).toBe(
    '/community/post/7?written=5#comment-5',
  )
})
