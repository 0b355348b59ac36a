import { describe, expect, it } from 'vitest'
import { DEMO_USERS } from '../seed/users'
import { device, fetchJson, login, postJson, signIn } from './helpers'
import { backend, call, newMember, startSettingsBackendForFile, userRow, v2 } from './settings-harness'

/**
 * docs/security.md, the second review, finding 4: a stolen session became the account. The number (which recovers the
 * password) changed with the session alone, then the password was reset with the new number.
 * Now the number, the password and withdrawal ask for the current password (a key sent to the
 * current number for a member without one); the old number is told; the other sessions end.
 */

startSettingsBackendForFile()

let numbers = 0
const freshNumber = () => `0106600${String(++numbers).padStart(4, '0')}`

async function sentKey(mobileNo: string, purpose = 'CHANGE'): Promise<string> {
  expect((await postJson(`${v2}/user/certification/send`, { mobile_no: mobileNo, purpose })).status).toBe(200)
  return (await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)).body.messages[0].certificationKey
}

const outbox = async (mobileNo: string) => (await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)).body.messages

describe('changing the mobile number', () => {
  it('is refused with the session alone or a wrong current password; nothing changes, the key is not spent', async () => {
    const { userId } = await newMember('Oldpass1!')
    const token = await signIn(backend, userId)
    const before = await userRow(userId)
    const mobile = freshNumber()
    const key = await sentKey(mobile)

    const bare = await call('/user/mobile/update', token, { mobile_no: mobile, certification_key: key })
    expect(bare).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field: 'current_password', message: '현재 비밀번호를 입력해 주세요.' },
    })
    const wrong = await call('/user/mobile/update', token, { mobile_no: mobile, certification_key: key, current_password: 'Wrongpass1!' })
    expect(wrong).toMatchObject({
      status: 400,
      body: { reason: 'PASSWORD_MISMATCH', field: 'current_password', message: '현재 비밀번호가 맞지 않아요.' },
    })

    expect(await userRow(userId)).toEqual(before)
    expect((await backend.db.query('select consumed from certifications where mobile_no = $1', [mobile]))[0]).toEqual({ consumed: false })
    expect(await outbox(before?.mobile_no as string)).toEqual([])
  })

  it('with the current password: changed, the old number told, the other sessions gone, this one alive', async () => {
    const { userId, email } = await newMember('Oldpass1!')
    const here = (await login(backend, email, 'Oldpass1!')).body
    const elsewhere = (await login(backend, email, 'Oldpass1!')).body
    const oldNumber = (await userRow(userId))?.mobile_no as string
    const mobile = freshNumber()
    const key = await sentKey(mobile)

    const changed = await call('/user/mobile/update', here.access_token, {
      mobile_no: mobile,
      certification_key: key,
      current_password: 'Oldpass1!',
    })
    expect(changed).toMatchObject({ status: 200, body: { mobile_no: mobile } })
    expect((await userRow(userId))?.mobile_no).toBe(mobile)

    const [notice] = await outbox(oldNumber)
    expect(notice).toMatchObject({ mobileNo: oldNumber, certificationKey: null })
    expect(notice.text).toContain(`010-****-${mobile.slice(-4)}`)
    expect(notice.text).toMatch(/휴대폰 번호가 .*변경되었어요/)

    expect((await call('/auth/user', here.access_token)).status).toBe(200)
    expect((await call('/auth/user', elsewhere.access_token)).status).toBe(401)
    expect((await postJson(`${v2}/auth/refresh`, { refresh_token: elsewhere.refresh_token, ...device })).status).toBe(401)
  })

  it('a member without a password proves it with a key sent to the current number', async () => {
    const { userId } = await newMember(null)
    const token = await signIn(backend, userId)
    const other = await signIn(backend, userId)
    const oldNumber = (await userRow(userId))?.mobile_no as string
    const mobile = freshNumber()
    const key = await sentKey(mobile)

    const bare = await call('/user/mobile/update', token, { mobile_no: mobile, certification_key: key })
    expect(bare.body).toMatchObject({ reason: 'INVALID_FORMAT', field: 'current_certification_key' })
    expect(bare.body.message).toMatch(/인증번호/)
    const oldKey = await sentKey(oldNumber)
    const wrongOld = oldKey === '00000' ? '11111' : '00000'
    expect(
      (await call('/user/mobile/update', token, { mobile_no: mobile, certification_key: key, current_certification_key: wrongOld })).body,
    ).toMatchObject({
      reason: 'CERTIFICATION_INVALID',
      field: 'current_certification_key',
    })
    expect((await userRow(userId))?.mobile_no).toBe(oldNumber)

    const changed = await call('/user/mobile/update', token, {
      mobile_no: mobile,
      certification_key: key,
      current_certification_key: oldKey,
    })
    expect(changed).toMatchObject({ status: 200, body: { mobile_no: mobile } })
    expect((await outbox(oldNumber))[0].text).toContain('변경되었어요')
    expect((await call('/auth/user', other)).status).toBe(401)
    expect((await call('/auth/user', token)).status).toBe(200)
  })

  it('the takeover of the finding no longer works: a stolen session cannot move the number, so recovery by the new number fails', async () => {
    const { userId, email } = await newMember('Oldpass1!')
    const stolen = await signIn(backend, userId)
    const attackerNumber = freshNumber()
    const key = await sentKey(attackerNumber)
    expect((await call('/user/mobile/update', stolen, { mobile_no: attackerNumber, certification_key: key })).status).toBe(400)

    const findKey = await sentKey(attackerNumber, 'FIND')
    const reset = await postJson(`${v2}/user/password/reset`, {
      email,
      mobile_no: attackerNumber,
      certification_key: findKey,
      password: 'Takeover99!',
    })
    expect(reset.status).toBe(404)
    expect((await login(backend, email, 'Takeover99!')).body.reason).toBe('INVALID_CREDENTIALS')
    expect((await login(backend, email, 'Oldpass1!')).status).toBe(200)
  })
})

describe('changing the password', () => {
  it('ends the other sessions and keeps this one (right current password), changes nothing on a wrong one', async () => {
    const { userId, email } = await newMember('Oldpass1!')
    const here = (await login(backend, email, 'Oldpass1!')).body
    const elsewhere = (await login(backend, email, 'Oldpass1!')).body
    const before = await userRow(userId)
    const wrong = await call('/user/password/update', here.access_token, { current_password: 'Wrongpass1!', new_password: 'Freshpass77!' })
    expect(wrong.body).toMatchObject({ reason: 'PASSWORD_MISMATCH', field: 'current_password' })
    expect(await userRow(userId)).toEqual(before)
    expect((await call('/auth/user', elsewhere.access_token)).status).toBe(200)

    expect(
      (await call('/user/password/update', here.access_token, { current_password: 'Oldpass1!', new_password: 'Freshpass77!' })).status,
    ).toBe(200)
    expect((await call('/auth/user', here.access_token)).status).toBe(200)
    expect((await call('/auth/user', elsewhere.access_token)).status).toBe(401)
  })
})

describe('withdrawing', () => {
  it('a member without a password gives a key sent to the current number; without it nothing happens', async () => {
    const token = await signIn(backend, DEMO_USERS.naver)
    const number = (await userRow(DEMO_USERS.naver))?.mobile_no as string
    const bare = await call('/user/withdraw', token, { reason: 'RARELY_USED' })
    expect(bare).toMatchObject({ status: 400, body: { reason: 'INVALID_FORMAT', field: 'certification_key' } })
    expect((await userRow(DEMO_USERS.naver))?.status).toBe('ACTIVE')

    const key = await sentKey(number)
    expect(await call('/user/withdraw', token, { reason: 'RARELY_USED', certification_key: key })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect((await userRow(DEMO_USERS.naver))?.status).toBe('WITHDRAWN')
  })
})
