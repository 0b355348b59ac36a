import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comparePopularity, popularityScore } from '../community/popularity'
import type { RunningBackend } from '../index'
import { BUSY_POSTS, COMMUNITY_POSTS, DELETED_POST, DEMO_POSTS, TAGGED_POSTS, VIDEO_POSTS } from '../seed/community'
import { DEMO_USERS } from '../seed/users'
import { get } from './community-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let demo: string

beforeAll(async () => {
  backend = await startTestBackend()
  demo = await signIn(backend, DEMO_USERS.demo)
})
afterAll(() => backend.close())

type Card = {
  postId: number
  category: string
  createdAt: string
  likeCount: number
  commentCount: number
  hashtags: string[]
  text: string
}

describe('GET /community/posts', () => {
  it('pages the newest first, ten at a time, without the deleted post', async () => {
    const first = await get(backend, '/posts?sort=LATEST')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ totalCount: COMMUNITY_POSTS - 1, page: 1, size: 10 })
    expect(first.body.posts.map((p: Card) => p.postId)).toEqual([360, 359, 358, 357, 356, 355, 354, 353, 352, 351])
    const second = await get(backend, '/posts?sort=LATEST&page=2')
    expect(second.body.posts[0].postId).toBe(350)
    const last = await get(backend, '/posts?sort=LATEST&page=36')
    expect(last.body.posts.map((p: Card) => p.postId)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 1])
    expect((await get(backend, '/posts?sort=LATEST&page=37')).body.posts).toEqual([])
    expect((await get(backend, '/posts?size=31')).status).toBe(400)
  })

  it('answers the contract card: text cut at 120 characters, thumbnails, video, author', async () => {
    const { body } = await get(backend, '/posts?sort=LATEST&size=30')
    const card = body.posts.find((p: Card) => p.postId === VIDEO_POSTS.READY[0])
    expect(card).toMatchObject({
      thumbnails: [
        expect.stringMatching(/^\/community-media\/[a-z2-7]{26}-360\.webp$/),
        expect.stringMatching(/^\/community-media\/[a-z2-7]{26}-360\.webp$/),
      ],
      imageCount: 2,
      video: { status: 'READY', posterUrl: expect.stringMatching(/-poster\.webp$/) },
      likedByMe: false,
      author: { userId: expect.any(Number), nickname: expect.any(String) },
    })
    for (const p of body.posts) expect([...p.text].length).toBeLessThanOrEqual(121)
    const statuses = Object.fromEntries(
      body.posts
        .filter((p: { video: unknown }) => p.video)
        .map((p: { postId: number; video: { status: string } }) => [p.postId, p.video.status]),
    )
    for (const [status, ids] of Object.entries(VIDEO_POSTS)) expect(statuses[ids[0] as number]).toBe(status)
    expect(body.posts.find((p: { postId: number }) => p.postId === VIDEO_POSTS.UPLOADED[0]).video.posterUrl).toBeNull()
  })

  it('[R5.10] every seeded post, a video post too, has at least 2 images', async () => {
    const rows = await backend.db.query<{ postId: number; images: number }>(
      `select p.post_id as "postId", (select count(*)::int from community_post_images i where i.post_id = p.post_id) as images from community_posts p`,
    )
    expect(rows).toHaveLength(COMMUNITY_POSTS)
    expect(rows.filter((row) => row.images < 2)).toEqual([])
    for (const postId of Object.values(VIDEO_POSTS).flat())
      expect((await get(backend, `/posts/${postId}`)).body.imageCount, String(postId)).toBeGreaterThanOrEqual(2)
  })

  it('orders by popularity: likes + 2 × comments, no decay by age; ties go to the newer post, then the higher id', async () => {
    const { body } = await get(backend, '/posts?sort=POPULARITY&size=30')
    const posts = body.posts as Card[]
    expect(posts.map((p) => p.postId)).toEqual([...posts].sort(comparePopularity).map((p) => p.postId))
    const scores = posts.map(popularityScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    // The finding: a post with no like and no comment is never above one that has some.
    const quiet = posts.findIndex((p) => popularityScore(p) === 0)
    if (quiet >= 0) expect(posts.slice(quiet).every((p) => popularityScore(p) === 0)).toBe(true)
    // Not simply the newest: a popular older post comes before newer quiet ones.
    expect(posts.map((p) => p.postId)).not.toEqual([...posts.map((p) => p.postId)].sort((a, b) => b - a))
  })

  it('the popularity rule: score, then newer, then higher id', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString()
    const posts = [
      { postId: 1, likeCount: 305, commentCount: 0, createdAt: at(1) },
      { postId: 2, likeCount: 0, commentCount: 0, createdAt: at(20) },
      { postId: 3, likeCount: 22, commentCount: 0, createdAt: at(19) },
      { postId: 4, likeCount: 268, commentCount: 0, createdAt: at(2) },
      { postId: 5, likeCount: 20, commentCount: 1, createdAt: at(3) },
      { postId: 6, likeCount: 20, commentCount: 1, createdAt: at(3) },
    ]
    expect(popularityScore({ likeCount: 10, commentCount: 3 })).toBe(16)
    expect([...posts].sort(comparePopularity).map((p) => p.postId)).toEqual([1, 4, 3, 6, 5, 2])
  })

  it('filters by category and by hashtag (with or without #, any case)', async () => {
    const { body } = await get(backend, '/posts?category=HUNTING_GAME&sort=LATEST&size=30')
    expect(body.posts.length).toBeGreaterThan(5)
    for (const p of body.posts) expect(p.category).toBe('HUNTING_GAME')
    const tagged = await get(backend, `/posts?hashtag=${encodeURIComponent('#산책')}&size=30`)
    expect(tagged.body.totalCount).toBeGreaterThan(0)
    for (const p of tagged.body.posts) expect(p.hashtags).toContain('산책')
    expect((await get(backend, '/posts?category=CATS')).status).toBe(400)
    expect((await get(backend, '/posts?hashtag=없는태그xyz')).body).toMatchObject({ posts: [], totalCount: 0 })
  })

  it('answers likedByMe for the member who sent a session', async () => {
    const [tagged] = TAGGED_POSTS
    const { body } = await get(backend, `/posts/${tagged}`, demo)
    expect(body.likedByMe).toBe(true)
    expect((await get(backend, `/posts/${tagged}`)).body.likedByMe).toBe(false)
  })

  it('answers popular hashtags', async () => {
    const { body } = await get(backend, '/hashtags/popular?size=5')
    expect(body.hashtags).toHaveLength(5)
    expect(body.hashtags[0]).toEqual({ tag: expect.any(String), postCount: expect.any(Number) })
  })
})

describe('GET /community/posts/{postId}', () => {
  it('answers the whole post with images, product tags and isMine', async () => {
    const { status, body } = await get(backend, `/posts/${DEMO_POSTS[2]}`, demo)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      postId: DEMO_POSTS[2],
      isMine: true,
      author: { userId: DEMO_USERS.demo, nickname: '코코언니', petName: '코코' },
    })
    expect(body.images.length).toBeGreaterThanOrEqual(2)
    expect(body.images[0]).toMatchObject({
      url: expect.stringMatching(/-1080\.webp$/),
      thumbUrl: expect.stringMatching(/-360\.webp$/),
      width: 1080,
      productTags: [],
    })
    const tags = body.images.flatMap((image: { productTags: { productId: number; productGroup1Id: number }[] }) => image.productTags)
    expect(tags.length).toBeGreaterThan(0)
    expect(tags[0]).toMatchObject({
      productId: expect.any(Number),
      productGroup1Id: 1,
      imageUrl: expect.stringMatching(/^\/cdn\/products\//),
    })
  })

  it('answers the video by status: a url only when READY', async () => {
    expect((await get(backend, `/posts/${VIDEO_POSTS.READY[0]}`)).body.video).toEqual({
      status: 'READY',
      url: expect.stringMatching(/^\/community-media\/[a-z2-7]{26}\.mp4$/),
      posterUrl: expect.stringMatching(/-poster\.webp$/),
    })
    expect((await get(backend, `/posts/${VIDEO_POSTS.PROCESSING[0]}`)).body.video).toEqual({
      status: 'PROCESSING',
      url: null,
      posterUrl: null,
    })
    expect((await get(backend, `/posts/${VIDEO_POSTS.FAILED[0]}`)).body.video).toMatchObject({ status: 'FAILED', url: null })
  })

  it('answers 404 POST_NOT_FOUND and 410 POST_DELETED', async () => {
    for (const id of ['99999', 'abc', '0', '99999999999']) {
      const { status, body } = await get(backend, `/posts/${id}`)
      expect(status).toBe(404)
      expect(body).toEqual({ code: 'NOT_FOUND', reason: 'POST_NOT_FOUND', message: expect.stringMatching(/[가-힣]/) })
    }
    const deleted = await get(backend, `/posts/${DELETED_POST}`)
    expect(deleted.status).toBe(410)
    expect(deleted.body).toMatchObject({ code: 'NOT_FOUND', reason: 'POST_DELETED' })
    expect((await get(backend, `/posts/${DELETED_POST}/comments`)).status).toBe(410)
  })
})

describe('GET /community/posts/{postId}/comments', () => {
  it('pages top-level comments oldest first (30), each with its replies', async () => {
    const [busy] = BUSY_POSTS
    const first = await get(backend, `/posts/${busy}/comments`)
    expect(first.status).toBe(200)
    expect(first.body.comments).toHaveLength(30)
    expect(first.body.totalCount).toBeGreaterThan(30)
    const times = first.body.comments.map((c: { createdAt: string }) => c.createdAt)
    expect(times).toEqual([...times].sort())
    const second = await get(backend, `/posts/${busy}/comments?page=2`)
    expect(second.body.comments).toHaveLength(first.body.totalCount - 30)
    const all = [...first.body.comments, ...second.body.comments]
    const withReplies = all.find((c: { replies: unknown[] }) => c.replies.length > 0)
    expect(withReplies.replies[0]).not.toHaveProperty('replies')
    const deleted = all.find((c: { deleted: boolean }) => c.deleted)
    expect(deleted).toMatchObject({ text: '', deleted: true })
    expect(deleted.replies.length).toBeGreaterThan(0)
    const small = await get(backend, `/posts/${busy}/comments?size=5&page=2`)
    expect(small.body.comments.map((c: { commentId: number }) => c.commentId)).toEqual(all.slice(5, 10).map((c) => c.commentId))
  })

  it('one comment count: the feed card, the post and its live comments (top-level and replies) agree', async () => {
    const [busy] = BUSY_POSTS
    const feed = (await get(backend, '/posts?sort=LATEST&size=30')).body.posts as Card[]
    for (const postId of [busy as number, ...feed.slice(0, 10).map((p) => p.postId)]) {
      const post = (await get(backend, `/posts/${postId}`)).body
      const card = feed.find((p) => p.postId === postId)
      if (card) expect(card.commentCount).toBe(post.commentCount)
      const pages: { deleted: boolean; replies: unknown[] }[][] = []
      for (let page = 1; ; page++) {
        const answer = (await get(backend, `/posts/${postId}/comments?page=${page}`)).body
        pages.push(answer.comments)
        if (page * 30 >= answer.totalCount) break
      }
      const live = pages.flat().reduce((n, c) => n + (c.deleted ? 0 : 1) + c.replies.length, 0)
      expect(post.commentCount, `post ${postId}`).toBe(live)
    }
  })
})

describe('POST /community/cookie', () => {
  it('reads the experiments and sets the cookie', async () => {
    const experiments = { communityVisible: 'on', price_v3: 'b' }
    const response = await fetch(`${backend.url}/community/cookie`, {
      method: 'POST',
      headers: { 'x-experiments': Buffer.from(JSON.stringify(experiments)).toString('base64') },
    })
    expect(await response.json()).toEqual({ ok: true, experiments })
    expect(response.headers.get('set-cookie')).toMatch(/^community_session=/)
    const garbage = await fetch(`${backend.url}/community/cookie`, { method: 'POST', headers: { 'x-experiments': '%%%' } })
    expect(await garbage.json()).toEqual({ ok: true, experiments: {} })
  })
})
