import express, { type Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'

// Spec §7: sent as form data, not JSON.
const deviceBody = z.object({
  mobile_os_code: z.string().min(1).max(4),
  mobile_device_id: z.string().min(1).max(200),
  mobile_device_token: z.string().min(1).max(4096),
  session: z.string().optional(),
})

/** `POST /user/device/update` (spec §7): the app's push token for this member and device. */
export function registerDeviceRoutes(router: Router, ctx: Ctx): void {
  router.post(
    '/user/device/update',
    express.urlencoded({ extended: false, limit: '16kb' }),
    handle(async (req, res) => {
      const body = parseInput(deviceBody, req.body)
      const session = await requireSession(ctx, sessionToken(req))
      await ctx.db.query(
        `insert into user_devices (user_id, mobile_device_id, mobile_os_code, mobile_device_token, updated_at)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id, mobile_device_id) do update
           set mobile_os_code = excluded.mobile_os_code, mobile_device_token = excluded.mobile_device_token, updated_at = excluded.updated_at`,
        [session.userId, body.mobile_device_id, body.mobile_os_code, body.mobile_device_token, ctx.now().toISOString()],
      )
      res.json({ ok: true })
    }),
  )
}
