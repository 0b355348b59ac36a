import { afterAll, beforeAll, expect, test } from 'vitest'
import type { RunningBackend } from '../index'
import { postForm, postJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

test('[R7.8] /user/device/update takes form data and keeps the push token per member and device', async () => {
  const token = await signIn(backend, 1)
  const answer = await fetch(`${backend.url}/v2/user/device/update`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mobile_os_code: 'A', mobile_device_id: 'device-1', mobile_device_token: 'fcm-token-1', session: token }),
  })
  expect(answer.status).toBe(200)
  await fetch(`${backend.url}/v2/user/device/update`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mobile_os_code: 'A', mobile_device_id: 'device-1', mobile_device_token: 'fcm-token-2', session: token }),
  })
  const rows = await backend.db.query<{ mobile_device_token: string }>(
    "select mobile_device_token from user_devices where mobile_device_id = 'device-1'",
  )
  expect(rows).toEqual([{ mobile_device_token: 'fcm-token-2' }])
})

test('without a session or a token the device update is refused and nothing is stored', async () => {
  const noSession = await postForm(`${backend.url}/v2/user/device/update`, {
    mobile_os_code: 'I',
    mobile_device_id: 'device-2',
    mobile_device_token: 't',
  })
  expect(noSession.status).toBe(401)
  const token = await signIn(backend, 2)
  const noToken = await postJson(
    `${backend.url}/v2/user/device/update`,
    { mobile_os_code: 'I', mobile_device_id: 'device-2' },
    { authorization: token },
  )
  expect(noToken.status).toBe(400)
  expect(await backend.db.query("select 1 from user_devices where mobile_device_id = 'device-2'")).toEqual([])
})
