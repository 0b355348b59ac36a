import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { z } from 'zod'
import type { Ctx } from '../context'
import { createProviderAccount, findProviderAccount, listProviderAccounts, type ProviderAccount } from './accounts'
import { issueCode } from './codes'
import { consentPage, errorPage, formPostPage } from './pages'
import { type AuthorizeParams, consentSigner, paramFields, readAuthorizeParams } from './params'
import type { Provider } from './providers'

const newAccount = z.object({
  email: z.string().trim().toLowerCase().max(100).email('이메일 형식이 올바르지 않아요.'),
  nickname: z.string().trim().min(1, '닉네임을 입력해 주세요.').max(20, '닉네임은 20자 이내로 입력해 주세요.'),
})

/** Pages must not be cached, framed or leak their query (state, challenge) to other sites. */
export function sendPage(res: Response, status: number, html: string): void {
  res.status(status)
  res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' })
  // The shop's own CSP wins when it set one (it mounts this router); on the backend's URL this one applies.
  if (!res.get('Content-Security-Policy')) {
    res.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
    )
  }
  if (!res.get('X-Frame-Options')) res.set('X-Frame-Options', 'DENY')
  res.type('html').send(html)
}

type Outcome = { code: string; user?: string } | { error: 'access_denied' }

/** Kakao and Naver redirect with the answer in the query; Apple posts it (form_post). */
function deliver(res: Response, provider: Provider, params: AuthorizeParams, outcome: Outcome): void {
  const fields: Record<string, string> = { ...outcome, state: params.state }
  if (provider.formPost) {
    sendPage(res, 200, formPostPage(provider, params.redirectUri, fields))
    return
  }
  const target = new URL(params.redirectUri)
  for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value)
  res.set('Cache-Control', 'no-store')
  res.redirect(302, target.toString())
}

/** GET and POST /oauth/{provider}/authorize. */
export function authorizeHandlers(ctx: Ctx) {
  const signer = consentSigner(randomBytes(32))

  type Problem = { status: number; error?: string; values?: { email: string; nickname: string } }
  const renderConsent = async (
    req: Request,
    res: Response,
    provider: Provider,
    params: AuthorizeParams,
    { status, error, values }: Problem = { status: 200 },
  ) => {
    const fields = { ...paramFields(params), consent: signer.sign(provider, params) }
    const accounts = await listProviderAccounts(ctx.db, provider.code)
    // baseUrl is where the router is mounted: /oauth on the shop's origin or on the backend's.
    const action = `${req.baseUrl}/${provider.slug}/authorize`
    sendPage(res, status, consentPage({ provider, action, fields, accounts, error, values }))
  }

  const show = async (req: Request, res: Response, provider: Provider) => {
    const params = readAuthorizeParams(provider, req.query)
    if ('error' in params) return sendPage(res, 400, errorPage(params.error, provider))
    await renderConsent(req, res, provider, params)
  }

  const decide = async (req: Request, res: Response, provider: Provider) => {
    const form = (req.body ?? {}) as Record<string, unknown>
    const params = readAuthorizeParams(provider, form)
    if ('error' in params) return sendPage(res, 400, errorPage(params.error, provider))
    if (!signer.verify(provider, params, form.consent)) {
      return sendPage(res, 400, errorPage('로그인 화면이 만료되었어요.', provider))
    }
    if (form.decision === 'cancel') return deliver(res, provider, params, { error: 'access_denied' })

    let account: ProviderAccount | null | undefined
    if (form.decision === 'account' && typeof form.provider_user_id === 'string') {
      account = await findProviderAccount(ctx.db, provider.code, form.provider_user_id)
      if (!account) return renderConsent(req, res, provider, params, { status: 400, error: '선택한 계정을 찾을 수 없어요.' })
    } else if (form.decision === 'new') {
      const input = newAccount.safeParse(form)
      const values = { email: String(form.email ?? ''), nickname: String(form.nickname ?? '') }
      if (!input.success) return renderConsent(req, res, provider, params, { status: 400, error: input.error.issues[0]?.message, values })
      account = await createProviderAccount(ctx.db, provider.code, input.data.email, input.data.nickname, ctx.now())
      if (!account) {
        return renderConsent(req, res, provider, params, { status: 400, error: '이미 있는 계정이에요. 위 목록에서 선택해 주세요.', values })
      }
    } else {
      return sendPage(res, 400, errorPage('선택한 내용을 알 수 없어요.', provider))
    }

    const code = await issueCode(ctx, provider.code, account, params)
    deliver(res, provider, params, { code, ...(await appleUser(ctx, provider, account)) })
  }

  return { show, decide }
}

/** Apple sends `user` (e-mail and name) with the first authorization of an account only. */
async function appleUser(ctx: Ctx, provider: Provider, account: ProviderAccount): Promise<{ user?: string }> {
  if (!provider.formPost) return {}
  const first = await ctx.db.query(
    'update social_accounts set first_authorized_at = $2 where social_account_id = $1 and first_authorized_at is null returning 1 as first',
    [account.social_account_id, ctx.now().toISOString()],
  )
  if (first.length === 0) return {}
  return { user: JSON.stringify({ email: account.email, name: { firstName: account.nickname, lastName: '' } }) }
}
