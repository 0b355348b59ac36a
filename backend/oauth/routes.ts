import { randomBytes } from 'node:crypto'
import express, { type ErrorRequestHandler, type Request, type Response, Router } from 'express'
import { z } from 'zod'
import type { Ctx } from '../context'
import { handle } from '../http/handler'
import { sendPage } from '../http/html-page'
import { appleUser, createProviderAccount, findProviderAccount, listProviderAccounts, type ProviderAccount } from './accounts'
import { ACCESS_TOKEN_TTL_S, issueCode, redeemCode } from './codes'
import { consentPage, errorPage, formPostPage } from './pages'
import { type AuthorizeParams, consentSigner, paramFields, readAuthorizeParams } from './params'
import { type Provider, providerBySlug } from './providers'

const newAccount = z.object({
  email: z.string().trim().toLowerCase().max(100).email('이메일 형식이 올바르지 않아요.'),
  nickname: z.string().trim().min(1, '닉네임을 입력해 주세요.').max(20, '닉네임은 20자 이내로 입력해 주세요.'),
})

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
function authorizeHandlers(ctx: Ctx) {
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

type TokenError = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type'

/** RFC 6749 §5.2 error answer; token answers are never cached. */
function fail(res: Response, error: TokenError): void {
  res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' })
  res.status(error === 'invalid_client' ? 401 : 400).json({ error })
}

const text = (body: Record<string, unknown>, name: string) => {
  const value = body[name]
  return typeof value === 'string' && value.length > 0 && value.length <= 2000 ? value : undefined
}

/** POST /oauth/{provider}/token: the shop's server trades a code and its PKCE verifier for a provider token. */
function tokenHandler(ctx: Ctx) {
  return async (req: Request, res: Response, provider: Provider) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    if (text(body, 'grant_type') !== 'authorization_code') return fail(res, 'unsupported_grant_type')
    const code = text(body, 'code')
    const redirectUri = text(body, 'redirect_uri')
    const clientId = text(body, 'client_id')
    const codeVerifier = text(body, 'code_verifier')
    if (!code || !redirectUri || !clientId || !codeVerifier) return fail(res, 'invalid_request')
    if (clientId !== provider.clientId) return fail(res, 'invalid_client')
    // RFC 7636 §4.1: 43–128 unreserved characters.
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(codeVerifier)) return fail(res, 'invalid_grant')
    const token = await redeemCode(ctx, provider.code, { code, clientId, redirectUri, codeVerifier })
    if (!token) return fail(res, 'invalid_grant')
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' })
    res.json({ access_token: token, token_type: 'bearer', expires_in: ACCESS_TOKEN_TTL_S })
  }
}

const isTokenCall = (req: Request) => /\/token\/?$/.test(req.path)

/**
 * The OAuth 2.0 authorization servers the stand-in plays for Kakao, Naver and Apple. The shop
 * mounts this router at /oauth on its own origin (browser pages); the backend serves it at
 * /oauth too, where the shop's server calls /token. It answers every path below it itself,
 * errors included, so nothing falls through to the shop's pages.
 */
export function oauthRouter(ctx: Ctx, log: (error: unknown) => void): Router {
  const router = Router()
  const authorize = authorizeHandlers(ctx)
  const token = tokenHandler(ctx)
  // Forms post url-encoded; the shop may have parsed the body already, then this does nothing.
  router.use(express.urlencoded({ extended: false, limit: '16kb' }))

  const withProvider = (fn: (req: Request, res: Response, provider: Provider) => Promise<void>) =>
    handle(async (req, res) => {
      const provider = providerBySlug(req.params.provider)
      if (!provider) {
        if (isTokenCall(req)) return res.status(404).json({ error: 'invalid_request' })
        return sendPage(res, 404, errorPage('지원하지 않는 로그인 방법이에요.'))
      }
      await fn(req, res, provider)
    })

  router.get('/:provider/authorize', withProvider(authorize.show))
  router.post('/:provider/authorize', withProvider(authorize.decide))
  router.post('/:provider/token', withProvider(token))

  router.use((req, res) => {
    if (isTokenCall(req)) return res.status(404).json({ error: 'invalid_request' })
    sendPage(res, 404, errorPage('페이지를 찾을 수 없어요.'))
  })
  const errors: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error)
    const status = (error as { status?: unknown }).status
    // body-parser's own refusals (too large, malformed) are the client's; anything else is logged.
    const clientError = typeof status === 'number' && status >= 400 && status < 500
    if (!clientError) log(error)
    if (isTokenCall(req)) return res.status(clientError ? 400 : 500).json({ error: clientError ? 'invalid_request' : 'server_error' })
    sendPage(res, clientError ? 400 : 500, errorPage(clientError ? '요청을 읽을 수 없어요.' : '잠시 후 다시 시도해 주세요.'))
  }
  router.use(errors)
  return router
}
