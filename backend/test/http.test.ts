import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import type { RunningBackend } from '../index'
import { fetchJson, startTestBackend } from './helpers'

let backend: RunningBackend
/** The same services on the same database, started without allowFaults. */
let plain: Server
let plainUrl: string

beforeAll(async () => {
  backend = await startTestBackend({ allowFaults: true })
  const app = createApp({ db: backend.db, allowFaults: false, log: () => undefined })
  plain = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => plain.close(resolve))
  await backend.close()
})

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    for (const path of ['/nope', '/bff/nope', '/v2/nope', '/search/anything', '/review/x', '/connect/x']) {
      const { status, headers, body } = await fetchJson(`${backend.url}${path}`)
      expect(status).toBe(404)
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(body.code).toBe('NOT_FOUND')
    }
  })

  it('answers malformed JSON with 400 BAD_REQUEST and no stack trace', async () => {
    const { status, body } = await fetchJson(`${backend.url}/v2/user/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"session": ',
    })
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/)
  })

  it('refuses a NUL character in a JSON body (at any depth) or a query with 400, before any query of the database', async () => {
    const bodies: Array<[unknown, string]> = [
      [{ refresh_token: 'nul\u0000byte', mobile_device_id: 'd', mobile_os_code: 'P' }, 'refresh_token'],
      [{ a: [{ b: { 'c\u0000': 1 } }] }, 'a.0.b.c\u0000'],
    ]
    for (const [body, field] of bodies) {
      const answer = await fetchJson(`${backend.url}/v2/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field, message: '보낼 수 없는 문자가 들어 있어요.' })
    }
    expect((await fetchJson(`${backend.url}/search/suggest?word=%00`)).body).toMatchObject({ code: 'BAD_REQUEST', field: 'word' })
  })
})

describe('x-test-fault', () => {
  const health = (fault: string, url = backend.url) => fetch(`${url}/bff/health`, { headers: { 'x-test-fault': fault } })

  it('delays a request by slow:<ms>, then answers normally', async () => {
    const started = Date.now()
    const response = await health('slow:300')
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('fails with status:<code>, with the matching or a given error code', async () => {
    const failed = await health('status:503')
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ code: 'SERVICE_MAINTENANCE' })
    const blacklisted = await health('status:403:BLACK_LISTED_USER')
    expect(await blacklisted.json()).toMatchObject({ code: 'BLACK_LISTED_USER' })
  })

  it('answers garbage that is not JSON', async () => {
    const response = await health('garbage')
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow()
  })

  it('is ignored unless the backend allows faults', async () => {
    const response = await health('status:500', plainUrl)
    expect(response.status).toBe(200)
  })
})
