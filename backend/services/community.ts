import { randomBytes } from 'node:crypto'
import { Router } from 'express'

/** The community service; posts and comments come with the community work. */
export function communityRouter(): Router {
  const router = Router()

  router.post('/cookie', (_req, res) => {
    res.cookie('community_session', randomBytes(24).toString('base64url'), { path: '/', httpOnly: true, sameSite: 'lax' })
    res.json({ ok: true })
  })

  return router
}
