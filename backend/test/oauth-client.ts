import { createHash, randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { RunningBackend } from '../index'
import { postForm } from './helpers'

/** What the shop does in the browser and on its server during an OAuth sign-in, for the tests. */

export const REDIRECT = 'http://127.0.0.1:3000/auth/signin/callback/kakao'

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export function authorizeUrl(backend: RunningBackend, provider: string, overrides: Record<string, string | undefined> = {}) {
  const params: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: `petshop-${provider}`,
    redirect_uri: REDIRECT,
    state: 'state-123',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
    ...overrides,
  }
  const url = new URL(`${backend.url}/oauth/${provider}/authorize`)
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value)
  return url.toString()
}

const decodeEntities = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

export type HtmlForm = { action: string; fields: Record<string, string>; html: string }

/** The forms of a page, with their hidden fields. */
export function formsOf(html: string): HtmlForm[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map(([whole, action = '', inner = '']) => ({
    action: decodeEntities(action),
    fields: Object.fromEntries(
      [...inner.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, n = '', v = '']) => [
        decodeEntities(n),
        decodeEntities(v),
      ]),
    ),
    html: whole,
  }))
}

/** Submits one of the consent page's forms, the way a browser would. */
export function submit(backend: RunningBackend, form: HtmlForm, extra: Record<string, string> = {}) {
  const action = new URL(form.action, backend.url).toString()
  return postForm(action, { ...form.fields, ...extra })
}

/** Opens the consent page and picks the account with that e-mail. */
export async function chooseAccount(backend: RunningBackend, provider: string, email: string, overrides: Record<string, string> = {}) {
  const page = await fetch(authorizeUrl(backend, provider, overrides))
  expect(page.status).toBe(200)
  const form = formsOf(await page.text()).find((f) => f.html.includes(email))
  if (!form) throw new Error(`no account ${email} on the ${provider} page`)
  return submit(backend, form)
}

/** The whole browser part for Kakao or Naver: the code from the 302. */
export async function codeFor(backend: RunningBackend, provider: string, email: string, challenge: string): Promise<string> {
  const answer = await chooseAccount(backend, provider, email, { code_challenge: challenge })
  expect(answer.status).toBe(302)
  const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code')
  if (!code) throw new Error('no code')
  return code
}

export function exchange(backend: RunningBackend, provider: string, fields: Record<string, string>) {
  return postForm(`${backend.url}/oauth/${provider}/token`, {
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT,
    client_id: `petshop-${provider}`,
    ...fields,
  })
}

/** Browser and server parts together: a provider access token for that account. */
export async function providerToken(backend: RunningBackend, provider: 'kakao' | 'naver', email: string): Promise<string> {
  const { verifier, challenge } = pkcePair()
  const code = await codeFor(backend, provider, email, challenge)
  const answer = await exchange(backend, provider, { code, code_verifier: verifier })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { access_token: string }).access_token
}
