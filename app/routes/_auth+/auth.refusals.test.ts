import { expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, honeypotFields, visit } from '../../../tests/fixtures/route-browser'
import { providerReturn } from '../../../tests/fixtures/route-members'
import * as link from './auth.account.link'
import { loader as callback } from './auth.signin_.callback.$provider'
import * as signIn from './auth.signin_.email'
import * as find from './auth.signin_.email_.find'
import * as signUp from './auth.signup.email'

/**
 * The account forms answer a refusal on themselves with what was typed (an e-mail, a name, a
 * number): that answer, and the page made of it, is never stored (decision 026), whatever the
 * page's own loader chose. Passwords are never echoed at all (decision 042).
 */
const live = liveBackendForFile()

type Route = { loader: unknown; action: unknown; headers?: Parameters<typeof documentCacheControl>[0] }

async function refusal(route: Route, path: string, fields: Record<string, string>, browser = new Browser()) {
  const page = await visit(browser, route.loader, path)
  const refused = await visit(browser, route.action, path, formPost({ ...(await honeypotFields()), ...fields }))
  return { page, refused, document: documentCacheControl(route.headers, page, refused) }
}

test('a wrong password at e-mail sign-in: 400, the e-mail kept, never stored', async () => {
  const { page, refused, document } = await refusal(signIn, '/auth/signin/email', {
    email: 'demo@petshop.test',
    password: 'Wrong-pass-123',
  })
  expect(page.status).toBe(200)
  expect(refused.status).toBe(400)
  expect(refused.headers.get('Cache-Control')).toBe('private, no-store')
  expect(document).toBe('private, no-store')
  const body = JSON.stringify(await refused.json())
  expect(body).toContain('demo@petshop.test')
  expect(body).not.toContain('Wrong-pass-123')
})

test('a malformed number at 아이디 찾기: 400, never stored', async () => {
  const { refused, document } = await refusal(find, '/auth/signin/email/find', { intent: 'find', name: '김보호', mobile: '010-12' })
  expect(refused.status).toBe(400)
  expect(refused.headers.get('Cache-Control')).toBe('private, no-store')
  expect(document).toBe('private, no-store')
})

test('an e-mail sign-up missing its agreements: 400, never stored', async () => {
  const { refused, document } = await refusal(signUp, '/auth/signup/email', { email: 'new@petshop.test', name: '새회원' })
  expect(refused.status).toBe(400)
  expect(refused.headers.get('Cache-Control')).toBe('private, no-store')
  expect(document).toBe('private, no-store')
})

test('a wrong password when linking a social account to a member: 400, never stored, the password not echoed', async () => {
  const browser = new Browser()
  const back = await providerReturn(live.backend, browser, 'kakao', { account: 'link@petshop.test' })
  expect((await visit(browser, callback, back, {}, { provider: 'kakao' })).headers.get('location')).toBe('/auth/account/link')
  const { refused, document } = await refusal(link, '/auth/account/link', { password: 'Wrong-pass-123' }, browser)
  expect(refused.status).toBe(400)
  expect(refused.headers.get('Cache-Control')).toBe('private, no-store')
  expect(document).toBe('private, no-store')
  expect(JSON.stringify(await refused.json())).not.toContain('Wrong-pass-123')
})
