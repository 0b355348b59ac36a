import { describe, expect, test } from 'vitest'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { signUpByEmail } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, signIn, signInNext, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader } from './auth.signup.complete'

/** The welcome page after sign-up, with the coupon the banner promised (decision 027). */
const live = liveBackendForFile()

type Welcome = { nickname: string; next: string; coupon: { title: string; expiresAt: string | null; discountValue: number } | null }
const welcome = async (browser: Browser, path: string) => {
  const answer = await visit(browser, loader, path)
  expect(answer.status).toBe(200)
  return { answer, page: (await answer.json()) as Welcome }
}

describe('the welcome page', () => {
  test('a guest is sent to sign in, to come back to the same page', async () => {
    const answer = await visit(new Browser(), loader, '/auth/signup/complete?next=%2Fmain%2Ftab%2F3')
    expect(signInNext(answer)).toBe('/auth/signup/complete?next=%2Fmain%2Ftab%2F3')
  })

  test('[decision 027] a member who just signed up is welcomed by nickname, with the sign-up coupon V2 issued and the way on', async () => {
    const mobile = `0105${String(process.pid % 1000).padStart(3, '0')}0001`
    const email = `welcome${process.pid}@petshop.test`
    const { token } = await signUpByEmail(live.backend, { email, nickname: `환영${process.pid % 1000}`, mobile_no: mobile })
    const browser = new Browser()
    expect((await signIn(browser, email, 'Newpass12!')).status).toBe(302)
    const { answer, page } = await welcome(browser, '/auth/signup/complete?next=%2Fmain%2Ftab%2F3')
    const held = await v2Call(live.backend, '/coupon/signup', token, {})
    expect(held.body.issued).toBe(true)
    expect(page.nickname).toBe(`환영${process.pid % 1000}`)
    expect(page.next).toBe('/main/tab/3')
    expect(page.coupon).toMatchObject({
      title: held.body.coupon.title,
      discountValue: held.body.coupon.discount_value,
      expiresAt: held.body.expires_at,
    })
    expect(page.coupon?.expiresAt).toEqual(expect.any(String))
    // Personal (a nickname, a coupon): never shared; the shell's private answer.
    expect(documentCacheControl(undefined, answer)).toBe('private, no-cache')
  })

  test('a member without the coupon sees none, and a next to another site becomes home', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'welcomeplain')
    const { page } = await welcome(browser, '/auth/signup/complete?next=%2F%2Fevil.example')
    const [row] = await live.backend.db.query<{ nickname: string }>('select nickname from users where user_id = $1', [member.userId])
    expect(page).toEqual({ nickname: row?.nickname, next: '/', coupon: null })
  })
})
