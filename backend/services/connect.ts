import { Router } from 'express'
import { z } from 'zod'
import { mobileNo } from '../accounts/fields'
import type { Ctx } from '../context'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'

const outboxQuery = z.object({ mobileNo })

/** The newest messages kept per number; older ones are still stored, only not listed. */
const LISTED = 20

/**
 * The connect service. The embedded backend sends no SMS: what it would send lands in the
 * outbox, which tests and a development shop with test hooks read here (camelCase, as connect
 * answers). It lists certification keys, so without `testHooks` it is not there (404).
 */
export function connectRouter({ db }: Ctx, { testHooks = false }: { testHooks?: boolean } = {}): Router {
  const router = Router()
  if (!testHooks) return router

  router.get(
    '/sms/outbox',
    handle(async (req, res) => {
      const query = parseInput(outboxQuery, req.query)
      const messages = await db.query<{ mobileNo: string; text: string; certificationKey: string | null; sentAt: Date }>(
        `select mobile_no as "mobileNo", text, certification_key as "certificationKey", sent_at as "sentAt"
           from sms_outbox where mobile_no = $1 order by sent_at desc, message_id desc limit ${LISTED}`,
        [query.mobileNo],
      )
      res.json({ messages })
    }),
  )

  return router
}
