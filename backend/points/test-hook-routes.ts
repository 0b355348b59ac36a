import type { Router } from 'express'
import { z } from 'zod'
import { POINT_RULES } from '../../app/domain/points'
import type { Ctx } from '../context'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { addDays, credit, lockMember } from './ledger'

const grantBody = z
  .object({
    user_id: z.number().int().min(1).max(2_147_483_647).optional(),
    email: z.string().min(1).max(254).optional(),
    amount: z.number().int().min(1).max(10_000_000),
  })
  .refine((body) => (body.user_id === undefined) !== (body.email === undefined), 'user_id 또는 email 중 하나만 보내요.')

/**
 * Contract "Test hooks (shopping)", mounted with the other test hooks at /v2/test: gives a member
 * points as an `EVENT` lot valid for a year (decision 044), through the ledger's own `credit`, so
 * the load run's fresh members have 적립금 to spend.
 */
export function registerPointsTestHooks(router: Router, ctx: Ctx): void {
  router.post(
    '/points/grant',
    handle(async (req, res) => {
      const body = parseInput(grantBody, req.body)
      const now = ctx.now()
      const answer = await ctx.db.transaction(async (tx) => {
        const [member] = await tx.query<{ user_id: number }>(
          body.user_id !== undefined
            ? 'select user_id from users where user_id = $1'
            : 'select user_id from users where lower(email) = lower($1)',
          [body.user_id ?? body.email],
        )
        if (!member) return null
        await lockMember(tx, member.user_id)
        const expiresAt = addDays(now, POINT_RULES.validityDays)
        await credit(tx, { userId: member.user_id, kind: 'EARN', reason: 'EVENT', amount: body.amount, expiresAt, at: now })
        return { ok: true, user_id: member.user_id, amount: body.amount, expires_at: expiresAt.toISOString() }
      })
      if (!answer) throw new HttpError(404, 'NOT_FOUND')
      res.json(answer)
    }),
  )
}
