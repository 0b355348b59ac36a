import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tinyMp4 } from '../community/mp4'
import type { RunningBackend } from '../index'
import { DELETED_POST, DEMO_POSTS } from '../seed/community'
import { DEMO_USERS } from '../seed/users'
import { call, count, get, post, uploadImage, uploadParts } from './community-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let demo: string
let cat: string

beforeAll(async () => {
  backend = await startTestBackend()
  demo = await signIn(backend, DEMO_USERS.demo)
  cat = await signIn(backend, DEMO_USERS.cat)
})
afterAll(() => backend.close())

async function images(token: string, n = 2): Promise<{ uploadKey: string; productIds?: number[] }[]> {
  const keys: { uploadKey: string }[] = []
  for (let i = 0; i < n; i++) keys.push({ uploadKey: await uploadImage(backend, token) })
  return keys
}

async function productIds(n: number): Promise<number[]> {
  const rows = await backend.db.query<{ id: number }>(
    'select product_id as id from products where product_group1_id = 1 order by product_id limit $1',
    [n],
  )
  return rows.map((r) => r.id)
}

const body = async (overrides: Record<string, unknown> = {}) => ({
  category: 'BOAST',
  text: '우리 코코 자랑해요',
  hashtags: ['말티즈'],
  images: await images(demo),
  ...overrides,
})

describe('POST /community/posts', () => {
  it('writes a post that reads back exactly, text stored as given (trimmed)', async () => {
    const [p1, p2] = await productIds(2)
    const imgs = await images(demo, 3)
    const text = ' <b>코코</b> & "산책"\r\n두 줄째\t탭 '
    const { status, body: created } = await post(
      backend,
      '/posts',
      {
        category: 'DIARY',
        text,
        hashtags: ['산책', 'Maltese', '#말티즈'.slice(1), 'MALTESE'],
        images: [imgs[0], { ...imgs[1], productIds: [p1, p2] }, imgs[2]],
      },
      demo,
    )
    expect(status, JSON.stringify(created)).toBe(200)
    const { body: read } = await get(backend, `/posts/${created.postId}`, demo)
    expect(read).toMatchObject({
      category: 'DIARY',
      text: '<b>코코</b> & "산책"\n두 줄째\t탭',
      hashtags: ['산책', 'maltese', '말티즈'],
      imageCount: 3,
      isMine: true,
      likeCount: 0,
      commentCount: 0,
      video: null,
    })
    expect(read.images.map((i: { productTags: { productId: number }[] }) => i.productTags.map((t) => t.productId))).toEqual([
      [],
      [p1, p2],
      [],
    ])
    expect(read.images[0].url).toBe(`/community-media/${imgs[0]?.uploadKey}-1080.webp`)
    const latest = await get(backend, '/posts?sort=LATEST&size=1')
    expect(latest.body.posts[0].postId).toBe(created.postId)
  })

  it('needs a session', async () => {
    const { status, body: answer } = await call(backend, 'POST', '/posts', undefined, await body())
    expect(status).toBe(401)
    expect(answer.code).toBe('UNAUTHORIZED')
  })

  const refused = async (input: Record<string, unknown>, token = demo) => {
    const before = await count(backend, 'community_posts')
    const answer = await post(backend, '/posts', input, token)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/[가-힣]/)
    // Nothing is created, and the uploads stay free.
    expect(await count(backend, 'community_posts')).toBe(before)
    return answer.body
  }

  it('refuses fewer than 2 images without a video (IMAGE_MIN)', async () => {
    expect(await refused(await body({ images: await images(demo, 1) }))).toMatchObject({ code: 'BAD_REQUEST', reason: 'IMAGE_MIN' })
    expect(await refused(await body({ images: [] }))).toMatchObject({ reason: 'IMAGE_MIN' })
  })

  it("[R5.10] refuses fewer than 2 images with a video too, in the spec's words", async () => {
    const clip = async () => (await uploadParts(backend, demo, [{ bytes: tinyMp4() }])).body.uploadKey as string
    const one = await refused(await body({ images: await images(demo, 1), videoKey: await clip() }))
    expect(one).toMatchObject({ code: 'BAD_REQUEST', reason: 'IMAGE_MIN', field: 'images', message: '사진을 2장 이상 등록해 주세요.' })
    expect(await refused(await body({ images: [], videoKey: await clip() }))).toMatchObject({ reason: 'IMAGE_MIN' })
    const withVideo = await post(backend, '/posts', await body({ videoKey: await clip() }), demo)
    expect(withVideo.status, JSON.stringify(withVideo.body)).toBe(200)
  })

  // Decision 049 (amends R5.10): the first picture may carry product tags like any other.
  it('[R5.10] takes product tags on the first image too', async () => {
    const [first, second] = await images(demo)
    const [p1] = await productIds(1)
    const created = await post(backend, '/posts', await body({ images: [{ ...first, productIds: [p1] }, second] }), demo)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const { body: read } = await get(backend, `/posts/${created.body.postId}`, demo)
    expect(read.images[0].productTags.map((t: { productId: number }) => t.productId)).toEqual([p1])
  })

  it("refuses unknown, someone else's and used upload keys, in one transaction", async () => {
    const [mine] = await images(demo, 1)
    const [hers] = await images(cat, 1)
    expect(await refused(await body({ images: [mine, { uploadKey: 'a'.repeat(26) }] }))).toMatchObject({ reason: 'UPLOAD_NOT_FOUND' })
    expect(await refused(await body({ images: [mine, hers] }))).toMatchObject({ reason: 'UPLOAD_NOT_FOUND' })
    expect(await refused(await body({ images: [mine, mine] }))).toMatchObject({ reason: 'UPLOAD_NOT_FOUND' })
    // The failed posts left `mine` free: it can still be used once, then never again.
    const [other] = await images(demo, 1)
    expect((await post(backend, '/posts', await body({ images: [mine, other] }), demo)).status).toBe(200)
    const [fresh] = await images(demo, 1)
    expect(await refused(await body({ images: [fresh, mine] }))).toMatchObject({ reason: 'UPLOAD_NOT_FOUND' })
    expect(await refused(await body({ images: [fresh, { uploadKey: 'not a key' }] }))).toMatchObject({
      reason: 'INVALID_FORMAT',
      field: 'images.1.uploadKey',
    })
  })

  it('answers the same form sent twice (a double-clicked 등록하기) with the one post it made', async () => {
    const before = await count(backend, 'community_posts')
    const input = await body({ hashtags: ['산책', '말티즈'] })
    const [first, second] = await Promise.all([post(backend, '/posts', input, demo), post(backend, '/posts', input, demo)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.postId).toBe(first.body.postId)
    expect((await post(backend, '/posts', input, demo)).body.postId).toBe(first.body.postId)
    expect(await count(backend, 'community_posts')).toBe(before + 1)
    // The same pictures with other words, or in another order, or sent by someone else, are refused as before.
    expect(await refused({ ...input, text: '다른 글이에요' })).toMatchObject({ reason: 'UPLOAD_NOT_FOUND' })
    expect(await refused({ ...input, hashtags: ['산책'] })).toMatchObject({ reason: 'UPLOAD_NOT_FOUND' })
    expect(await refused({ ...input, images: [...input.images].reverse() })).toMatchObject({ reason: 'UPLOAD_NOT_FOUND' })
    expect(await refused(input, cat)).toMatchObject({ reason: 'UPLOAD_NOT_FOUND' })
  })

  it('refuses unknown products', async () => {
    const [first, second] = await images(demo)
    expect(await refused(await body({ images: [first, { ...second, productIds: [99_999] }] }))).toMatchObject({
      reason: 'PRODUCT_NOT_FOUND',
    })
  })

  it.each([
    ['an empty text', { text: '   ' }, 'text'],
    ['a text over 2000 characters', { text: '가'.repeat(2001) }, 'text'],
    ['a control character', { text: 'hello\u0000world' }, 'text'],
    ['an escape character', { text: 'a\u001b[31m' }, 'text'],
    ['an unknown category', { category: 'NEWS' }, 'category'],
    ['11 hashtags', { hashtags: Array.from({ length: 11 }, (_, i) => `태그${i}`) }, 'hashtags'],
    ['a hashtag with a space', { hashtags: ['산책 일기'] }, 'hashtags.0'],
    ['a hashtag with #', { hashtags: ['#산책'] }, 'hashtags.0'],
    ['a hashtag of 21 letters', { hashtags: ['가'.repeat(21)] }, 'hashtags.0'],
    ['11 images', { images: Array.from({ length: 11 }, () => ({ uploadKey: 'a'.repeat(26) })) }, 'images'],
  ])('refuses %s with a field error', async (_what, overrides, field) => {
    expect(await refused(await body(overrides))).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field })
  })

  it('takes 2000 characters of emoji and a 20-letter hashtag', async () => {
    const { status } = await post(backend, '/posts', await body({ text: '🐶'.repeat(2000), hashtags: ['가'.repeat(20), 'abc123'] }), demo)
    expect(status).toBe(200)
  })
})

describe('PATCH and DELETE /community/posts/{postId}', () => {
  it('lets the author edit the whole post, keeping or replacing pictures', async () => {
    const imgs = await images(demo, 2)
    const { body: created } = await post(backend, '/posts', await body({ images: imgs }), demo)
    const [extra] = await images(demo, 1)
    const edited = await call(backend, 'PATCH', `/posts/${created.postId}`, demo, {
      category: 'DIARY',
      text: '고쳤어요',
      hashtags: [],
      images: [imgs[1], extra],
    })
    expect(edited.status, JSON.stringify(edited.body)).toEqual(200)
    const { body: read } = await get(backend, `/posts/${created.postId}`)
    expect(read).toMatchObject({ category: 'DIARY', text: '고쳤어요', hashtags: [] })
    expect(read.images.map((i: { url: string }) => i.url)).toEqual(
      [imgs[1], extra].map((i) => `/community-media/${i?.uploadKey}-1080.webp`),
    )
  })

  it('[R5.10] a post from before the rule (one picture and a video) may have its words edited, not its media set short', async () => {
    const clip = async () => (await uploadParts(backend, demo, [{ bytes: tinyMp4() }])).body.uploadKey as string
    const created = await post(backend, '/posts', await body({ videoKey: await clip() }), demo)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const postId = created.body.postId as number
    // What a post written while a video stood in for the pictures looks like.
    await backend.db.query('delete from community_post_images where post_id = $1 and position = 1', [postId])
    const words = await call(backend, 'PATCH', `/posts/${postId}`, demo, { category: 'BOAST', text: '글만 고쳤어요' })
    expect(words.status, JSON.stringify(words.body)).toBe(200)
    expect((await get(backend, `/posts/${postId}`)).body).toMatchObject({
      text: '글만 고쳤어요',
      imageCount: 1,
      video: { status: expect.any(String) },
    })
    const one = await call(backend, 'PATCH', `/posts/${postId}`, demo, {
      category: 'BOAST',
      text: '사진 한 장',
      images: await images(demo, 1),
    })
    expect(one.body).toMatchObject({ reason: 'IMAGE_MIN', message: '사진을 2장 이상 등록해 주세요.' })
    const newVideo = await call(backend, 'PATCH', `/posts/${postId}`, demo, { category: 'BOAST', text: '새 영상', videoKey: await clip() })
    expect(newVideo.body).toMatchObject({ reason: 'IMAGE_MIN' })
  })

  it('keeps the hashtags, pictures (with their tags) and video a PATCH leaves out', async () => {
    const [postId] = [DEMO_POSTS[2]]
    const before = (await get(backend, `/posts/${postId}`)).body
    const edited = await call(backend, 'PATCH', `/posts/${postId}`, demo, { category: before.category, text: '글만 고쳤어요' })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const after = (await get(backend, `/posts/${postId}`)).body
    expect(after).toMatchObject({ text: '글만 고쳤어요', hashtags: before.hashtags, images: before.images, video: before.video })
    const cleared = await call(backend, 'PATCH', `/posts/${postId}`, demo, { category: before.category, text: '태그 없이', hashtags: [] })
    expect(cleared.status).toBe(200)
    expect((await get(backend, `/posts/${postId}`)).body).toMatchObject({ hashtags: [], images: before.images })
  })

  it('answers 403 to anyone else and changes nothing', async () => {
    const [postId] = DEMO_POSTS
    const before = (await get(backend, `/posts/${postId}`)).body
    const edit = await call(backend, 'PATCH', `/posts/${postId}`, cat, await body({ images: await images(cat) }))
    expect(edit.status).toBe(403)
    expect(edit.body.code).toBe('FORBIDDEN')
    expect((await call(backend, 'DELETE', `/posts/${postId}`, cat)).status).toBe(403)
    expect((await get(backend, `/posts/${postId}`)).body).toEqual(before)
  })

  it('soft-deletes: later reads, likes and comments answer 410', async () => {
    const { body: created } = await post(backend, '/posts', await body(), demo)
    expect((await call(backend, 'DELETE', `/posts/${created.postId}`, demo)).body).toEqual({ ok: true })
    expect((await get(backend, `/posts/${created.postId}`)).status).toBe(410)
    expect((await post(backend, `/posts/${created.postId}/like`, {}, cat)).status).toBe(410)
    expect((await post(backend, `/posts/${created.postId}/comments`, { text: '안녕' }, cat)).status).toBe(410)
    expect((await call(backend, 'PATCH', `/posts/${DELETED_POST}`, demo, await body())).status).toBe(410)
    expect((await call(backend, 'DELETE', '/posts/999999', demo)).status).toBe(404)
  })
})

describe('likes and reports', () => {
  it('likes a post once, idempotently, and unlikes it', async () => {
    const [postId] = DEMO_POSTS
    const start = (await get(backend, `/posts/${postId}`)).body.likeCount
    expect((await post(backend, `/posts/${postId}/like`, {}, cat)).body).toEqual({ liked: true, likeCount: start + 1 })
    expect((await post(backend, `/posts/${postId}/like`, {}, cat)).body).toEqual({ liked: true, likeCount: start + 1 })
    expect((await get(backend, `/posts/${postId}`, cat)).body.likedByMe).toBe(true)
    expect((await call(backend, 'DELETE', `/posts/${postId}/like`, cat)).body).toEqual({ liked: false, likeCount: start })
    expect((await call(backend, 'DELETE', `/posts/${postId}/like`, cat)).body).toEqual({ liked: false, likeCount: start })
    expect((await call(backend, 'POST', `/posts/${postId}/like`)).status).toBe(401)
  })

  it('keeps one report per member and post', async () => {
    const [, postId] = DEMO_POSTS
    expect((await post(backend, `/posts/${postId}/report`, { reason: 'SPAM' }, cat)).body).toEqual({ ok: true })
    expect((await post(backend, `/posts/${postId}/report`, { reason: 'OTHER', text: '또 신고' }, cat)).body).toEqual({ ok: true })
    const rows = await backend.db.query('select reason from community_reports where post_id = $1 and user_id = $2', [
      postId,
      DEMO_USERS.cat,
    ])
    expect(rows).toEqual([{ reason: 'SPAM' }])
    expect((await post(backend, `/posts/${postId}/report`, { reason: 'BAD' }, cat)).body).toMatchObject({
      reason: 'INVALID_FORMAT',
      field: 'reason',
    })
  })
})

describe('comments', () => {
  it('writes comments and one level of replies; edits and deletes by the author only', async () => {
    const [postId] = DEMO_POSTS
    const before = (await get(backend, `/posts/${postId}`)).body.commentCount
    const top = await post(backend, `/posts/${postId}/comments`, { text: '  귀여워요  ' }, cat)
    expect(top.status).toBe(200)
    expect(top.body).toMatchObject({
      text: '귀여워요',
      isMine: true,
      deleted: false,
      likeCount: 0,
      replies: [],
      author: { userId: DEMO_USERS.cat },
    })
    const reply = await post(backend, `/posts/${postId}/comments`, { text: '고마워요', parentCommentId: top.body.commentId }, demo)
    expect(reply.status).toBe(200)
    expect(reply.body).not.toHaveProperty('replies')
    const deeper = await post(backend, `/posts/${postId}/comments`, { text: '답글의 답글', parentCommentId: reply.body.commentId }, cat)
    expect(deeper.status).toBe(400)
    expect(deeper.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'REPLY_DEPTH' })
    expect((await get(backend, `/posts/${postId}`)).body.commentCount).toBe(before + 2)

    expect((await call(backend, 'PATCH', `/comments/${top.body.commentId}`, demo, { text: '남의 댓글' })).status).toBe(403)
    expect((await call(backend, 'DELETE', `/comments/${top.body.commentId}`, demo)).status).toBe(403)
    const edited = await call(backend, 'PATCH', `/comments/${top.body.commentId}`, cat, { text: '정말 귀여워요' })
    expect(edited.body).toMatchObject({ text: '정말 귀여워요', replies: [] })
    expect((await post(backend, `/posts/${postId}/comments`, { text: '' }, cat)).body).toMatchObject({
      reason: 'INVALID_FORMAT',
      field: 'text',
    })
    expect((await post(backend, `/posts/${postId}/comments`, { text: '가'.repeat(501) }, cat)).body).toMatchObject({ field: 'text' })

    expect((await post(backend, `/comments/${top.body.commentId}/like`, {}, demo)).body).toEqual({ liked: true, likeCount: 1 })
    expect((await post(backend, `/comments/${top.body.commentId}/like`, {}, demo)).body).toEqual({ liked: true, likeCount: 1 })
    expect((await call(backend, 'DELETE', `/comments/${top.body.commentId}/like`, demo)).body).toEqual({ liked: false, likeCount: 0 })

    expect((await call(backend, 'DELETE', `/comments/${top.body.commentId}`, cat)).body).toEqual({ ok: true })
    const { body: list } = await get(backend, `/posts/${postId}/comments?size=30&page=1`)
    const all = list.comments as { commentId: number; text: string; deleted: boolean; replies: { commentId: number }[] }[]
    const kept = all.find((c) => c.commentId === top.body.commentId)
    expect(kept).toMatchObject({ text: '', deleted: true, replies: [{ commentId: reply.body.commentId }] })
    expect((await call(backend, 'DELETE', `/comments/${reply.body.commentId}`, demo)).status).toBe(200)
    const after = (await get(backend, `/posts/${postId}/comments`)).body.comments as { commentId: number }[]
    expect(after.find((c) => c.commentId === top.body.commentId)).toBeUndefined()
    expect((await get(backend, `/posts/${postId}`)).body.commentCount).toBe(before)
  })
})

describe('the post being written (decision 049)', () => {
  it('keeps one draft a member: unfinished is fine, pictures come back with their thumbnails and tags', async () => {
    const [p1] = await productIds(1)
    const [first, second] = await images(cat)
    expect((await get(backend, '/posts/draft', cat)).body).toEqual({ draft: null })
    const saved = await call(backend, 'PUT', '/posts/draft', cat, {
      category: null,
      text: '쓰다 만 글',
      hashtags: '#집사',
      images: [{ ...first, productIds: [p1] }, second],
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const { body } = await get(backend, '/posts/draft', cat)
    expect(body.draft).toMatchObject({
      category: null,
      text: '쓰다 만 글',
      hashtags: '#집사',
      images: [
        { uploadKey: first?.uploadKey, thumbUrl: `/community-media/${first?.uploadKey}-360.webp`, productIds: [p1] },
        { uploadKey: second?.uploadKey, productIds: [] },
      ],
      videoKey: null,
    })
    // Someone else never sees it; a guest is refused.
    expect((await get(backend, '/posts/draft', demo)).body.draft?.text).not.toBe('쓰다 만 글')
    expect((await get(backend, '/posts/draft')).status).toBe(401)
  })

  it('refuses a bad draft with nothing kept, and forgets the draft once its post is made', async () => {
    const bad = await call(backend, 'PUT', '/posts/draft', cat, { text: 'x', images: [{ uploadKey: '../etc' }] })
    expect(bad.status).toBe(400)
    const pics = await images(cat)
    await call(backend, 'PUT', '/posts/draft', cat, { category: 'BOAST', text: '곧 올릴 글', images: pics })
    const made = await post(backend, '/posts', { category: 'BOAST', text: '곧 올릴 글', images: pics }, cat)
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect((await get(backend, '/posts/draft', cat)).body).toEqual({ draft: null })
  })

  it('leaves out pictures a post has used since', async () => {
    const [kept, used, other] = await images(cat, 3)
    await call(backend, 'PUT', '/posts/draft', cat, { text: '', images: [kept, used] })
    expect((await post(backend, '/posts', { category: 'DIARY', text: '다른 글', images: [used, other] }, cat)).status).toBe(200)
    await call(backend, 'PUT', '/posts/draft', cat, { text: '', images: [kept, used] })
    const { body } = await get(backend, '/posts/draft', cat)
    expect(body.draft.images.map((i: { uploadKey: string }) => i.uploadKey)).toEqual([kept?.uploadKey])
  })
})
