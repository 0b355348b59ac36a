import express, { type ErrorRequestHandler, type Request, type Response, Router } from 'express'
import type { Ctx } from '../context'
import { handle } from '../http/handler'
import { authorizeHandlers, sendPage } from './authorize'
import { errorPage } from './pages'
import { type Provider, providerBySlug } from './providers'
import { tokenHandler } from './token'

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
