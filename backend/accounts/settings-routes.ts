import type { Request, Router } from 'express'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { parseForm } from '../http/validate'
import { changeMobile, changeNickname, changePassword, mobileBody, nicknameBody, passwordBody, withdraw, withdrawBody } from './settings'
import { requireSession } from './tokens'

/** Contract "V2: account settings, push consent and pet edits": profile edits and withdrawal. */
export function registerAccountSettingsRoutes(router: Router, ctx: Ctx): void {
  const session = (req: Request) => requireSession(ctx, sessionToken(req))

  router.post(
    '/user/nickname/update',
    handle(async (req, res) => {
      const { userId } = await session(req)
      res.json(await changeNickname(ctx, userId, parseForm(nicknameBody, req.body).nickname))
    }),
  )

  router.post(
    '/user/mobile/update',
    handle(async (req, res) => {
      const current = await session(req)
      res.json(await changeMobile(ctx, current, parseForm(mobileBody, req.body)))
    }),
  )

  router.post(
    '/user/password/update',
    handle(async (req, res) => {
      const current = await session(req)
      const body = parseForm(passwordBody, req.body)
      res.json(await changePassword(ctx, current, body.current_password, body.new_password))
    }),
  )

  router.post(
    '/user/withdraw',
    handle(async (req, res) => {
      const { userId } = await session(req)
      res.json(await withdraw(ctx, userId, parseForm(withdrawBody, req.body)))
    }),
  )
}
