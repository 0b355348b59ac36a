import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, type Sample } from './browser'
import { Ledger } from './ledger'
import { writePost } from './posting'
import type { ShopperCtx } from './shopper'

// A shop whose first 등록하기 makes the post but answers 502 (nginx, when the node that made it
// died before answering), and whose next one answers the post it already made, as the services do
// for the same form sent again.
const form = (filled: boolean) => `<form method="post" action="/community/write" enctype="multipart/form-data">
  <select name="category"><option value="DAILY">일상</option></select>
  <textarea name="text"></textarea><input name="hashtags">
  ${filled ? '<input type="hidden" name="images[0].uploadKey" value="k0"><input type="hidden" name="images[1].uploadKey" value="k1">' : ''}
  <input type="file" name="files" multiple>
  <button type="submit" name="intent" value="upload">파일 올리기</button>
  <button type="submit" name="intent" value="publish">등록하기</button>
</form>`
let origin = ''
let publishes = 0
let posts = 0
let failPublishes = 1
// A draft kept from an earlier visit (decision 049): the page opens with 지우고 새로 쓰기, a form of its own.
let draftKept = false
const discardForm = `<form method="post" action="/community/write?draft=discard"><span role="status">작성 중이던 글을 불러왔어요.</span>
  <button type="submit">지우고 새로 쓰기</button></form>`
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/community/write')
    return void res.writeHead(200, { 'content-type': 'text/html' }).end(`${draftKept ? discardForm : ''}${form(false)}`)
  if (req.method === 'GET' && req.url === '/community/post/41')
    return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>글</h1>')
  const chunks: Buffer[] = []
  req
    .on('data', (c: Buffer) => chunks.push(c))
    .on('end', () => {
      const body = Buffer.concat(chunks).toString()
      if (body.includes('name="intent"\r\n\r\nupload')) return void res.writeHead(200, { 'content-type': 'text/html' }).end(form(true))
      publishes++
      posts = 1
      if (publishes <= failPublishes) return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>')
      res.writeHead(303, { location: '/community/post/41' }).end()
    })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

function shopper(samples: Sample[]): ShopperCtx {
  const ledger = new Ledger()
  return {
    browser: new Browser(origin, (s) => samples.push(s)),
    ledger,
    email: 'load-t-0@petshop.test',
    pick: (items) => items[0] as never,
    chance: () => false,
    next: () => 1,
    gap: () => 0,
    tryForm: () => null,
    unexpected: (what) => ledger.unexpected.push(what),
  }
}
const pictures = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })]

test('an error page after 등록하기 is followed by 등록하기 again on the same form, and the post shown then is confirmed', async () => {
  publishes = 0
  failPublishes = 1
  const samples: Sample[] = []
  const ctx = shopper(samples)
  await writePost(ctx, pictures, false)
  expect(ctx.ledger.unexpected).toEqual([])
  expect(ctx.ledger.postConfirmations).toEqual([{ email: 'load-t-0@petshop.test', token: '[load:load-t-0:1]', postId: 41 }])
  expect([...ctx.ledger.outcomes.keys()]).toEqual([
    '글 등록 (오류 화면 뒤 다시 누름) post confirmed after pressing 등록하기 again past an error page',
  ])
  // The 502 stays on record; the second press is its own step.
  expect(samples.filter((s) => s.method === 'POST' && s.step.startsWith('publish')).map((s) => [s.step, s.status])).toEqual([
    ['publish', 502],
    ['publish (again)', 303],
  ])
  expect(posts).toBe(1)
})

test('a shop that keeps answering 502 is pressed three times in all, then the visit is unexpected', async () => {
  publishes = 0
  failPublishes = 10
  const samples: Sample[] = []
  const ctx = shopper(samples)
  await writePost(ctx, pictures, false)
  expect(ctx.ledger.postConfirmations).toEqual([])
  expect(ctx.ledger.unexpected).toEqual(['publishing ended at /community/write with 502 after pressing 등록하기 3 times'])
  expect(publishes).toBe(3)
})

test('a page that brings back a kept draft is still written on: the editor, not the 지우고 새로 쓰기 form above it', async () => {
  publishes = 0
  failPublishes = 0
  draftKept = true
  try {
    const samples: Sample[] = []
    const ctx = shopper(samples)
    await writePost(ctx, pictures, false)
    expect(ctx.ledger.unexpected).toEqual([])
    expect(ctx.ledger.postConfirmations).toEqual([{ email: 'load-t-0@petshop.test', token: '[load:load-t-0:1]', postId: 41 }])
    expect(samples.filter((s) => s.method === 'POST').map((s) => [s.step, s.path])).toEqual([
      ['upload', '/community/write'],
      ['publish', '/community/write'],
    ])
  } finally {
    draftKept = false
  }
})
