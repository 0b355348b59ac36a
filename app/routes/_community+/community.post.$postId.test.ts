import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { type Browser, communityBrowser, formPost, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { communityAuthor } from '../../../tests/fixtures/route-members'
import { action, loader } from './community.post.$postId'

/** `/community/post/{id}`: a post with its likes and comments; 좋아요, 댓글, 신고 and 삭제 without JavaScript (spec §3, §8). */
const live = liveBackendForFile()

type Page = {
  post: { postId: number; text: string; isMine: boolean; likeCount: number; commentCount: number; images: unknown[] }
  comments: { comments: { commentId: number; text: string }[]; totalCount: number }
  isGuest: boolean
  confirmDelete: boolean
}
type Result = { result: { error?: Record<string, string[] | null> } }

const open = (browser: Browser, postId: number | string, query = '') =>
  visit(browser, loader, `/community/post/${postId}${query}`, {}, { postId: String(postId) })
const post = (browser: Browser, postId: number, fields: Record<string, string>) =>
  visit(browser, action, `/community/post/${postId}`, formPost(fields), { postId: String(postId) })
const stored = async (postId: number) =>
  (
    await live.backend.db.query<{ like_count: number; comment_count: number; deleted: boolean }>(
      'select like_count, comment_count, deleted_at is not null as deleted from community_posts where post_id = $1',
      [postId],
    )
  )[0]

describe('a post page', () => {
  test('shows the post as stored, with its two photos; hers, so 삭제 may be confirmed', async () => {
    const author = await communityAuthor(live.backend, 'postpage', '코코랑 한강 산책 다녀왔어요')
    const answer = await open(author.browser, author.postId, '?confirm=delete')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const page = (await answer.json()) as Page
    expect(page.post).toMatchObject({
      postId: author.postId,
      text: '코코랑 한강 산책 다녀왔어요',
      isMine: true,
      likeCount: 0,
      commentCount: 0,
    })
    expect(page.post.images).toHaveLength(2)
    expect(page.confirmDelete).toBe(true)
  })

  test('a guest may read it but is not offered 삭제', async () => {
    const author = await communityAuthor(live.backend, 'postguest')
    const page = (await (await open(await communityBrowser('postguestreader'), author.postId, '?confirm=delete')).json()) as Page
    expect(page.isGuest).toBe(true)
    expect(page.post.isMine).toBe(false)
    expect(page.confirmDelete).toBe(false)
  })

  test('[R8.10] a post that does not exist is 404, a deleted one 410, each with its Korean words', async () => {
    const author = await communityAuthor(live.backend, 'postgone')
    const unknown = await open(author.browser, 99999999)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { message: string }).message).toBe(COMMUNITY_MSG.postNotFound)
    expect((await open(author.browser, 'abc')).status).toBe(404)
    await live.backend.db.query('update community_posts set deleted_at = now() where post_id = $1', [author.postId])
    const gone = await open(author.browser, author.postId)
    expect(gone.status).toBe(410)
    expect(((await gone.json()) as { message: string }).message).toBe(COMMUNITY_MSG.postDeleted)
  })
})

describe('acting on a post', () => {
  test('좋아요 is counted once and taken back', async () => {
    const author = await communityAuthor(live.backend, 'postlikew')
    const reader = await communityAuthor(live.backend, 'postliker')
    const liked = await post(reader.browser, author.postId, { intent: 'like', on: 'true' })
    expect(liked.status).toBe(302)
    expect(liked.headers.get('location')).toBe(`/community/post/${author.postId}`)
    expect((await stored(author.postId))?.like_count).toBe(1)
    await post(reader.browser, author.postId, { intent: 'like', on: 'false' })
    expect((await stored(author.postId))?.like_count).toBe(0)
  })

  test('a comment is stored, says 댓글을 남겼어요, and the page opens at it', async () => {
    const author = await communityAuthor(live.backend, 'postcomment')
    const answer = await post(author.browser, author.postId, { intent: 'comment', text: '  귀여워요!  ' })
    expect(answer.status).toBe(302)
    const [row] = await live.backend.db.query<{ comment_id: number; text: string }>(
      'select comment_id, text from community_comments where post_id = $1',
      [author.postId],
    )
    expect(row?.text).toBe('귀여워요!')
    expect(answer.headers.get('location')).toBe(`/community/post/${author.postId}?written=${row?.comment_id}#comment-${row?.comment_id}`)
    expect((await toastOf(author.browser))?.message).toBe(COMMUNITY_MSG.commentPosted)
    expect((await stored(author.postId))?.comment_count).toBe(1)
  })

  test('an empty or too long comment: its Korean error, nothing stored', async () => {
    const author = await communityAuthor(live.backend, 'postcommentbad')
    const empty = await post(author.browser, author.postId, { intent: 'comment', text: '   ' })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as Result).result.error?.text).toEqual([COMMUNITY_MSG.commentRequired])
    const long = await post(author.browser, author.postId, { intent: 'comment', text: '가'.repeat(501) })
    expect(((await long.json()) as Result).result.error?.text).toEqual([COMMUNITY_MSG.commentTooLong])
    expect((await stored(author.postId))?.comment_count).toBe(0)
  })

  test('신고 is received with its toast', async () => {
    const author = await communityAuthor(live.backend, 'postreportw')
    const reader = await communityAuthor(live.backend, 'postreporter')
    const answer = await post(reader.browser, author.postId, { intent: 'report', reason: 'SPAM' })
    expect(answer.headers.get('location')).toBe(`/community/post/${author.postId}`)
    expect((await toastOf(reader.browser))?.message).toBe(COMMUNITY_MSG.reported)
    const reports = await live.backend.db.query<{ reason: string }>('select reason from community_reports where post_id = $1', [
      author.postId,
    ])
    expect(reports).toEqual([{ reason: 'SPAM' }])
  })

  test('the author deletes her post: back to the feed with 글을 삭제했어요', async () => {
    const author = await communityAuthor(live.backend, 'postdelete')
    const answer = await post(author.browser, author.postId, { intent: 'delete-post' })
    expect(answer.headers.get('location')).toBe('/community')
    expect((await toastOf(author.browser))?.message).toBe(COMMUNITY_MSG.deleted)
    expect((await stored(author.postId))?.deleted).toBe(true)
  })

  test('someone else’s post cannot be deleted: 403 with 접근 권한이 없어요, still there', async () => {
    const author = await communityAuthor(live.backend, 'postdeletetheirs')
    const other = await communityAuthor(live.backend, 'postdeleteother')
    const answer = await post(other.browser, author.postId, { intent: 'delete-post' })
    expect(answer.status).toBe(403)
    expect(((await answer.json()) as Result).result.error?.['']).toEqual([MSG.error.forbidden])
    expect((await stored(author.postId))?.deleted).toBe(false)
  })

  test('[R6.1] a guest who tries to like is sent to sign in and back to the post', async () => {
    const author = await communityAuthor(live.backend, 'postlikeguest')
    const answer = await post(await communityBrowser('postlikeguestb'), author.postId, { intent: 'like', on: 'true' })
    expect(signInNext(answer)).toBe(`/community/post/${author.postId}`)
    expect((await stored(author.postId))?.like_count).toBe(0)
  })
})
