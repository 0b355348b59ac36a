import type { Router } from 'express'
import { z } from 'zod'
import * as field from '../accounts/fields'
import { requireSession } from '../accounts/tokens'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseForm } from '../http/validate'
import { formatKstWallClock, NIGHT_NEEDS_PUSH, type PushCodes, parseKstWallClock } from './push'

const agree = (name: string) =>
  z.boolean({ required_error: `${name}를 보내 주세요.`, invalid_type_error: `${name}는 true 또는 false예요.` })

const pushBody = z.object({ is_push_send_agree: agree('is_push_send_agree'), ...field.withSession })
const nightBody = z.object({ is_night_push_send_agree: agree('is_night_push_send_agree'), ...field.withSession })
const declineBody = z.object({ ...field.withSession })
const DATE_RULE = '동의 일시는 YYYY-MM-DD HH:mm:ss 형식의 올바른 날짜예요.'
const dateBody = z.object({
  is_push_agree: agree('is_push_agree'),
  push_agree_date: z
    .string({ required_error: DATE_RULE, invalid_type_error: DATE_RULE })
    .refine((value) => parseKstWallClock(value) !== null, DATE_RULE),
  ...field.withSession,
})

/** Contract "V2: account settings, push consent and pet edits": the three push calls. */
export function registerPushRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx

  // Turning push off turns night push off in the same statement (night ads need push consent).
  router.post(
    '/user/push/agree/update',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      const body = parseForm(pushBody, req.body)
      const [codes] = await db.query<PushCodes>(
        `update users set mobile_push_code = $2::text,
                          mobile_night_push_code = case when $2::text = 'Y' then mobile_night_push_code else 'N' end,
                          -- Decision 050: turning push off is a refusal; the half-sheet keeps quiet after it.
                          push_sheet_declined_at = case when $2::text = 'N' then now() else push_sheet_declined_at end
          where user_id = $1 returning mobile_push_code, mobile_night_push_code`,
        [session.userId, body.is_push_send_agree ? 'Y' : 'N'],
      )
      if (!codes) throw new HttpError(401, 'UNAUTHORIZED')
      res.json(codes)
    }),
  )

  // One statement: night 'Y' is written only while push is 'Y', so a racing push-off cannot be undone.
  router.post(
    '/user/night/push/agree/update',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      const body = parseForm(nightBody, req.body)
      const night = body.is_night_push_send_agree ? 'Y' : 'N'
      const [codes] = await db.query<PushCodes>(
        `update users set mobile_night_push_code = $2::text
          where user_id = $1 and ($2::text = 'N' or mobile_push_code = 'Y') returning mobile_push_code, mobile_night_push_code`,
        [session.userId, night],
      )
      if (!codes) throw new HttpError(400, 'BAD_REQUEST', NIGHT_NEEDS_PUSH, { reason: 'PUSH_AGREE_REQUIRED' })
      res.json(codes)
    }),
  )

  // Decision 050: 다음에 할게요 on the push half-sheet, kept with the member so every device honours it.
  router.post(
    '/user/push/sheet/decline',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      parseForm(declineBody, req.body)
      const [row] = await db.query<{ push_sheet_declined_at: Date }>(
        'update users set push_sheet_declined_at = now() where user_id = $1 returning push_sheet_declined_at',
        [session.userId],
      )
      if (!row) throw new HttpError(401, 'UNAUTHORIZED')
      res.json({ push_sheet_declined_at: row.push_sheet_declined_at.toISOString() })
    }),
  )

  router.post(
    '/user/push/agree/date/update',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      const body = parseForm(dateBody, req.body)
      const instant = parseKstWallClock(body.push_agree_date)
      if (!instant) throw new HttpError(400, 'BAD_REQUEST', DATE_RULE, { reason: 'INVALID_FORMAT', field: 'push_agree_date' })
      const [row] = await db.query<{ push_agree_date: Date }>(
        'update users set push_agree_date = $2 where user_id = $1 returning push_agree_date',
        [session.userId, instant.toISOString()],
      )
      if (!row) throw new HttpError(401, 'UNAUTHORIZED')
      res.json({ push_agree_date: formatKstWallClock(row.push_agree_date) })
    }),
  )
}
