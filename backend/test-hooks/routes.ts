import { Router } from 'express'
import { z } from 'zod'
import { expireAccessToken } from '../auth/sessions'
import { registerCommerceTestHooks } from '../commerce/test-hook-routes'
import type { Ctx } from '../context'
import { type ErrorCode, HttpError, isErrorCode } from '../http/errors'
import { handle } from '../http/handler'
import { faultPath, type NextFaults } from '../http/next-faults'
import { parseInput } from '../http/validate'
import { registerPointsTestHooks } from '../points/test-hook-routes'
import { DIGESTED_TABLES, WRITTEN_TABLES } from './db-counts'

const expireBody = z.object({ access_token: z.string().min(1).max(200), family: z.boolean().optional() })
const statusBody = z.object({ email: z.string().min(1).max(254), status: z.enum(['ACTIVE', 'WITHDRAWN', 'BLACKLISTED']) })
const faultBody = z.object({
  // A V2 path (with or without /v2); the hooks themselves cannot be made to fail.
  path: z
    .string()
    .regex(/^\/[A-Za-z0-9/_.-]{1,200}$/, 'path는 /로 시작하는 V2 경로예요.')
    .refine((path) => !faultPath(path).startsWith('/test/'), '테스트 훅 경로는 실패시킬 수 없어요.'),
  status: z.number().int().min(400).max(599),
  code: z
    .string()
    .refine((code): code is ErrorCode => isErrorCode(code), 'code는 오류 코드 목록에 있는 값이에요.')
    .optional(),
  message: z.string().min(1).max(300).optional(),
  times: z.number().int().min(1).max(10).default(1),
})

/**
 * Contract "Test hooks", mounted at /v2/test only with `testHooks: true` (never in production):
 * they let browser tests force states that otherwise take an hour or an operator.
 */
export function testHooksRouter(ctx: Ctx, { faults }: { faults: NextFaults }): Router {
  const router = Router()

  // The next `times` V2 calls to `path` answer this error (browser tests of the shop's failure paths).
  router.post(
    '/faults/next',
    handle(async (req, res) => {
      const body = parseInput(faultBody, req.body)
      faults.arm(body.path, { status: body.status, code: body.code as ErrorCode | undefined, message: body.message, times: body.times })
      res.json({ ok: true, path: faultPath(body.path), times: body.times })
    }),
  )

  router.post(
    '/tokens/expire',
    handle(async (req, res) => {
      const body = parseInput(expireBody, req.body)
      if (!(await expireAccessToken(ctx.db, body.access_token, ctx.now(), { family: body.family }))) throw new HttpError(404, 'NOT_FOUND')
      res.json({ ok: true })
    }),
  )

  router.post(
    '/users/status',
    handle(async (req, res) => {
      const body = parseInput(statusBody, req.body)
      // Sessions stay: a withdrawn or blacklisted member's open session is what the shop must handle.
      const [row] = await ctx.db.query<{ user_id: number; status: string }>(
        'update users set status = $2 where lower(email) = lower($1) returning user_id, status',
        [body.email, body.status],
      )
      if (!row) throw new HttpError(404, 'NOT_FOUND')
      res.json({ ok: true, user_id: row.user_id, status: row.status })
    }),
  )

  registerCommerceTestHooks(router, ctx)
  registerPointsTestHooks(router, ctx)
  registerDbCountsHook(router, ctx)
  return router
}

/** Contract "Test hooks": GET /v2/test/db/counts, mounted only with the other test hooks. */
export function registerDbCountsHook(router: Router, ctx: Ctx): void {
  router.get(
    '/db/counts',
    handle(async (_req, res) => {
      // Table names come from the constant lists above, never from the request.
      const counts = WRITTEN_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')
      const digests = DIGESTED_TABLES.map(
        (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
      ).join(', ')
      const [countRow] = await ctx.db.query<Record<string, number>>(`select ${counts}`)
      const [digestRow] = await ctx.db.query<Record<string, string>>(`select ${digests}`)
      res.set('Cache-Control', 'no-store').json({ counts: countRow, digests: digestRow })
    }),
  )
}
