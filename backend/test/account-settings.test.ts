import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/users'
import { device, fetchJson, login, postJson, signIn } from './helpers'
import { backend, call, detail, newMember, startSettingsBackendForFile, userRow, v2 } from './settings-harness'

const callAs = call

startSettingsBackendForFile()

const PATHS = [
  '/user/push/agree/update',
  '/user/night/push/agree/update',
  '/user/push/agree/date/update',
  '/user/nickname/update',
  '/user/mobile/update',
  '/user/password/update',
  '/user/withdraw',
]

it('answers 401 UNAUTHORIZED to every settings call without a session', async () => {
  for (const path of PATHS) {
    const { status, body } = await call(path, null, { is_push_send_agree: true })
    expect([path, status, body.code]).toEqual([path, 401, 'UNAUTHORIZED'])
  }
})

describe('POST /v2/user/nickname/update', () => {
  it('changes the nickname, and /user/detail follows', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    expect(await call('/user/nickname/update', token, { nickname: ' 새닉네임Kim7 ' })).toMatchObject({
      status: 200,
      body: { nickname: '새닉네임Kim7' },
    })
    expect((await detail(token)).nickname).toBe('새닉네임Kim7')
    // Keeping one's own nickname (in another case) is not "taken".
    expect(await call('/user/nickname/update', token, { nickname: '새닉네임kim7' })).toMatchObject({
      status: 200,
      body: { nickname: '새닉네임kim7' },
    })
  })

  it("[R5.3] refuses a nickname against §5 with sign-up's field error, and a taken one, changing nothing", async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    const before = await userRow(userId)
    for (const nickname of ['a', '가'.repeat(17), '닉네임!', '닉 네임', 'ニック', '', null, 42]) {
      const { status, body } = await call('/user/nickname/update', token, { nickname })
      expect([nickname, status, body]).toEqual([
        nickname,
        400,
        { code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field: 'nickname', message: expect.stringMatching(/닉네임/) },
      ])
    }
    expect((await call('/user/nickname/update', token, { nickname: '닉네임!' })).body.message).toBe(
      '닉네임은 한글, 영문, 숫자로 2~16자 입력해 주세요.',
    )
    // Another member's, whatever the case; a withdrawn member's stays taken as at sign-up.
    for (const nickname of ['코코언니', '떠난회원']) {
      const taken = await call('/user/nickname/update', token, { nickname })
      expect(taken).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', reason: 'NICKNAME_TAKEN', field: 'nickname', message: '이미 사용 중인 닉네임이에요.' },
      })
    }
    expect(await userRow(userId)).toEqual(before)
  })
})

let numbers = 0
const freshNumber = () => `0107700${String(++numbers).padStart(4, '0')}`

/** Sends a key for the number and reads it from the SMS outbox. */
async function sentKey(mobileNo: string, purpose = 'CHANGE'): Promise<string> {
  expect((await postJson(`${v2}/user/certification/send`, { mobile_no: mobileNo, purpose })).status).toBe(200)
  return (await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)).body.messages[0].certificationKey
}

const attempts = async (mobileNo: string) =>
  (
    await backend.db.query<{ attempts: number; consumed: boolean }>('select attempts, consumed from certifications where mobile_no = $1', [
      mobileNo,
    ])
  )[0]

describe('POST /v2/user/mobile/update', () => {
  it('[R5.2] changes the number with a CHANGE key, uses the key up, and /user/detail follows', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    const mobile = freshNumber()
    const key = await sentKey(mobile)
    expect(
      await call('/user/mobile/update', token, { mobile_no: mobile, certification_key: key, current_password: 'Oldpass1!' }),
    ).toMatchObject({ status: 200, body: { mobile_no: mobile } })
    expect((await detail(token)).mobile_no).toBe(mobile)
    expect(await attempts(mobile)).toMatchObject({ consumed: true })
    // The key is gone: using it again is refused.
    const again = await call('/user/mobile/update', token, { mobile_no: mobile, certification_key: key, current_password: 'Oldpass1!' })
    expect(again.body).toMatchObject({ reason: 'CERTIFICATION_REQUIRED', field: 'certification_key' })
  })

  it('takes the number of a withdrawn member, as sign-up does', async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    const key = await sentKey('01045678901')
    expect(
      (await call('/user/mobile/update', token, { mobile_no: '01045678901', certification_key: key, current_password: 'Oldpass1!' }))
        .status,
    ).toBe(200)
  })

  it("[R5.2] refuses bad numbers, another member's number, other purposes' keys and wrong keys, changing nothing", async () => {
    const { userId } = await newMember()
    const token = await signIn(backend, userId)
    const before = await userRow(userId)
    // Re-authenticated, so what is refused is the number or the key.
    const call = (path: string, t: string, body: Record<string, unknown>) => callAs(path, t, { current_password: 'Oldpass1!', ...body })

    const safe = await call('/user/mobile/update', token, { mobile_no: '05012345678', certification_key: '12345' })
    expect(safe.body).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'INVALID_FORMAT',
      field: 'mobile_no',
      message: '안심번호(050)는 사용할 수 없어요.',
    })
    for (const mobile_no of ['010123456', '010123456789', '010-1234-5678', '02123456789', '', null]) {
      expect((await call('/user/mobile/update', token, { mobile_no, certification_key: '12345' })).body).toMatchObject({
        reason: 'INVALID_FORMAT',
        field: 'mobile_no',
      })
    }
    expect((await call('/user/mobile/update', token, { mobile_no: freshNumber(), certification_key: '123456' })).body).toMatchObject({
      field: 'certification_key',
    })

    // demo's number: sign-up's code and message, and the key's tries are not spent on it.
    const demoKey = await sentKey('01012345678')
    const taken = await call('/user/mobile/update', token, {
      mobile_no: '01012345678',
      certification_key: demoKey === '00000' ? '11111' : '00000',
    })
    expect(taken).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', reason: 'MOBILE_REGISTERED', field: 'mobile_no', message: '이미 가입된 휴대폰 번호예요.' },
    })
    expect(await attempts('01012345678')).toEqual({ attempts: 0, consumed: false })

    // A sign-up key is not a change key.
    const signupMobile = freshNumber()
    const signupKey = await sentKey(signupMobile, 'SIGNUP')
    expect((await call('/user/mobile/update', token, { mobile_no: signupMobile, certification_key: signupKey })).body).toMatchObject({
      reason: 'CERTIFICATION_REQUIRED',
      field: 'certification_key',
    })

    const mobile = freshNumber()
    const key = await sentKey(mobile)
    const wrong = await call('/user/mobile/update', token, { mobile_no: mobile, certification_key: key === '00000' ? '11111' : '00000' })
    expect(wrong.body).toMatchObject({
      reason: 'CERTIFICATION_INVALID',
      field: 'certification_key',
      message: '인증번호가 일치하지 않아요.',
    })
    expect(await attempts(mobile)).toEqual({ attempts: 1, consumed: false })
    expect((await call('/user/mobile/update', token, { mobile_no: freshNumber(), certification_key: '12345' })).body.reason).toBe(
      'CERTIFICATION_REQUIRED',
    )

    expect(await userRow(userId)).toEqual(before)
  })
})

describe('POST /v2/user/password/update', () => {
  it('changes the password, keeps the calling session and ends the others', async () => {
    const { userId, email } = await newMember('Oldpass1!')
    const here = await login(backend, email, 'Oldpass1!')
    const elsewhere = await login(backend, email, 'Oldpass1!')
    expect([here.status, elsewhere.status]).toEqual([200, 200])
    const other = await newMember()
    const otherToken = await signIn(backend, other.userId)

    const changed = await call('/user/password/update', here.body.access_token, {
      current_password: 'Oldpass1!',
      new_password: 'Newpass2@',
    })
    expect(changed).toMatchObject({ status: 200, body: { ok: true } })

    expect((await call('/auth/user', here.body.access_token)).status).toBe(200)
    expect((await call('/auth/user', elsewhere.body.access_token)).status).toBe(401)
    expect((await postJson(`${v2}/auth/refresh`, { refresh_token: elsewhere.body.refresh_token, ...device })).status).toBe(401)
    // Another member's sessions are not touched.
    expect((await call('/auth/user', otherToken)).status).toBe(200)

    expect((await login(backend, email, 'Oldpass1!')).body.reason).toBe('INVALID_CREDENTIALS')
    expect((await login(backend, email, 'Newpass2@')).status).toBe(200)
    expect((await backend.db.query('select 1 from users where user_id = $1', [userId])).length).toBe(1)
  })

  it('[R5.4] refuses a wrong current password, a new one against §5 or the same one, changing nothing', async () => {
    const { userId } = await newMember('Oldpass1!')
    const token = await signIn(backend, userId)
    const second = await signIn(backend, userId)
    const before = await userRow(userId)

    const wrong = await call('/user/password/update', token, { current_password: 'Wrongpass1!', new_password: 'Newpass2@' })
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', reason: 'PASSWORD_MISMATCH', field: 'current_password', message: '현재 비밀번호가 맞지 않아요.' },
    })
    for (const new_password of ['short1!', 'nodigits!!', 'nospecial12', '12345678!', `Long1!${'a'.repeat(15)}`, '비밀번호123!', '']) {
      const weak = await call('/user/password/update', token, { current_password: 'Oldpass1!', new_password })
      expect([new_password, weak.status, weak.body.reason, weak.body.field]).toEqual([new_password, 400, 'INVALID_FORMAT', 'new_password'])
      expect(weak.body.message).toBe('비밀번호는 영문, 숫자, 특수문자를 포함해 8~20자로 입력해 주세요.')
    }
    expect((await call('/user/password/update', token, { new_password: 'Newpass2@' })).body).toMatchObject({
      reason: 'INVALID_FORMAT',
      field: 'current_password',
    })
    const same = await call('/user/password/update', token, { current_password: 'Oldpass1!', new_password: 'Oldpass1!' })
    expect(same.body).toMatchObject({
      reason: 'PASSWORD_REUSED',
      field: 'new_password',
      message: '지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.',
    })

    expect(await userRow(userId)).toEqual(before)
    expect((await call('/auth/user', second)).status).toBe(200)
  })

  it('refuses a social-only member, who has no password, with a Korean message', async () => {
    const token = await signIn(backend, DEMO_USERS.kakao)
    const { status, body } = await call('/user/password/update', token, { current_password: 'Anything1!', new_password: 'Newpass2@' })
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'BAD_REQUEST', reason: 'PASSWORD_NOT_SET', message: expect.stringMatching(/소셜 계정/) })
    expect((await userRow(DEMO_USERS.kakao))?.password_hash).toBeNull()
  })
})

describe('POST /v2/user/withdraw', () => {
  it('withdraws a member with their password: status WITHDRAWN, reason kept, every session ended', async () => {
    const { userId, email } = await newMember('Oldpass1!')
    const token = await signIn(backend, userId)
    const second = await signIn(backend, userId)
    await call('/user/push/agree/update', token, { is_push_send_agree: true })
    await call('/user/night/push/agree/update', token, { is_night_push_send_agree: true })
    await backend.db.query(
      "insert into user_devices (user_id, mobile_device_id, mobile_os_code, mobile_device_token) values ($1, 'd', 'A', 't')",
      [userId],
    )

    const answer = await call('/user/withdraw', token, { reason: 'OTHER', reason_text: '  이사를 가요  ', password: 'Oldpass1!' })
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })

    expect(await userRow(userId)).toMatchObject({ status: 'WITHDRAWN', mobile_push_code: 'N', mobile_night_push_code: 'N' })
    expect(await backend.db.query('select reason_code, reason_text from user_withdrawals where user_id = $1', [userId])).toEqual([
      { reason_code: 'OTHER', reason_text: '이사를 가요' },
    ])
    expect(await backend.db.query('select 1 from sessions where user_id = $1', [userId])).toEqual([])
    expect(await backend.db.query('select 1 from user_devices where user_id = $1', [userId])).toEqual([])

    // The ended session is an ordinary 401; signing in again is the spec's withdrawn answer.
    for (const t of [token, second]) expect((await call('/user/detail', t)).body).toMatchObject({ code: 'UNAUTHORIZED' })
    expect((await call('/user/detail', token)).status).toBe(401)
    const again = await login(backend, email, 'Oldpass1!')
    expect(again).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', message: 'already withdrawn user' } })
  })

  it('withdraws a social-only member with a key sent to their number instead of a password', async () => {
    const token = await signIn(backend, DEMO_USERS.apple)
    // The session alone is not enough; the key proves the phone (backend/test/reauth.test.ts).
    const key = await sentKey('01089012345')
    expect(await call('/user/withdraw', token, { reason: 'RARELY_USED', certification_key: key })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect((await userRow(DEMO_USERS.apple))?.status).toBe('WITHDRAWN')
    expect(await backend.db.query('select reason_code, reason_text from user_withdrawals where user_id = $1', [DEMO_USERS.apple])).toEqual([
      { reason_code: 'RARELY_USED', reason_text: null },
    ])
  })

  it('refuses a missing or wrong password and a bad reason, changing nothing', async () => {
    const { userId } = await newMember('Oldpass1!')
    const token = await signIn(backend, userId)
    const before = await userRow(userId)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reason: 'PRICE' }, 'password', 'INVALID_FORMAT'],
      [{ reason: 'PRICE', password: '' }, 'password', 'INVALID_FORMAT'],
      [{ reason: 'PRICE', password: 'Wrongpass1!' }, 'password', 'PASSWORD_MISMATCH'],
      [{ reason: 'BORED', password: 'Oldpass1!' }, 'reason', 'INVALID_FORMAT'],
      [{ password: 'Oldpass1!' }, 'reason', 'INVALID_FORMAT'],
      [{ reason: 'OTHER', reason_text: '가'.repeat(501), password: 'Oldpass1!' }, 'reason_text', 'INVALID_FORMAT'],
    ]
    for (const [body, field, reason] of cases) {
      const answer = await call('/user/withdraw', token, body)
      expect([JSON.stringify(body), answer.status, answer.body.code, answer.body.reason, answer.body.field]).toEqual([
        JSON.stringify(body),
        400,
        'BAD_REQUEST',
        reason,
        field,
      ])
    }
    expect((await call('/user/withdraw', token, { reason: 'PRICE', password: 'Wrongpass1!' })).body.message).toBe('비밀번호가 맞지 않아요.')
    expect(await userRow(userId)).toEqual(before)
    expect(await backend.db.query('select 1 from user_withdrawals where user_id = $1', [userId])).toEqual([])
    expect((await detail(token)).status_code).toBe(200)
    // 500 characters exactly is fine.
    expect((await call('/user/withdraw', token, { reason: 'OTHER', reason_text: '가'.repeat(500), password: 'Oldpass1!' })).status).toBe(
      200,
    )
  })

  it('is refused to a blacklisted member like every V2 call', async () => {
    const token = await signIn(backend, DEMO_USERS.blacklist)
    expect(await call('/user/withdraw', token, { reason: 'PRICE', password: DEMO_PASSWORD })).toMatchObject({
      status: 403,
      body: { code: 'BLACK_LISTED_USER' },
    })
    expect((await userRow(DEMO_USERS.blacklist))?.status).toBe('BLACKLISTED')
  })
})
