import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { cutAtNonce, emptyOnWrites, isShareableAnswer, MicroCache, withNonce } from './micro-cache'
import { remixHandler } from './remix-handler'

// A stand-in for the app: each answer is rendered with the request's nonce, as entry.server does.
let renders = 0
const pages = new MicroCache({ ttlMs: 60_000 })
const app = express()
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  res.setHeader('x-test-nonce', res.locals.cspNonce)
  next()
})
app.use(emptyOnWrites(pages))
app.all(
  '*',
  remixHandler({
    publicUrl: 'http://shop.test',
    shared: {
      cache: pages,
      // The app's rule in short: a member (here: a `member` cookie) has no key.
      key: async (request) =>
        request.method !== 'GET' || request.headers.get('cookie')?.includes('member') ? null : new URL(request.url).pathname,
    },
    getLoadContext: (_req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      appendSetCookie: (value: string) => res.append('Set-Cookie', value),
    }),
    handle: async (request, load) => {
      renders++
      const path = new URL(request.url).pathname
      const headers = new Headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=60, stale-while-revalidate=300',
      })
      if (path === '/sets-cookie') headers.append('set-cookie', 'pd_recent=%5B1%5D; Path=/')
      if (path === '/appends-cookie') (load as { appendSetCookie: (value: string) => void }).appendSetCookie('pd_device=new; Path=/')
      if (path === '/private') headers.set('cache-control', 'private, no-cache')
      const member = request.headers.get('cookie')?.includes('member') ? '<p>코코언니님</p>' : ''
      return new Response(
        `<!DOCTYPE html><html><body>${member}<script nonce="${load?.cspNonce}">1</script><script nonce="${load?.cspNonce}">2</script></body></html>`,
        {
          status: request.method === 'POST' ? 303 : 200,
          headers,
        },
      )
    },
  }),
)
const server = http.createServer(app)
let origin = ''
beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())
beforeEach(() => {
  pages.clear()
  renders = 0
})

async function visit(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', ...init })
  const body = await response.text()
  const nonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
  return { response, body, nonces, nonce: response.headers.get('x-test-nonce'), cache: response.headers.get('x-micro-cache') }
}

test('a guest’s second visit is served from the cache, with that answer’s own nonce on every script', async () => {
  const first = await visit('/main/tab/2')
  const second = await visit('/main/tab/2')
  expect(renders).toBe(1)
  expect([first.cache, second.cache]).toEqual(['miss', 'hit'])
  expect(second.nonce).not.toBe(first.nonce)
  expect(second.nonces).toEqual([second.nonce, second.nonce])
  expect(second.body).not.toContain(first.nonce)
  expect(second.response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
  expect(second.response.headers.get('vary')).toMatch(/Cookie/)
  expect(second.response.headers.get('set-cookie')).toBeNull()
})

test('an answer that sets a cookie is never kept, and leaves private whatever its route said', async () => {
  for (const path of ['/sets-cookie', '/appends-cookie']) {
    const first = await visit(path)
    const second = await visit(path)
    expect(second.cache, path).toBeNull()
    expect(second.response.headers.get('set-cookie'), path).toBeTruthy()
    expect(first.response.headers.get('cache-control'), path).toBe('private, no-cache')
  }
  expect(renders).toBe(4)
  expect(pages.size).toBe(0)
})

test('a private answer is never kept', async () => {
  await visit('/private')
  expect((await visit('/private')).cache).toBeNull()
  expect(renders).toBe(2)
})

test('a member is never served a guest’s kept page, nor is theirs kept', async () => {
  await visit('/main/tab/2')
  const member = await visit('/main/tab/2', { headers: { cookie: 'member=1' } })
  expect(member.cache).toBeNull()
  expect(member.body).toContain('코코언니님')
  expect((await visit('/main/tab/2')).body).not.toContain('코코언니님')
  expect(renders).toBe(2)
})

test('a POST is never served from the cache, and a form’s POST empties it', async () => {
  await visit('/main/tab/2')
  const post = await visit('/main/tab/2', { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  expect(post.response.status).toBe(303)
  expect(post.cache).toBeNull()
  expect(pages.size).toBe(0)
  expect((await visit('/main/tab/2')).cache).toBe('miss')
})

test('a beacon to the JSON API does not empty it', async () => {
  await visit('/main/tab/2')
  await visit('/api/events/visit', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
  expect((await visit('/main/tab/2')).cache).toBe('hit')
})

test('a kept page expires after its time; the oldest goes first when the cache is full', () => {
  let now = 0
  const cache = new MicroCache({ ttlMs: 5000, maxEntries: 2, now: () => now })
  const page = { status: 200, headers: [], body: '<p>x</p>', nonce: 'n' }
  cache.set('a', page)
  now = 4999
  expect(cache.get('a')).not.toBeNull()
  now = 5000
  expect(cache.get('a')).toBeNull()
  cache.set('a', page)
  cache.set('b', page)
  cache.get('a')
  cache.set('c', page)
  expect(cache.get('b')).toBeNull()
  expect(cache.get('a')).not.toBeNull()
  expect(cache.get('c')).not.toBeNull()
  expect(new MicroCache({ ttlMs: 0 }).enabled).toBe(false)
})

test('only a plain public 200 page may be kept', () => {
  const html = (cacheControl: string, extra: Record<string, string> = {}) =>
    new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl, ...extra })
  expect(isShareableAnswer(200, html('public, max-age=60, stale-while-revalidate=300'), false)).toBe(true)
  expect(isShareableAnswer(200, html('public, max-age=60'), true)).toBe(false)
  expect(isShareableAnswer(200, html('public, max-age=60', { 'set-cookie': 'a=1' }), false)).toBe(false)
  expect(isShareableAnswer(404, html('public, max-age=60'), false)).toBe(false)
  expect(isShareableAnswer(200, html('private, no-cache'), false)).toBe(false)
  expect(isShareableAnswer(200, html('public, no-store'), false)).toBe(false)
  expect(isShareableAnswer(200, new Headers({ 'content-type': 'application/json', 'cache-control': 'public' }), false)).toBe(false)
})

test('the nonce is replaced wherever the page carries it', () => {
  const parts = cutAtNonce('<script nonce="a+b/c==">x</script><link nonce="a+b/c==">', 'a+b/c==')
  expect(withNonce({ parts }, 'Zz9==')).toBe('<script nonce="Zz9==">x</script><link nonce="Zz9==">')
})
