import express, { type Router } from 'express'
import { z } from 'zod'
import { inviteSummary } from '../accounts/invite'
import { requireSession } from '../accounts/tokens'
import { settleMember } from '../commerce/return-progress'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { pointsSummary } from '../points/summary'
import { loadUserDetail, saveSelectedGroup, WITHDRAWN_DETAIL } from './detail'
import { saveDeviceToken } from './device'
import { loadPartnerAuthority, loadPartnerBrand } from './partners'

// Spec §7's body; a guest's shop may send session: null, which then answers 401, not 400.
const userDetailBody = z.object({
  mobile_device_id: z.string().max(200).nullish(),
  mobile_os_code: z.string().max(4).nullish(),
  session: z.string().nullish(),
})

const selectedGroupBody = userDetailBody.extend({
  product_group1_id: z.union([z.literal(1), z.literal(2)], {
    errorMap: () => ({ message: '강아지(1) 또는 고양이(2)만 고를 수 있어요.' }),
  }),
})

const pointsBody = userDetailBody.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(50).default(20),
})

/** V2: the member's detail and their dog/cat choice. */
export function registerUserRoutes(router: Router, ctx: Ctx): void {
  router.post(
    '/user/detail',
    handle(async (req, res) => {
      parseInput(userDetailBody, req.body)
      const session = await requireSession(ctx, sessionToken(req), { allowWithdrawn: true })
      // Spec §6: withdrawn is a 200 whose user_info says 401, not an HTTP error.
      if (session.status === 'WITHDRAWN') return res.json(WITHDRAWN_DETAIL)
      const now = ctx.now()
      // An earning or an expiry that fell due is written before the balance is read (decision 044).
      await ctx.db.transaction((tx) => settleMember(tx, session.userId, now))
      const detail = await loadUserDetail(ctx.db, session.userId, now)
      if (!detail) throw new HttpError(401, 'UNAUTHORIZED')
      res.json(detail)
    }),
  )

  // 친구 초대: the member's code and the friends who joined with it.
  router.post(
    '/user/invite',
    handle(async (req, res) => {
      parseInput(userDetailBody, req.body)
      const session = await requireSession(ctx, sessionToken(req))
      res.json(await inviteSummary(ctx.db, session.userId))
    }),
  )

  // 적립금 (decision 044): the balance, what expires this month and the movements.
  router.post(
    '/user/points',
    handle(async (req, res) => {
      const body = parseInput(pointsBody, req.body)
      const session = await requireSession(ctx, sessionToken(req))
      res.json(await pointsSummary(ctx.db, session.userId, ctx.now(), body.page, body.size))
    }),
  )

  // Spec §7: a signed-in shopper's dog/cat choice follows them to their other devices.
  router.post(
    '/user/selected/product_group1/update',
    handle(async (req, res) => {
      const body = parseInput(selectedGroupBody, req.body)
      const session = await requireSession(ctx, sessionToken(req))
      await saveSelectedGroup(ctx.db, session.userId, body.product_group1_id)
      res.json({ ok: true, product_group1_id: body.product_group1_id })
    }),
  )
}

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
      await saveDeviceToken(ctx.db, session.userId, body, ctx.now())
      res.json({ ok: true })
    }),
  )
}

/**
 * `POST /user/partners/brand` (decision 031): what a member with a partners authority
 * sees of their brand. Any other member is refused (403), a guest 401. Its body is the user
 * detail's (device, OS code, session).
 */
export function registerPartnerRoutes(router: Router, ctx: Ctx): void {
  router.post(
    '/user/partners/brand',
    handle(async (req, res) => {
      parseInput(userDetailBody, req.body)
      const session = await requireSession(ctx, sessionToken(req))
      const row = await loadPartnerAuthority(ctx.db, session.userId)
      if (row?.partners_authority !== 'BRAND' || row.partner_brand_id === null) throw new HttpError(403, 'FORBIDDEN')
      const brand = await loadPartnerBrand(ctx.db, row.partner_brand_id)
      if (!brand) throw new HttpError(404, 'NOT_FOUND')
      res.json({ partners_authority: row.partners_authority, ...brand })
    }),
  )
}
