import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../app/domain/messages'
import { publicThirdParty, thirdPartyCsp } from '../app/domain/third-party'
import { rateLimitPerMinute, sameOriginWrites, securityHeaders } from './security'

const NO_VENDORS = { img: [], connect: [], frame: [] }
let base = ''
let close: () => void = () => {}

beforeAll(async () => {
  const app = express()
  app.use(securityHeaders(true, NO_VENDORS))
  app.use('/limited', rateLimitPerMinute(2, (req) => req.method === 'GET'))
  app.use(sameOriginWrites)
  app.all('*', (_req, res) => {
    res.send('ok')
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'a=1', redirect: 'manual' })

describe('sameOriginWrites', () => {
  it('lets the shop’s own forms, the native shells and safe reads through', async () => {
    expect((await post('/auth/signin/email', { origin: base, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await post('/api/auth/login')).status).toBe(200)
    expect((await post('/x', { 'sec-fetch-site': 'none' })).status).toBe(200)
    // Behind the TLS proxy the browser's host arrives as X-Forwarded-Host.
    expect((await post('/x', { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' })).status).toBe(200)
    expect((await fetch(`${base}/x`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(200)
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
    const data = await post('/community/write?_data=routes%2Fcommunity.write', { origin: 'https://evil.example' })
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

describe('vendors in the CSP', () => {
  it('names no vendor origin without a key, and only the configured vendors’ with keys', () => {
    expect(thirdPartyCsp(publicThirdParty({}))).toEqual({ connect: [], img: [], frame: [] })
    const kakao = thirdPartyCsp(publicThirdParty({ KAKAO_JS_KEY: 'k' }))
    expect(kakao.frame).toEqual(['https://sharer.kakao.com'])
    expect([...kakao.connect, ...kakao.img, ...kakao.frame].some((origin) => origin.includes('channel.io'))).toBe(false)
    const both = thirdPartyCsp(publicThirdParty({ KAKAO_JS_KEY: 'k', CHANNEL_TALK_PLUGIN_KEY: 'c' }))
    expect(both.connect).toEqual(expect.arrayContaining(['https://*.kakao.com', 'wss://*.channel.io']))
  })
})
