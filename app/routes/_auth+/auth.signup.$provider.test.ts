import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { readAuth } from '~/session/auth.server'
import { signupKey } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, honeypotFields, visit } from '../../../tests/fixtures/route-browser'
import { providerReturn } from '../../../tests/fixtures/route-members'
import { loader as callback } from './auth.signin_.callback.$provider'
import { action, headers, loader } from './auth.signup.$provider'

/** Finishing sign-up for a new social account (R2.1): the agreements of decision 049, the key of decision 042. */
const live = liveBackendForFile()

let people = 0

/** A browser that came back from Kakao with an account V2 does not know: on its way to /auth/signup/kakao. */
async function newKakaoShopper(next = '/main/tab/3') {
  people += 1
  const email = `social${process.pid}x${people}@petshop.test`
  const browser = new Browser()
  const back = await providerReturn(live.backend, browser, 'kakao', { newAccount: { email, nickname: '새카카오' } }, next)
  const answer = await visit(browser, callback, back, {}, { provider: 'kakao' })
  expect(answer.headers.get('location')).toBe('/auth/signup/kakao')
  const mobileNo = `0106${String(process.pid % 1000).padStart(3, '0')}${String(people).padStart(4, '0')}`
  const typed = { name: '김소셜', nickname: `소셜${people}${process.pid % 1000}`, mobileNo }
  return { browser, email, typed }
}

const usersWith = (email: string) =>
  live.backend.db.query<{ nickname: string; signup_channel: string; password_hash: string | null; marketing_agree: boolean }>(
    'select nickname, signup_channel, password_hash, marketing_agree from users where email = $1',
    [email],
  )

const submit = async (browser: Browser, fields: Record<string, string>, provider = 'kakao') =>
  visit(browser, action, `/auth/signup/${provider}`, formPost({ ...fields, ...(await honeypotFields()) }), { provider })

type Reply = { result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }

describe('the page', () => {
  test('[R2.1] shows the provider in Korean and the e-mail the provider vouched for; never stored by a shared cache', async () => {
    const { browser, email } = await newKakaoShopper()
    const answer = await visit(browser, loader, '/auth/signup/kakao', {}, { provider: 'kakao' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ providerName: MSG.auth.providers.kakao, email })
    expect(documentCacheControl(headers, answer)).toBe('private, no-cache')
  })

  test('without a social sign-in under way, back to the login page with the expiry notice', async () => {
    const answer = await visit(new Browser(), loader, '/auth/signup/kakao', {}, { provider: 'kakao' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/auth/signin?error=expired')
  })

  test('a Kakao sign-up under way is not finished on the Naver page, and an unknown provider is not found', async () => {
    const { browser } = await newKakaoShopper()
    expect((await visit(browser, loader, '/auth/signup/naver', {}, { provider: 'naver' })).headers.get('location')).toBe(
      '/auth/signin?error=expired',
    )
    expect((await visit(browser, loader, '/auth/signup/facebook', {}, { provider: 'facebook' })).status).toBe(404)
  })
})

describe('가입하기', () => {
  test('[R2.1] with the key and every agreement (전체 동의), the member is made without a password, signed in, and sent to the welcome page', async () => {
    const { browser, email, typed } = await newKakaoShopper('/main/tab/3')
    const certificationKey = await signupKey(live.backend, typed.mobileNo)
    const answer = await submit(browser, { ...typed, certificationKey, agreeAll: 'on' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/auth/signup/complete?next=%2Fmain%2Ftab%2F3')
    const [member] = await usersWith(email)
    // 전체 동의 ticks 마케팅 정보 수신 too (decision 049).
    expect(member).toEqual({ nickname: typed.nickname, signup_channel: 'KAKAO', password_hash: null, marketing_agree: true })
    const [row] = await live.backend.db.query<{ user_id: number }>('select user_id from users where email = $1', [email])
    expect((await readAuth(browser.jar.header()))?.userId).toBe(row?.user_id)
    // The pending sign-up is spent with the sign-in.
    expect((await visit(browser, loader, '/auth/signup/kakao', {}, { provider: 'kakao' })).headers.get('location')).toBe(
      '/auth/signin?error=expired',
    )
  })

  test('[R2.1] a required agreement left unticked: 400 with its Korean message, the typed values kept, no member made, the key still good', async () => {
    const { browser, email, typed } = await newKakaoShopper()
    const certificationKey = await signupKey(live.backend, typed.mobileNo)
    const refused = await submit(browser, { ...typed, certificationKey, agreePrivacy: 'on', agreeAge: 'on' })
    expect(refused.status).toBe(400)
    const reply = (await refused.json()) as Reply
    expect(reply.result.error?.agreeTerms).toEqual([MSG.validation.termsRequired])
    expect(reply.result.initialValue).toMatchObject(typed)
    // The page that echoes a name and a number is never stored.
    expect(documentCacheControl(headers, await visit(browser, loader, '/auth/signup/kakao', {}, { provider: 'kakao' }), refused)).toBe(
      'private, no-store',
    )
    expect(await usersWith(email)).toEqual([])
    expect(await readAuth(browser.jar.header())).toBeNull()
    // Nothing was sent to V2, so the same key finishes the corrected form.
    const agreed = await submit(browser, { ...typed, certificationKey, agreeTerms: 'on', agreePrivacy: 'on', agreeAge: 'on' })
    expect(agreed.headers.get('location')).toMatch(/^\/auth\/signup\/complete\?next=/)
    expect((await usersWith(email))[0]?.marketing_agree).toBe(false)
  })

  test('a taken nickname: 400 with the Korean reason, no member made, and the spent key asked for again (decision 042)', async () => {
    const { browser, email, typed } = await newKakaoShopper()
    const certificationKey = await signupKey(live.backend, typed.mobileNo)
    const refused = await submit(browser, { ...typed, nickname: '코코언니', certificationKey, agreeAll: 'on' })
    expect(refused.status).toBe(400)
    const reply = (await refused.json()) as Reply
    expect(reply.result.error?.nickname).toEqual([MSG.validation.nicknameTaken])
    expect(reply.result.error?.certificationKey).toEqual([MSG.validation.certificationSpent])
    expect(reply.result.initialValue).toMatchObject({ name: typed.name, mobileNo: typed.mobileNo })
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
    expect(await usersWith(email)).toEqual([])
  })

  test('a post without a social sign-in under way stores nothing and goes back to the login page', async () => {
    const answer = await submit(new Browser(), { name: '김소셜', nickname: '몰래가입', mobileNo: '01000000000', agreeAll: 'on' })
    expect(answer.headers.get('location')).toBe('/auth/signin?error=expired')
    const [row] = await live.backend.db.query<{ n: number }>("select count(*)::int as n from users where nickname = '몰래가입'")
    expect(row?.n).toBe(0)
  })
})
