import { readFileSync } from 'node:fs'
import type { ActionFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { createRemixStub } from '@remix-run/testing'
import { HttpResponse, http } from 'msw'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { SEND_CODE_INTENT, SEND_CURRENT_CODE_INTENT } from '~/domain/account-security'
import { commitAuth } from '~/session/auth.server'
import { pendingSocialCookie } from '~/session/cookies.server'
import { signDeviceId } from '~/session/device-id.server'
import { getHoneypot } from '~/session/honeypot.server'
import { silenceLayoutEffectWarning } from '../../tests/fixtures/render'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { ROUTES_DIR, routeModules } from '../../tests/support/route-modules'
import * as link from './_auth+/auth.account.link'
import * as signin from './_auth+/auth.signin_.email'
import * as find from './_auth+/auth.signin_.email_.find'
import * as signupEmail from './_auth+/auth.signup.email'
import * as mobile from './_my+/my.information.mobile'
import * as password from './_my+/my.information.password'
import * as withdraw from './_my+/my.withdraw'

/**
 * Decision 042 (finding 7): a typed password never comes back. Every form with a password input
 * is posted with a distinctive password in every password field, once for each of its buttons
 * (인증번호 받기, 현재 번호로 인증번호 받기, the submit) and with a form V2 refuses or the shop's
 * rules refuse; the action's whole answer (body and headers) and the page rendered from it are
 * searched for the password. What else was typed comes back.
 */

const server = setupMockBackends()
silenceLayoutEffectWarning()

const SECRET = 'Zq8#leakMe!7'
const EMAIL = 'typed41@petshop.test'

const refusal = (reason: string, field: string | undefined, message: string) =>
  HttpResponse.json({ code: 'BAD_REQUEST', reason, ...(field ? { field } : {}), message }, { status: 400 })

const detail = {
  user_info: { status_code: 200, user_id: 5, nickname: '코코언니', mobile_no: '01012345678', has_password: true },
  user_delivery_data: null,
  user_total: {},
  pet_list: [],
}

/** V2 refuses every change, so each form comes back with what was typed. */
function refusingV2() {
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/user/certification/send`, () => HttpResponse.json({ expires_in: 180 })),
    http.post(`${MOCK_URLS.V2_API_URL}/user/signup/email`, () => refusal('EMAIL_REGISTERED', 'email', '이미 가입된 이메일이에요.')),
    http.post(`${MOCK_URLS.V2_API_URL}/auth/login`, () =>
      refusal('INVALID_CREDENTIALS', 'password', '이메일 또는 비밀번호가 일치하지 않아요.'),
    ),
    http.post(`${MOCK_URLS.V2_API_URL}/user/password/reset`, () =>
      refusal('CERTIFICATION_INVALID', 'certification_key', '인증번호가 일치하지 않아요.'),
    ),
    http.post(`${MOCK_URLS.V2_API_URL}/user/password/update`, () =>
      refusal('PASSWORD_MISMATCH', 'current_password', '현재 비밀번호가 맞지 않아요.'),
    ),
    http.post(`${MOCK_URLS.V2_API_URL}/user/mobile/update`, () =>
      refusal('PASSWORD_MISMATCH', 'current_password', '현재 비밀번호가 맞지 않아요.'),
    ),
    http.post(`${MOCK_URLS.V2_API_URL}/user/withdraw`, () => refusal('PASSWORD_MISMATCH', 'password', '비밀번호가 맞지 않아요.')),
    http.post(`${MOCK_URLS.V2_API_URL}/user/link/social`, () =>
      refusal('INVALID_CREDENTIALS', 'password', '이메일 또는 비밀번호가 일치하지 않아요.'),
    ),
    http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => HttpResponse.json(detail)),
  )
}

async function memberCookies() {
  const auth = await commitAuth(
    { accessToken: 'tok', refreshToken: 'r', tokenExpireDate: new Date(Date.now() + 3_600_000).toISOString(), traceId: '' },
    5,
    { deviceId: 'dev-pw', osCode: 'P' },
  )
  return [`pd_device=${signDeviceId('dev-pw')}`, auth.split(';')[0] ?? '']
}

async function pendingSocial(kind: 'signup' | 'link') {
  const cookie = await pendingSocialCookie().serialize({ provider: 'KAKAO', token: 'pending-token', email: EMAIL, kind, next: '/' })
  return [`pd_device=${signDeviceId('dev-pw')}`, cookie.split(';')[0] ?? '']
}

type Page = {
  name: string
  /** The route's file under app/routes. */
  file: string
  path: string
  module: { action: (args: ActionFunctionArgs) => Promise<Response>; default: ComponentType }
  loaderData: unknown
  cookies: () => Promise<string[]>
  /** Everything the form has, typed as a shopper would; every password field holds SECRET. */
  fields: Record<string, string>
  intents: (string | null)[]
  /** Text typed into the form that must come back (not a secret). */
  kept: string[]
  /** Checkboxes ticked that must stay ticked. */
  ticked?: string[]
}

const honeypot = () => ({
  name__confirm: '',
  from__confirm: getHoneypot().getInputProps({ validFromTimestamp: Date.now() - 1000 }).encryptedValidFrom ?? '',
})
const guest = async () => [`pd_device=${signDeviceId('dev-pw')}`]

const PAGES: Page[] = [
  {
    name: '회원가입 (이메일)',
    file: '_auth+/auth.signup.email.tsx',
    path: '/auth/signup/email',
    module: signupEmail,
    loaderData: { next: '/' },
    cookies: guest,
    fields: {
      ...honeypot(),
      email: EMAIL,
      password: SECRET,
      passwordConfirm: SECRET,
      name: '김비밀',
      nickname: '비밀지킴이41',
      mobileNo: '01041414141',
      certificationKey: '12345',
      agreeTerms: 'on',
      agreePrivacy: 'on',
      agreeAge: 'on',
      agreeMarketing: 'on',
      next: '/',
    },
    intents: [SEND_CODE_INTENT, null],
    kept: [EMAIL, '비밀지킴이41', '01041414141'],
    ticked: ['agreeMarketing'],
  },
  {
    name: '로그인',
    file: '_auth+/auth.signin_.email.tsx',
    path: '/auth/signin/email',
    module: signin,
    loaderData: { next: '/' },
    cookies: guest,
    fields: { ...honeypot(), email: EMAIL, password: SECRET, redirectTo: '/' },
    intents: [null],
    kept: [EMAIL],
  },
  {
    name: '비밀번호 재설정',
    file: '_auth+/auth.signin_.email_.find.tsx',
    path: '/auth/signin/email/find',
    module: find,
    loaderData: { mode: 'password' },
    cookies: guest,
    fields: {
      ...honeypot(),
      mode: 'password',
      email: EMAIL,
      mobileNo: '01041414141',
      certificationKey: '12345',
      password: SECRET,
      passwordConfirm: SECRET,
    },
    intents: [SEND_CODE_INTENT, null],
    kept: [EMAIL, '01041414141'],
  },
  {
    name: '비밀번호 변경',
    file: '_my+/my.information.password.tsx',
    path: '/my/information/password',
    module: password,
    loaderData: null,
    cookies: memberCookies,
    fields: { currentPassword: SECRET, password: `${SECRET}x`, passwordConfirm: `${SECRET}x` },
    intents: [null],
    kept: [],
  },
  {
    name: '휴대폰 번호 변경',
    file: '_my+/my.information.mobile.tsx',
    path: '/my/information/mobile',
    module: mobile,
    loaderData: { hasPassword: true, maskedNumber: '010-****-5678' },
    cookies: memberCookies,
    fields: { currentPassword: SECRET, mobileNo: '01041414141', certificationKey: '12345' },
    intents: [SEND_CURRENT_CODE_INTENT, SEND_CODE_INTENT, null],
    kept: ['01041414141'],
  },
  {
    name: '회원 탈퇴',
    file: '_my+/my.withdraw.tsx',
    path: '/my/withdraw',
    module: withdraw,
    loaderData: { nickname: '코코언니', hasPassword: true, maskedNumber: '010-****-5678' },
    cookies: memberCookies,
    fields: { reason: 'OTHER', reasonText: '잠시 쉬어요', password: SECRET, agree: 'on' },
    intents: [SEND_CURRENT_CODE_INTENT, null],
    kept: ['잠시 쉬어요'],
  },
  {
    name: '계정 연결',
    file: '_auth+/auth.account.link.tsx',
    path: '/auth/account/link',
    module: link,
    loaderData: { email: EMAIL, providerName: '카카오' },
    cookies: () => pendingSocial('link'),
    fields: { ...honeypot(), password: SECRET },
    intents: [null],
    kept: [],
  },
]

async function post(page: Page, fields: Record<string, string>) {
  const body = new URLSearchParams(fields)
  const request = new Request(`http://shop.test${page.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: (await page.cookies()).join('; ') },
    body,
  })
  const answer = await page.module.action({ request, params: {}, context: { cspNonce: '', appendSetCookie: () => {} } }).catch((thrown) => {
    if (thrown instanceof Response) return thrown
    throw thrown
  })
  return answer
}

/** The page as the browser gets it after the answer: the route rendered with the answer's data. */
function render(page: Page, actionData: unknown): string {
  const Stub = createRemixStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ id: 'page', path: page.path.slice(1), Component: page.module.default }] },
  ])
  return renderToString(
    <Stub
      initialEntries={[page.path]}
      hydrationData={{ loaderData: { root: null, page: page.loaderData }, actionData: { page: actionData } }}
    />,
  )
}

const variants = (page: Page) =>
  page.intents.flatMap((intent) => {
    const withIntent = intent ? { ...page.fields, intent } : page.fields
    // Refused by V2 (or answered, for the code buttons), and refused by the form's own rules.
    const broken = { ...withIntent, ...(page.fields.passwordConfirm ? { passwordConfirm: `${SECRET}-other` } : { password: `${SECRET}` }) }
    return [
      { label: intent ?? 'submit', fields: withIntent },
      { label: `${intent ?? 'submit'} (a rule broken)`, fields: { ...broken, ...(page.fields.agreeTerms ? { agreeTerms: '' } : {}) } },
    ]
  })

describe('typed passwords never come back (decision 042)', () => {
  for (const page of PAGES) {
    test(`${page.name}: no answer and no page after it carries the typed password; what else was typed stays`, async () => {
      refusingV2()
      for (const variant of variants(page)) {
        const answer = await post(page, variant.fields)
        const where = `${page.path} ${variant.label}`
        expect(answer.status, where).toBeLessThan(500)
        const text = await answer.text()
        const headers = [...answer.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n')
        expect(text, where).not.toContain(SECRET)
        expect(headers, where).not.toContain(SECRET)
        if (!answer.headers.get('content-type')?.includes('json')) continue
        const html = render(page, JSON.parse(text))
        expect(html, where).toMatch(/type="password"/)
        expect(html, where).not.toContain(SECRET)
        // Every password input renders without a value.
        for (const input of html.match(/<input[^>]*type="password"[^>]*>/g) ?? []) expect(input, where).not.toMatch(/value=/)
        for (const typed of page.kept) expect(html, where).toContain(typed)
        for (const name of page.ticked ?? []) expect(html, where).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*checked`))
      }
    })
  }
})

test('every route with a password input is one of the pages above', () => {
  const routes = routeModules().filter((name) => name.endsWith('.tsx'))
  // ReauthFields renders the current password for a member who has one.
  const withPassword = routes.filter((name) => /type="password"|<ReauthFields/.test(readFileSync(`${ROUTES_DIR}${name}`, 'utf8')))
  const covered = PAGES.map((page) => page.file)
  expect(withPassword.sort()).toEqual([...covered].sort())
})
