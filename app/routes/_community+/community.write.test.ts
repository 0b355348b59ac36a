import { describe, expect, test } from 'vitest'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { newEmailMember } from '../../../backend/test/helpers'
import { picture } from '../../../backend/test/review-uploads'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { communityBrowser, signIn, visit } from '../../../tests/fixtures/route-browser'
import { action as writeAction, loader as writeLoader } from './community.write'

/**
 * Decision 049, through the shop's own route against the embedded services: photos chosen without
 * JavaScript go up with 등록하기 itself; a refusal keeps them; any photo may be tagged, from a
 * search in the form; what is being written is kept as a draft.
 */
const live = liveBackendForFile()

type Image = { uploadKey: string; thumbUrl: string; productIds: number[] }
type Answer = {
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> }
  uploaded: { images: Image[] } | null
  found: { productId: number; productName: string }[] | null
}

async function writer(tag: string) {
  const member = await newEmailMember(live.backend, tag)
  const browser = await communityBrowser(`write-${tag}`)
  const signedIn = await signIn(browser, member.email, member.password)
  expect(signedIn.status).toBe(302)
  const opened = await visit(browser, writeLoader, '/community/write')
  expect(opened.status, await opened.clone().text()).toBe(200)
  return browser
}

const png = async (name: string) => new File([new Uint8Array(await picture('png', 60, 40))], name, { type: 'image/png' })

function postForm(fields: Record<string, string | string[]>, files: File[] = []): RequestInit {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one)
  for (const file of files) body.append('files', file)
  return { method: 'POST', body }
}

const words = { category: 'BOAST', text: '우리 코코 자랑해요', hashtags: '#산책' }

describe('writing a post (decision 049)', () => {
  test('photos chosen without JavaScript go up with 등록하기 itself, and the post is made', async () => {
    const browser = await writer('post-direct')
    const answer = await visit(
      browser,
      writeAction,
      '/community/write',
      postForm({ ...words, intent: 'publish' }, [await png('a.png'), await png('b.png')]),
    )
    expect(answer.status, await answer.clone().text()).toBe(302)
    expect(answer.headers.get('location')).toMatch(/^\/community\/post\/\d+$/)
  })

  test('one photo: the Korean error under the photos, and the photo that went up is kept', async () => {
    const browser = await writer('post-one')
    const answer = await visit(browser, writeAction, '/community/write', postForm({ ...words, intent: 'publish' }, [await png('a.png')]))
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as Answer
    expect(body.result.error?.images).toEqual([COMMUNITY_MSG.imageMin])
    expect(body.uploaded?.images).toHaveLength(1)
    expect(body.result.initialValue).toMatchObject({ text: words.text })
  })

  test('a file of the wrong type: its Korean error, nothing made, the good photos kept as keys', async () => {
    const browser = await writer('post-type')
    const kept = await visit(browser, writeAction, '/community/write', postForm({ ...words, intent: 'upload' }, [await png('a.png')]))
    const [first] = ((await kept.json()) as Answer).uploaded?.images ?? []
    if (!first) throw new Error('no picture')
    const text = new File(['not a picture'], 'notes.txt', { type: 'text/plain' })
    const answer = await visit(
      browser,
      writeAction,
      '/community/write',
      postForm({ ...words, intent: 'publish', 'images[0].uploadKey': first.uploadKey, 'images[0].thumbUrl': first.thumbUrl }, [
        await png('b.png'),
        text,
      ]),
    )
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as Answer
    expect(body.result.error?.images?.[0]).toMatch(/파일 형식/)
    expect(body.uploaded?.images.map((image) => image.uploadKey)).toHaveLength(2)
    expect(body.uploaded?.images[0]?.uploadKey).toBe(first.uploadKey)
  })

  test('상품 찾기 finds products to tag without leaving; the first photo may be tagged', async () => {
    const browser = await writer('post-tag')
    const found = await visit(
      browser,
      writeAction,
      '/community/write',
      postForm({ ...words, intent: 'find', productWord: '사료' }, [await png('a.png'), await png('b.png')]),
    )
    const body = (await found.json()) as Answer
    expect(body.found?.length).toBeGreaterThan(0)
    const [first, second] = body.uploaded?.images ?? []
    const productId = String(body.found?.[0]?.productId)
    const published = await visit(
      browser,
      writeAction,
      '/community/write',
      postForm({
        ...words,
        intent: 'publish',
        'images[0].uploadKey': first?.uploadKey ?? '',
        'images[0].thumbUrl': first?.thumbUrl ?? '',
        'images[0].productIds': productId,
        'images[1].uploadKey': second?.uploadKey ?? '',
        'images[1].thumbUrl': second?.thumbUrl ?? '',
      }),
    )
    expect(published.status, await published.clone().text()).toBe(302)
  })

  test('what is being written survives leaving the page: 임시 저장, and a refused 등록하기, come back on the next visit', async () => {
    const browser = await writer('post-draft')
    const saved = await visit(browser, writeAction, '/community/write', postForm({ ...words, intent: 'draft' }, [await png('a.png')]))
    expect(saved.status).toBe(200)
    const page = (await (await visit(browser, writeLoader, '/community/write')).json()) as {
      draft: { text: string; category: string; images: Image[] } | null
    }
    expect(page.draft).toMatchObject({ text: words.text, category: 'BOAST', hashtags: '#산책' })
    expect(page.draft?.images).toHaveLength(1)
    // 지우고 새로 쓰기 starts again.
    expect((await visit(browser, writeAction, '/community/write?draft=discard', { method: 'POST' })).status).toBe(302)
    expect(((await (await visit(browser, writeLoader, '/community/write')).json()) as { draft: unknown }).draft).toBeNull()
  })
})
