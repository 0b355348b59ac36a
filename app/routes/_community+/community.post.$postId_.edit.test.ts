import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { type Browser, communityBrowser, signInNext, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { communityAuthor } from '../../../tests/fixtures/route-members'
import { action, loader } from './community.post.$postId_.edit'

/** `/community/post/{id}/edit`: the author changes the category, text and hashtags; the pictures stay (decision 049). */
const live = liveBackendForFile()

type Result = { result: { error?: Record<string, string[] | null> } }

const open = (browser: Browser, postId: number | string) =>
  visit(browser, loader, `/community/post/${postId}/edit`, {}, { postId: String(postId) })
const save = (browser: Browser, postId: number, fields: Record<string, string>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries({ intent: 'save', ...fields })) body.append(name, value)
  return visit(browser, action, `/community/post/${postId}/edit`, { method: 'POST', body }, { postId: String(postId) })
}
const stored = async (postId: number) => {
  const [row] = await live.backend.db.query<{ category: string; text: string; images: number; tags: string[] }>(
    `select category, text,
            (select count(*)::int from community_post_images i where i.post_id = p.post_id) as images,
            coalesce((select array_agg(h.tag order by h.tag) from community_hashtags h where h.post_id = p.post_id), '{}') as tags
       from community_posts p where post_id = $1`,
    [postId],
  )
  return row
}

describe('the edit page', () => {
  test('the author gets her post’s words to change, never stored', async () => {
    const author = await communityAuthor(live.backend, 'editpage', '고칠 글이에요 산책 다녀왔어요')
    const answer = await open(author.browser, author.postId)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const { post } = (await answer.json()) as { post: { postId: number; text: string; category: string; hashtags: string[] } }
    expect(post).toMatchObject({ postId: author.postId, text: '고칠 글이에요 산책 다녀왔어요', category: 'BOAST', hashtags: ['산책'] })
  })

  test('[R6.1] someone else’s post is 403, an unknown one 404; a guest is sent to sign in', async () => {
    const author = await communityAuthor(live.backend, 'editowner')
    const other = await communityAuthor(live.backend, 'editother')
    const forbidden = await open(other.browser, author.postId)
    expect(forbidden.status).toBe(403)
    expect(((await forbidden.json()) as { message: string }).message).toBe(MSG.error.forbidden)
    expect((await open(other.browser, 99999999)).status).toBe(404)
    expect((await open(other.browser, 'abc')).status).toBe(404)
    expect(signInNext(await open(await communityBrowser('editguest'), author.postId))).toBe(`/community/post/${author.postId}/edit`)
  })
})

describe('saving an edit', () => {
  test('the new words, category and hashtags are stored, the photos kept, with 글을 수정했어요', async () => {
    const author = await communityAuthor(live.backend, 'editsave')
    const answer = await save(author.browser, author.postId, { category: 'DIARY', text: '내용을 바꿨어요', hashtags: '#일기 #코코' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/community/post/${author.postId}`)
    expect((await toastOf(author.browser))?.message).toBe(COMMUNITY_MSG.saved)
    expect(await stored(author.postId)).toEqual({ category: 'DIARY', text: '내용을 바꿨어요', images: 2, tags: ['일기', '코코'] })
  })

  test('no text and no category: the Korean errors under the fields, nothing changed', async () => {
    const author = await communityAuthor(live.backend, 'editbad', '그대로 있어야 해요')
    const answer = await save(author.browser, author.postId, { category: '', text: '   ', hashtags: '' })
    expect(answer.status).toBe(400)
    const { error } = ((await answer.json()) as Result).result
    expect(error?.text).toEqual([COMMUNITY_MSG.textRequired])
    expect(error?.category).toEqual([COMMUNITY_MSG.categoryRequired])
    expect(await stored(author.postId)).toMatchObject({ category: 'BOAST', text: '그대로 있어야 해요', images: 2 })
  })

  test('someone else cannot save over the post', async () => {
    const author = await communityAuthor(live.backend, 'editsaveowner', '남의 글이에요')
    const other = await communityAuthor(live.backend, 'editsaveother')
    const answer = await save(other.browser, author.postId, { category: 'DIARY', text: '바꿔치기', hashtags: '' })
    expect(answer.status).toBe(403)
    expect((await stored(author.postId))?.text).toBe('남의 글이에요')
  })
})
