import { describe, expect, test } from 'vitest'
import { DEMO_PASSWORD } from '../../../backend/seed/users'
import { picture } from '../../../backend/test/review-uploads'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, signIn, visit } from '../../../tests/fixtures/route-browser'
import { action as editAction } from './review.edit.$reviewId'
import { action as writeAction } from './review.write'

/**
 * Decision 047, without JavaScript: a chosen photo is uploaded before the form is checked, so a
 * refused form comes back with it (a hidden key and a tile) and nothing typed is lost; 빼기 takes
 * one out; more than 5, a wrong type, another member's review or a deleted one answer in Korean.
 */
const live = liveBackendForFile()

async function signedIn(email: string): Promise<Browser> {
  const browser = new Browser()
  const answer = await signIn(browser, email, DEMO_PASSWORD, '/review')
  expect(answer.status).toBe(302)
  return browser
}

type Part = [string, string | Blob]
const multipart = (parts: Part[]): RequestInit => {
  const body = new FormData()
  for (const [name, value] of parts) body.append(name, value)
  return { method: 'POST', body }
}
const png = async () => new Blob([new Uint8Array(await picture('png'))], { type: 'image/png' })

async function writableLine(): Promise<{ orderId: number; lineNo: number }> {
  const [line] = await live.backend.db.query<{ orderId: number; lineNo: number }>(
    `select oi.order_id as "orderId", oi.line_no as "lineNo" from orders o join order_items oi using (order_id)
      where o.user_id = 1 and o.status = 'DELIVERED'
        and not exists (select 1 from reviews r where r.order_id = oi.order_id and r.line_no = oi.line_no)
      order by oi.order_id, oi.line_no limit 1`,
  )
  if (!line) throw new Error('no writable line')
  return line
}

describe('/review/write without JavaScript', () => {
  test('a refused form keeps the chosen photo as a key and the text; sent again it is the review’s photo', async () => {
    const browser = await signedIn('demo@petshop.test')
    const line = await writableLine()
    const ids: Part[] = [
      ['orderId', String(line.orderId)],
      ['lineNo', String(line.lineNo)],
    ]
    const refused = await visit(
      browser,
      writeAction,
      '/review/write',
      multipart([...ids, ['score', '5'], ['text', '짧아요'], ['photos', await png()]]),
    )
    expect(refused.status).toBe(400)
    const body = await refused.json()
    expect(body.result.error.text).toEqual(['리뷰는 10자 이상 적어 주세요.'])
    expect(body.result.initialValue).toMatchObject({ score: '5', text: '짧아요' })
    expect(body.photos).toEqual([{ photoKey: expect.stringMatching(/^[a-z2-7]{26}$/), url: expect.stringMatching(/^\/cdn\/reviews\//) }])
    const key = body.photos[0].photoKey as string

    // 빼기 on a second photo: the form again, no errors, the first photo kept.
    const second = await visit(
      browser,
      writeAction,
      '/review/write',
      multipart([...ids, ['score', '5'], ['text', '짧아요'], ['photoKeys', key], ['photos', await png()]]),
    )
    const withTwo = (await second.json()).photos as Array<{ photoKey: string }>
    expect(withTwo.map((p) => p.photoKey)).toEqual([key, expect.any(String)])
    const removed = await visit(
      browser,
      writeAction,
      '/review/write',
      multipart([
        ...ids,
        ['score', '5'],
        ['text', '짧아요'],
        ...withTwo.map((p): Part => ['photoKeys', p.photoKey]),
        ['removePhoto', withTwo[1]?.photoKey ?? ''],
      ]),
    )
    expect(removed.status).toBe(200)
    const afterRemoval = await removed.json()
    expect(afterRemoval.photos.map((p: { photoKey: string }) => p.photoKey)).toEqual([key])
    expect(afterRemoval.result.error).toBeUndefined()

    const sent = await visit(
      browser,
      writeAction,
      '/review/write',
      multipart([...ids, ['score', '4'], ['text', '사진 다시 안 골라도 그대로 올라갔어요.'], ['photoKeys', key]]),
    )
    expect(sent.status).toBe(302)
    const [review] = await live.backend.db.query<{ photo_keys: string[]; reward: number }>(
      'select photo_keys, reward from reviews where order_id = $1 and line_no = $2',
      [line.orderId, line.lineNo],
    )
    expect(review).toEqual({ photo_keys: [key], reward: 500 })
  })

  test('six photos, or a file that is not a picture, are refused under 사진 in Korean; nothing is written', async () => {
    const browser = await signedIn('demo@petshop.test')
    const line = await writableLine()
    const ids: Part[] = [
      ['orderId', String(line.orderId)],
      ['lineNo', String(line.lineNo)],
      ['score', '5'],
      ['text', '충분히 긴 리뷰 내용이에요. 잘 먹어요.'],
    ]
    const six: Part[] = []
    for (let i = 0; i < 6; i++) six.push(['photos', await png()])
    const tooMany = await visit(browser, writeAction, '/review/write', multipart([...ids, ...six]))
    expect(tooMany.status).toBe(400)
    const many = await tooMany.json()
    expect(many.result.error.photoKeys).toEqual(['사진은 5장까지 올릴 수 있어요.'])
    expect(many.photos).toHaveLength(5)
    const text = new Blob(['not a picture'], { type: 'image/png' })
    const wrong = await visit(browser, writeAction, '/review/write', multipart([...ids, ['photos', text]]))
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).result.error.photoKeys).toEqual(['JPG, PNG, WEBP 사진만 올릴 수 있어요.'])
    expect(await live.backend.db.query('select 1 from reviews where order_id = $1 and line_no = $2', [line.orderId, line.lineNo])).toEqual(
      [],
    )
  })

  test("another member's review cannot be edited or deleted: Korean, nothing changes", async () => {
    const [theirs] = await live.backend.db.query<{ id: number; text: string }>(
      'select review_id as id, text from reviews where user_id = 10 limit 1',
    )
    if (!theirs) throw new Error('no review')
    const browser = await signedIn('demo@petshop.test')
    const params = { reviewId: String(theirs.id) }
    const edit = await visit(
      browser,
      editAction,
      `/review/edit/${theirs.id}`,
      multipart([
        ['intent', 'save'],
        ['score', '1'],
        ['text', '남의 리뷰를 고쳐 보려고 해요.'],
      ]),
      params,
    )
    const removal = await visit(browser, editAction, `/review/edit/${theirs.id}`, multipart([['intent', 'delete']]), params)
    for (const answer of [edit, removal]) {
      expect(answer.status).toBe(400)
      expect(JSON.stringify(await answer.json())).toMatch(/[가-힣]/)
    }
    const [after] = await live.backend.db.query<{ text: string }>('select text from reviews where review_id = $1', [theirs.id])
    expect(after?.text).toBe(theirs.text)
  })
})
