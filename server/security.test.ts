import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as MSG from '../app/domain/messages'
import { publicThirdParty, thirdPartyCsp } from '../app/domain/third-party'
import {
  allowedMethods,
  isAuthWrite,
  normalisedPath,
  rateLimitPerMinute,
  refuseErrors,
  sameOriginWrites,
  securityHeaders,
} from './security'

const NO_VENDORS = { img: [], connect: [], frame: [], form: [] }
let base = ''
let close: () => void = () => {}

async function serve(app: express.Express): Promise<{ base: string; close: () => void }> {
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

/** A test shop whose PUBLIC_URL is `publicUrl` (by default the address it listens on). */
async function shop(publicUrl?: string, loopbackAliases = false) {
  const app = express()
  let guard: express.RequestHandler | undefined
  app.use(allowedMethods)
  app.use(securityHeaders(true, NO_VENDORS))
  app.use(
    '/limited',
    rateLimitPerMinute(2, (req) => req.method === 'GET'),
  )
  app.use(
    '/auth-limited',
    rateLimitPerMinute(2, (req) => !isAuthWrite(req)),
  )
  app.use((req, res, next) => (guard as express.RequestHandler)(req, res, next))
  app.all('*', (req, res) => {
    if (req.path === '/boom') throw new Error('a bug')
    res.send('ok')
  })
  app.use(refuseErrors)
  const served = await serve(app)
  guard = sameOriginWrites(publicUrl ?? served.base, loopbackAliases)
  return served
}

/** node:http, for what fetch refuses to send (TRACE, a forged Host). */
function raw(
  url: string,
  method: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  ;({ base, close } = await shop())
})
afterAll(() => close())

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'a=1',
    redirect: 'manual',
  })

describe('sameOriginWrites', () => {
  it('lets the shop’s own forms, the native shells and safe reads through', async () => {
    expect((await post('/auth/signin/email', { origin: base, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await post('/api/auth/login')).status).toBe(200)
    expect((await post('/x', { 'sec-fetch-site': 'none' })).status).toBe(200)
    expect((await fetch(`${base}/x`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(200)
  })

  it('behind the TLS proxy, the browser’s origin is PUBLIC_URL’s, whatever Host the proxy forwards', async () => {
    const proxied = await shop('https://shop.example')
    try {
      const from = (headers: Record<string, string>) =>
        fetch(`${proxied.base}/auth/signin/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: 'a=1',
        })
      expect((await from({ origin: 'https://shop.example' })).status).toBe(200)
      expect((await from({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' })).status).toBe(200)
      // The page's own address is not the shop's public one: the proxy is the only way in.
      expect((await from({ origin: proxied.base })).status).toBe(403)
    } finally {
      proxied.close()
    }
  })

  it('never takes Host or X-Forwarded-Host for the shop’s origin', async () => {
    const forged = await raw(`${base}/auth/signin/email`, 'POST', { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' })
    expect(forged.status).toBe(403)
    expect(forged.body).toContain(MSG.error.crossSite)
    const host = await raw(`${base}/auth/signin/email`, 'POST', { origin: 'http://evil.example', host: 'evil.example' })
    expect(host.status).toBe(403)
  })

  it('in development, localhost, 127.0.0.1 and [::1] on the shop’s port are one origin; other ports are not', async () => {
    const dev = await shop(undefined, true)
    try {
      const port = new URL(dev.base).port
      const from = (origin: string) => fetch(`${dev.base}/x`, { method: 'POST', headers: { origin }, body: 'a=1' })
      for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`])
        expect([origin, (await from(origin)).status]).toEqual([origin, 200])
      for (const origin of [`http://localhost:${Number(port) + 1}`, `https://localhost:${port}`, `http://evil.example:${port}`]) {
        expect([origin, (await from(origin)).status]).toEqual([origin, 403])
      }
    } finally {
      dev.close()
    }
  })

  it('refuses a form of another site with 403 and a Korean page, JSON for data requests', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.shop.example' },
      { origin: base.replace('127.0.0.1', 'localhost') },
    ]
    for (const headers of attempts) {
      const answer = await post('/auth/signin/email', headers)
      expect([headers, answer.status]).toEqual([headers, 403])
      expect(await answer.text()).toContain(MSG.error.crossSite)
    }
    const data = await post('/community/write?_data=routes%2F_community%2B%2Fcommunity.write', { origin: 'https://evil.example' })
    expect(data.status).toBe(403)
    expect(await data.json()).toEqual({ code: 'FORBIDDEN', message: MSG.error.crossSite })
  })
})

describe('securityHeaders in production', () => {
  it('sends a fresh script nonce per response and no unsafe-inline script source', async () => {
    const [first, second] = await Promise.all([fetch(`${base}/`), fetch(`${base}/`)])
    const csp = first.headers.get('content-security-policy') ?? ''
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/)
    expect(scripts).not.toContain('unsafe-inline')
    expect(scripts).not.toContain('unsafe-eval')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(second.headers.get('content-security-policy')).not.toBe(csp)
    expect(first.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('rateLimitPerMinute', () => {
  it('answers the third write in a minute with 429 in Korean, and never counts reads', async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${base}/limited/x`)).status).toBe(200)
    expect((await post('/limited/x')).status).toBe(200)
    expect((await post('/limited/x')).status).toBe(200)
    const refused = await post('/limited/x')
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain(MSG.error.tooManyRequests)
    const json = await fetch(`${base}/limited/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(await json.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: MSG.error.tooManyRequests })
  })
})

describe('allowedMethods', () => {
  it('answers TRACE, TRACK, PUT, PATCH, DELETE and OPTIONS with 405 in Korean and Allow, never a stack trace', async () => {
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      const answer = await raw(
        `${base}/auth/signin/email`,
        method,
        method === 'TRACE' ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
      )
      expect([method, answer.status]).toEqual([method, 405])
      expect(answer.headers.allow).toBe('GET, HEAD, POST')
      expect(answer.body).toContain(MSG.edge.methodNotAllowed)
      expect(answer.body).not.toMatch(/at \w+ \(|Error:/)
    }
    expect((await raw(`${base}/`, 'TRACE')).status).toBe(405)
  })

  it('lets reads, posts and the pre-signed upload target’s PUT through', async () => {
    expect((await raw(`${base}/`, 'GET')).status).toBe(200)
    expect((await raw(`${base}/`, 'HEAD')).status).toBe(200)
    expect((await post('/x')).status).toBe(200)
    expect((await raw(`${base}/community-media/uploads/abc/content`, 'PUT')).status).toBe(200)
    expect((await raw(`${base}/community-media/uploads/abc/other`, 'PUT')).status).toBe(405)
  })
})

describe('the auth limit on the normalised path', () => {
  it('reads the path as the router does: decoded, lower case, no trailing or repeated slash', () => {
    expect(normalisedPath('/%61uth/signin/email')).toBe('/auth/signin/email')
    expect(normalisedPath('/AUTH/signin/email/')).toBe('/auth/signin/email')
    expect(normalisedPath('//auth//signin/email//')).toBe('/auth/signin/email')
    expect(normalisedPath('/')).toBe('/')
    expect(normalisedPath('/%E0%A4%A')).toBe('/%e0%a4%a')
  })

  it('resolves dot segments, %2e and backslashes as the request URL Remix routes on does', () => {
    for (const spelling of [
      '/./auth/signin/email',
      '/%2e/auth/signin/email',
      '/%2E/auth/signin/email',
      '/x/../auth/signin/email',
      '/x/%2e%2e/auth/signin/email',
      '/auth/./signin/email',
      '/auth\\signin\\email',
      '/Auth/SignIn/Email/',
      '/auth/signin/email?next=/my',
      'http://evil.example/auth/signin/email',
    ]) {
      expect([spelling, normalisedPath(spelling)]).toEqual([spelling, '/auth/signin/email'])
      expect([spelling, isAuthWrite({ method: 'POST', url: spelling } as express.Request)]).toEqual([spelling, true])
    }
    // An encoded slash: Remix keeps `auth/signin/email` one segment (no sign-in route), the limit counts it anyway.
    expect(normalisedPath('/auth%2fsignin%2femail')).toBe('/auth/signin/email')
    expect(normalisedPath('/../../auth')).toBe('/auth')
    expect(isAuthWrite({ method: 'POST', url: '/x/../community/write' } as express.Request)).toBe(false)
    expect(isAuthWrite({ method: 'GET', url: '/./auth/signin/email' } as express.Request)).toBe(false)
  })

  it('counts every spelling of an auth path and every method but GET and HEAD', async () => {
    // The limit is mounted at /auth-limited; the paths below reach it as the router would.
    const spellings = ['/auth-limited/%61uth/signin/email', '/auth-limited/AUTH/signin/email/']
    for (const path of spellings) expect((await post(path)).status).toBe(200)
    const third = await post('/auth-limited/auth/signin/email')
    expect(third.status).toBe(429)
    expect(await third.text()).toContain(MSG.error.tooManyRequests)
    expect((await fetch(`${base}/auth-limited/auth/signin/email`)).status).toBe(200)
    expect((await post('/auth-limited/community/write')).status).toBe(200)
  })
})

describe('refuseErrors', () => {
  it('answers a bug with a Korean 500 and no stack trace', async () => {
    const answer = await fetch(`${base}/boom`)
    expect(answer.status).toBe(500)
    const body = await answer.text()
    expect(body).toContain(MSG.error.internalServer)
    expect(body).not.toContain('a bug')
  })
})

describe('vendors in the CSP', () => {
  it('names no vendor origin without a key, and only the configured vendors’ with keys', () => {
    expect(thirdPartyCsp(publicThirdParty({}))).toEqual({ connect: [], img: [], frame: [], form: [] })
    const kakao = thirdPartyCsp(publicThirdParty({ KAKAO_JS_KEY: 'k' }))
    expect(kakao.frame).toEqual(['https://sharer.kakao.com'])
    expect([...kakao.connect, ...kakao.img, ...kakao.frame].some((origin) => origin.includes('channel.io'))).toBe(false)
    const both = thirdPartyCsp(publicThirdParty({ KAKAO_JS_KEY: 'k', CHANNEL_TALK_PLUGIN_KEY: 'c' }))
    expect(both.connect).toEqual(expect.arrayContaining(['https://*.kakao.com', 'wss://*.channel.io']))
  })

  it("[R2.20] Apple's SDK is in play only when Apple itself is configured, not its stand-in", () => {
    expect(
      publicThirdParty({ APPLE_CLIENT_ID: 'petshop-apple', APPLE_AUTHORIZE_URL: '/oauth/apple/authorize' }).appleClientId,
    ).toBeUndefined()
    const apple = publicThirdParty({ APPLE_CLIENT_ID: 'shop.web', APPLE_AUTHORIZE_URL: 'https://appleid.apple.com/auth/authorize' })
    expect(apple.appleClientId).toBe('shop.web')
    expect(thirdPartyCsp(apple, ['https://appleid.apple.com/auth/authorize']).form).toEqual(['https://appleid.apple.com'])
  })

  it("lets a social button's redirect reach each real provider, and no stand-in's path", () => {
    expect(
      thirdPartyCsp({}, [
        'https://kauth.kakao.com/oauth/authorize',
        'https://nid.naver.com/oauth2.0/authorize',
        '/oauth/apple/authorize',
        undefined,
      ]).form,
    ).toEqual(['https://kauth.kakao.com', 'https://nid.naver.com'])
  })
})
