import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clearAllCaches } from '~/backends/cache.server'
import { resetEnvForTests } from '~/config.server'
import { SEND_CODE_INTENT } from '~/domain/account-security'
import * as MSG from '~/domain/messages'
import { signDeviceId } from '~/session/device-id.server'
import { getHoneypot } from '~/session/honeypot.server'
import type { RunningBackend } from '../../../backend/index'
import { startTestBackend } from '../../../backend/test/helpers'
import { action } from './auth.signup.email'

/**
 * Decision 042 at the sign-up page, against the embedded V2: a refused sign-up spent its key, and
 * the page says so; the same 가입하기 twice (a double-click) still ends signed in.
 */

let backend: RunningBackend

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
  Object.assign(process.env, { V2_API_URL: `${backend.url}/v2`, BFF_API_URL: `${backend.url}/bff` })
  resetEnvForTests()
  clearAllCaches()
})
afterAll(() => backend.close())

let numbers = 0
const honeypot = () => ({
  name__confirm: '',
  from__confirm: getHoneypot().getInputProps({ validFromTimestamp: Date.now() - 1000 }).encryptedValidFrom ?? '',
})

function post(fields: Record<string, string>) {
  const request = new Request('http://shop.test/auth/signup/email', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `pd_device=${signDeviceId('dev-signup41')}` },
    body: new URLSearchParams({ ...honeypot(), ...fields }),
  })
  return action({ request, params: {}, context: { cspNonce: '', appendSetCookie: () => {} } })
}

/** The form as typed, after 인증번호 받기 through the page and the key read from the phone. */
async function typedForm(overrides: Record<string, string> = {}) {
  numbers += 1
  const mobileNo = `0104200${String(numbers).padStart(4, '0')}`
  const form = {
    email: `page41.${numbers}@petshop.test`,
    password: 'Pagepass41!',
    passwordConfirm: 'Pagepass41!',
    name: '김페이지',
    nickname: `페이지${numbers}`,
    mobileNo,
    agreeTerms: 'on',
    agreePrivacy: 'on',
    agreeAge: 'on',
    next: '/',
    ...overrides,
  }
  expect((await post({ ...form, intent: SEND_CODE_INTENT })).status).toBe(200)
  const outbox = await (await fetch(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)).json()
  return { ...form, certificationKey: outbox.messages[0].certificationKey as string }
}

type Reply = { result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }

describe('the sign-up page and its key (decision 042)', () => {
  test('a double-clicked 가입하기: both posts go to the welcome page signed in, and one member is made', async () => {
    const form = await typedForm()
    const [first, second] = await Promise.all([post(form), post(form)])
    for (const answer of [first, second]) {
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toMatch(/^\/auth\/signup\/complete/)
      expect(answer.headers.get('set-cookie')).toMatch(/petshop_session=/)
    }
    // Pressed again after the first answer: the same.
    const again = await post(form)
    expect(again.headers.get('location')).toMatch(/^\/auth\/signup\/complete/)
    const [row] = await backend.db.query<{ n: number }>('select count(*)::int as n from users where email = $1', [form.email])
    expect(row?.n).toBe(1)
  })

  test('a sign-up refused as taken empties the key and says to get a new one; the old key then answers no other form', async () => {
    const form = await typedForm({ nickname: '코코언니' })
    const refused = await post(form)
    expect(refused.status).toBe(400)
    const reply = (await refused.json()) as Reply
    expect(reply.result.error?.nickname).toEqual([MSG.validation.nicknameTaken])
    expect(reply.result.error?.certificationKey).toEqual([MSG.validation.certificationSpent])
    expect(reply.result.initialValue?.certificationKey).toBeUndefined()
    expect(reply.result.initialValue).toMatchObject({ email: form.email, nickname: '코코언니', mobileNo: form.mobileNo })

    const corrected = await post({ ...form, nickname: `고친닉${numbers}` })
    const second = (await corrected.json()) as Reply
    expect(second.result.error?.certificationKey).toEqual([MSG.validation.certificationUsed])
  })

  test('a required agreement left unticked: its Korean error under it, and no member is made (decision 049)', async () => {
    const { agreeAge: _age, ...form } = await typedForm()
    const refused = await post(form)
    expect(refused.status).toBe(400)
    const reply = (await refused.json()) as Reply
    expect(reply.result.error?.agreeAge).toEqual([MSG.validation.ageRequired])
    expect(reply.result.error?.agreeTerms).toBeUndefined()
    const [row] = await backend.db.query<{ n: number }>('select count(*)::int as n from users where email = $1', [form.email])
    expect(row?.n).toBe(0)
  })

  test('전체 동의 alone, without JavaScript, agrees to all: the member is made with 마케팅 정보 수신 and its push consent dated', async () => {
    const { agreeTerms: _t, agreePrivacy: _p, agreeAge: _a, ...form } = await typedForm()
    const answer = await post({ ...form, agreeAll: 'on' })
    expect(answer.status).toBe(302)
    const [row] = await backend.db.query<{ marketing: boolean; push: string; dated: boolean }>(
      `select marketing_agree as marketing, mobile_push_code as push, marketing_agree_at is not null and push_agree_date is not null as dated
         from users where email = $1`,
      [form.email],
    )
    expect(row).toEqual({ marketing: true, push: 'Y', dated: true })
  })
})
