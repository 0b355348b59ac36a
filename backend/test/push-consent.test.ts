import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { DEMO_USERS } from '../seed/users'
import { NIGHT_NEEDS_PUSH } from '../users/push'
import { postJson, signIn } from './helpers'
import { backend, call, detail, newMember, startSettingsBackendForFile, userRow, v2 } from './settings-harness'

startSettingsBackendForFile()

describe('push consent', () => {
  it('[R7.3] starts at N/N with no date for the seeded members', async () => {
    for (const userId of [DEMO_USERS.demo, DEMO_USERS.cat]) {
      const info = await detail(await signIn(backend, userId))
      expect(info).toMatchObject({ mobile_push_code: 'N', mobile_night_push_code: 'N', push_agree_date: null })
    }
  })

  it('[R7.3] [R7.4] turns push on and off; off turns night push off too, and /user/detail follows', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    expect(await call('/user/push/agree/update', token, { is_push_send_agree: true })).toMatchObject({
      status: 200,
      body: { mobile_push_code: 'Y', mobile_night_push_code: 'N' },
    })
    const night = await call('/user/night/push/agree/update', token, { is_night_push_send_agree: true })
    expect(night).toMatchObject({ status: 200 })
    expect(night.body).toEqual({ mobile_push_code: 'Y', mobile_night_push_code: 'Y' })
    expect(await detail(token)).toMatchObject({ mobile_push_code: 'Y', mobile_night_push_code: 'Y' })

    // Turning push on again keeps night as it is; off takes night with it.
    expect((await call('/user/push/agree/update', token, { is_push_send_agree: true })).body).toEqual({
      mobile_push_code: 'Y',
      mobile_night_push_code: 'Y',
    })
    expect((await call('/user/push/agree/update', token, { is_push_send_agree: false })).body).toEqual({
      mobile_push_code: 'N',
      mobile_night_push_code: 'N',
    })
    expect(await detail(token)).toMatchObject({ mobile_push_code: 'N', mobile_night_push_code: 'N' })

    // Night off alone is always fine.
    await call('/user/push/agree/update', token, { is_push_send_agree: true })
    await call('/user/night/push/agree/update', token, { is_night_push_send_agree: true })
    expect((await call('/user/night/push/agree/update', token, { is_night_push_send_agree: false })).body).toEqual({
      mobile_push_code: 'Y',
      mobile_night_push_code: 'N',
    })
  })

  it('[R7.4] refuses night push without push consent and changes nothing', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    const refused = await call('/user/night/push/agree/update', token, { is_night_push_send_agree: true })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ code: 'BAD_REQUEST', reason: 'PUSH_AGREE_REQUIRED', message: NIGHT_NEEDS_PUSH })
    expect(refused.body.message).toBe('야간 혜택 알림은 혜택 알림 수신에 동의한 뒤 받을 수 있어요.')
    expect(await userRow(userId)).toMatchObject({ mobile_push_code: 'N', mobile_night_push_code: 'N' })
    // The database refuses it too.
    await expect(backend.db.query("update users set mobile_night_push_code = 'Y' where user_id = $1", [userId])).rejects.toThrow()
    expect((await call('/user/night/push/agree/update', token, { is_night_push_send_agree: false })).body).toEqual({
      mobile_push_code: 'N',
      mobile_night_push_code: 'N',
    })
  })

  it('refuses a missing or non-boolean flag, naming the field, and changes nothing', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    const cases: [string, Record<string, unknown>, string][] = [
      ['/user/push/agree/update', {}, 'is_push_send_agree'],
      ['/user/push/agree/update', { is_push_send_agree: 'true' }, 'is_push_send_agree'],
      ['/user/push/agree/update', { is_push_send_agree: 1 }, 'is_push_send_agree'],
      ['/user/push/agree/update', { is_push_send_agree: true, mobile_os_code: 'X' }, 'mobile_os_code'],
      ['/user/night/push/agree/update', { is_night_push_send_agree: null }, 'is_night_push_send_agree'],
    ]
    for (const [path, body, field] of cases) {
      const answer = await call(path, token, body)
      expect([path, answer.status, answer.body.code, answer.body.reason, answer.body.field]).toEqual([
        path,
        400,
        'BAD_REQUEST',
        'INVALID_FORMAT',
        field,
      ])
    }
    expect(await userRow(userId)).toMatchObject({ mobile_push_code: 'N', mobile_night_push_code: 'N' })
  })

  it("[R7.5] stores the consent date as Korea's wall clock and reads it back identically", async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    const answer = await call('/user/push/agree/date/update', token, { is_push_agree: true, push_agree_date: '2026-11-21 08:05:09' })
    expect(answer).toMatchObject({ status: 200, body: { push_agree_date: '2026-11-21 08:05:09' } })
    // 08:05:09 in Korea is 23:05:09 of the day before in UTC.
    expect((await userRow(userId))?.push_agree_date).toEqual(new Date('2026-11-20T23:05:09.000Z'))
    expect((await detail(token)).push_agree_date).toBe('2026-11-21 08:05:09')

    // A withdrawal of consent has its date too.
    expect(
      (await call('/user/push/agree/date/update', token, { is_push_agree: false, push_agree_date: '2024-02-29 23:59:59' })).body,
    ).toEqual({
      push_agree_date: '2024-02-29 23:59:59',
    })
    expect((await detail(token)).push_agree_date).toBe('2024-02-29 23:59:59')
  })

  it('[R7.5] refuses a date that is not YYYY-MM-DD HH:mm:ss or not a real moment, and keeps the old one', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    await call('/user/push/agree/date/update', token, { is_push_agree: true, push_agree_date: '2026-11-01 10:00:00' })
    const bad: unknown[] = [
      '2026-02-30 10:00:00',
      '2025-02-29 10:00:00',
      '2026-11-21 24:00:00',
      '2026-11-21 12:60:00',
      '2026-11-21 12:00:60',
      '2026-13-01 10:00:00',
      '2026-11-21T10:00:00',
      '2026-11-21 10:00',
      '2026-11-21 9:05:00',
      '2026-11-21 10:00:00.000',
      ' 2026-11-21 10:00:00',
      '2026-11-21 10:00:00Z',
      '',
      null,
      20261121,
      undefined,
    ]
    for (const push_agree_date of bad) {
      const answer = await call('/user/push/agree/date/update', token, { is_push_agree: true, push_agree_date })
      expect([push_agree_date, answer.status, answer.body.reason, answer.body.field]).toEqual([
        push_agree_date,
        400,
        'INVALID_FORMAT',
        'push_agree_date',
      ])
      expect(answer.body.message).toMatch(/YYYY-MM-DD HH:mm:ss/)
    }
    const noFlag = await call('/user/push/agree/date/update', token, { push_agree_date: '2026-11-02 10:00:00' })
    expect(noFlag.body).toMatchObject({ code: 'BAD_REQUEST', field: 'is_push_agree' })
    expect((await detail(token)).push_agree_date).toBe('2026-11-01 10:00:00')
  })
})

describe('POST /v2/test/faults/next', () => {
  it('makes the next calls to a V2 path answer an error, then lets calls through again', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    const armed = await postJson(`${v2}/test/faults/next`, { path: '/user/push/agree/update', status: 500, times: 2 })
    expect(armed).toMatchObject({ status: 200, body: { ok: true, path: '/user/push/agree/update', times: 2 } })
    for (let i = 0; i < 2; i++) {
      const failed = await call('/user/push/agree/update', token, { is_push_send_agree: true })
      expect(failed).toMatchObject({
        status: 500,
        body: { code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.' },
      })
    }
    // Nothing happened behind the faults; other paths were never affected.
    expect(await userRow(userId)).toMatchObject({ mobile_push_code: 'N' })
    expect((await call('/user/push/agree/update', token, { is_push_send_agree: true })).body).toEqual({
      mobile_push_code: 'Y',
      mobile_night_push_code: 'N',
    })
  })

  it('answers the code and message asked for, before the session check, and takes /v2 paths too', async () => {
    await postJson(`${v2}/test/faults/next`, {
      path: '/v2/user/nickname/update',
      status: 400,
      code: 'BAD_REQUEST',
      message: '잠시 후 다시 시도해 주세요.',
    })
    expect(await call('/user/nickname/update', null, { nickname: '아무개' })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', message: '잠시 후 다시 시도해 주세요.' },
    })
    expect((await call('/user/nickname/update', null, { nickname: '아무개' })).status).toBe(401)

    await postJson(`${v2}/test/faults/next`, { path: '/user/withdraw', status: 503 })
    expect(await call('/user/withdraw', null)).toMatchObject({ status: 503, body: { code: 'SERVICE_MAINTENANCE' } })
    // Arming again replaces what was left.
    await postJson(`${v2}/test/faults/next`, { path: '/user/withdraw', status: 500, times: 5 })
    await postJson(`${v2}/test/faults/next`, { path: '/user/withdraw', status: 404 })
    expect((await call('/user/withdraw', null)).status).toBe(404)
    expect((await call('/user/withdraw', null)).status).toBe(401)
  })

  it('refuses bad faults', async () => {
    const bad = [
      { path: '/user/withdraw', status: 200 },
      { path: '/user/withdraw', status: 600 },
      { path: '/user/withdraw', status: 500, times: 0 },
      { path: '/user/withdraw', status: 500, times: 11 },
      { path: '/user/withdraw', status: 500, code: 'NOPE' },
      { path: 'user/withdraw', status: 500 },
      { path: '/test/faults/next', status: 500 },
      { path: '/v2/test/users/status', status: 500 },
      { status: 500 },
    ]
    for (const body of bad) {
      expect([JSON.stringify(body), (await postJson(`${v2}/test/faults/next`, body)).status]).toEqual([JSON.stringify(body), 400])
    }
    expect((await call('/user/withdraw', null)).status).toBe(401)
  })

  it('is not there without test hooks, and faults belong to one backend', async () => {
    // The same services on the same database, without test hooks.
    const app = createApp({ db: backend.db, allowFaults: false, log: () => undefined })
    const plain = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    try {
      const plainV2 = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/v2`
      expect((await postJson(`${plainV2}/test/faults/next`, { path: '/user/withdraw', status: 500 })).status).toBe(404)
      await postJson(`${v2}/test/faults/next`, { path: '/user/withdraw', status: 500 })
      expect((await postJson(`${plainV2}/user/withdraw`, { reason: 'PRICE' })).status).toBe(401)
      expect((await call('/user/withdraw', null)).status).toBe(500)
    } finally {
      await new Promise((resolve) => plain.close(resolve))
    }
  })
})

describe('the push sheet declined (decision 050)', () => {
  it('a new member has declined nothing; 다음에 할게요 is kept with the member and /user/detail answers it', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    expect(await detail(token)).toMatchObject({ push_sheet_declined_at: null })
    const before = Date.now()
    const answer = await call('/user/push/sheet/decline', token, {})
    expect(answer.status).toBe(200)
    const at = Date.parse(answer.body.push_sheet_declined_at)
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect((await detail(token)).push_sheet_declined_at).toBe(answer.body.push_sheet_declined_at)
  })

  it('turning 혜택 알림 off is a refusal too; turning it on is not', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    await call('/user/push/agree/update', token, { is_push_send_agree: true })
    expect(await detail(token)).toMatchObject({ push_sheet_declined_at: null })
    await call('/user/push/agree/update', token, { is_push_send_agree: false })
    expect((await detail(token)).push_sheet_declined_at).toEqual(expect.any(String))
  })

  it('needs a session', async () => {
    expect((await call('/user/push/sheet/decline', null, {})).status).toBe(401)
  })
})
