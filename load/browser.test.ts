import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, type Sample } from './browser'

// A shop whose answer to a form is a redirect to the new post, whose first load is cut off (as
// when a node dies under it) and whose second load works.
let origin = ''
let loads = 0
let loads502 = 0
const server = http.createServer((req, res) => {
  if (req.method === 'POST') {
    req
      .resume()
      .on('end', () =>
        res.writeHead(302, { location: req.url === '/community/write?gw' ? '/community/post/393' : '/community/post/392' }).end(),
      )
    return
  }
  if (req.url === '/community/post/392' && ++loads === 1) return void req.socket.destroy()
  if (req.url === '/community/post/393' && ++loads502 === 1)
    return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>')
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>post ${req.url?.slice(-3)}</h1>`)
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

test('a page reached by a redirect that fails to load is reloaded once, as a person would; the failed request stays on record', async () => {
  const samples: Sample[] = []
  const browser = new Browser(origin, (sample) => samples.push(sample))
  const page = { url: new URL(`${origin}/community/write`), status: 200, html: '', headers: new Headers(), hops: [] }
  const form = {
    action: '/community/write',
    method: 'post',
    enctype: 'application/x-www-form-urlencoded',
    fields: [],
    buttons: [],
    files: [],
  }
  const shown = await browser.submit(page, form as never, 'publish')
  expect(shown.url.pathname).toBe('/community/post/392')
  expect(shown.html).toContain('post 392')
  expect(samples.map((s) => [s.step, s.method, s.path, s.status])).toEqual([
    ['publish', 'POST', '/community/write', 302],
    ['publish', 'GET', '/community/post/392', 0],
    ['publish (reload)', 'GET', '/community/post/392', 200],
  ])
})

test('an error page (502) on the page a redirect leads to is reloaded once as well', async () => {
  const samples: Sample[] = []
  const browser = new Browser(origin, (sample) => samples.push(sample))
  const page = { url: new URL(`${origin}/community/write`), status: 200, html: '', headers: new Headers(), hops: [] }
  const form = {
    action: '/community/write?gw',
    method: 'post',
    enctype: 'application/x-www-form-urlencoded',
    fields: [],
    buttons: [],
    files: [],
  }
  const shown = await browser.submit(page, form as never, 'publish')
  expect([shown.url.pathname, shown.status]).toEqual(['/community/post/393', 200])
  expect(samples.map((s) => [s.step, s.method, s.path, s.status])).toEqual([
    ['publish', 'POST', '/community/write', 302],
    ['publish', 'GET', '/community/post/393', 502],
    ['publish (reload)', 'GET', '/community/post/393', 200],
  ])
})
