import { afterAll, beforeAll, expect, test } from 'vitest'
import type { RunningBackend } from '../index'
import { fetchJson, postJson, startTestBackend } from './helpers'

let plain: RunningBackend
let hooked: RunningBackend
beforeAll(async () => {
  ;[plain, hooked] = await Promise.all([startTestBackend(), startTestBackend({ testHooks: true })])
})
afterAll(async () => {
  await Promise.all([plain.close(), hooked.close()])
})

const MOBILE = '01055554444'
const send = (backend: RunningBackend) => postJson(`${backend.url}/v2/user/certification/send`, { mobile_no: MOBILE, purpose: 'SIGNUP' })

test('the SMS outbox (certification keys) is 404 unless the backend was started with test hooks', async () => {
  await send(plain)
  const closed = await fetch(`${plain.url}/connect/sms/outbox?mobileNo=${MOBILE}`)
  expect(closed.status).toBe(404)
  expect(await closed.text()).not.toMatch(/certificationKey|\d{6}/)

  await send(hooked)
  const open = await fetchJson(`${hooked.url}/connect/sms/outbox?mobileNo=${MOBILE}`)
  expect(open.status).toBe(200)
  expect(open.body.messages.length).toBeGreaterThan(0)
})
