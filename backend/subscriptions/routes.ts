import type { Request, Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import { id } from '../commerce/cart-routes'
import { type Ctx, kstToday } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { parseForm, parseInput } from '../http/validate'
import { CYCLE_WEEKS, isCalendarDate } from './schedule'
import { SUBSCRIPTION_PAYMENT_METHODS, subscriptionDetail, subscriptionSheet } from './sheet'
import { listSubscriptions } from './store'
import {
  CANCEL_REASONS,
  cancelSubscription,
  createSubscription,
  type SubscriptionCancelReason,
  skipDelivery,
  updateSubscription,
} from './writes'

const QUANTITY_RULE = '수량은 1개부터 10개까지 고를 수 있어요.'
const CYCLE_RULE = '배송 주기는 2, 3, 4, 6, 8주 중에서 골라 주세요.'
const DATE_RULE = '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.'

const quantity = z
  .number({ invalid_type_error: QUANTITY_RULE, required_error: QUANTITY_RULE })
  .int(QUANTITY_RULE)
  .min(1, QUANTITY_RULE)
  .max(10, QUANTITY_RULE)
const cycle = z
  .number({ invalid_type_error: CYCLE_RULE, required_error: CYCLE_RULE })
  .refine((v) => (CYCLE_WEEKS as readonly number[]).includes(v), CYCLE_RULE)
const date = z.string({ invalid_type_error: DATE_RULE, required_error: DATE_RULE }).refine(isCalendarDate, DATE_RULE)
const device = { mobile_device_id: z.string().max(200).nullish() }

const sheetBody = z.object({ product_id: id, ...device })
const subscriptionBody = z.object({ subscription_id: id })
const createBody = z.object({
  option_id: id,
  quantity,
  cycle_weeks: cycle,
  first_delivery_date: date,
  address_id: id,
  payment_method: z.enum(SUBSCRIPTION_PAYMENT_METHODS, {
    errorMap: () => ({ message: '결제 수단은 카드나 간편결제 중에서 골라 주세요.' }),
  }),
  ...device,
})
const updateBody = subscriptionBody.extend({
  option_id: id.optional(),
  quantity: quantity.optional(),
  cycle_weeks: cycle.optional(),
  next_delivery_date: date.optional(),
  address_id: id.optional(),
})
const cancelBody = subscriptionBody
  .extend({
    reason_code: z.enum(Object.keys(CANCEL_REASONS) as [SubscriptionCancelReason, ...SubscriptionCancelReason[]], {
      errorMap: () => ({ message: '해지 사유를 골라 주세요.' }),
    }),
    reason_text: z.string().trim().max(500, '사유는 500자 이내로 적어 주세요.').nullish(),
  })
  // "기타" needs words; the other reasons speak for themselves (like an order's cancel).
  .refine((body) => body.reason_code !== 'OTHER' || Boolean(body.reason_text), {
    message: '기타 사유를 입력해 주세요.',
    path: ['reason_text'],
  })

const member = async (ctx: Ctx, req: Request) => (await requireSession(ctx, sessionToken(req))).userId

/** Contract "Subscriptions": a member's regular deliveries. Someone else's subscription answers 404 like an unknown one. */
export function registerSubscriptionRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx
  const today = () => kstToday(ctx.now())

  router.post(
    '/subscription/list',
    handle(async (req, res) => {
      res.json({ subscriptions: await listSubscriptions(db, await member(ctx, req), today()) })
    }),
  )

  router.post(
    '/subscription/detail',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json(await subscriptionDetail(db, userId, parseInput(subscriptionBody, req.body).subscription_id, today()))
    }),
  )

  router.post(
    '/subscription/sheet',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(sheetBody, req.body)
      res.json(await subscriptionSheet(db, userId, body.product_id, today(), body.mobile_device_id))
    }),
  )

  router.post(
    '/subscription/create',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const { mobile_device_id, ...input } = parseForm(createBody, req.body)
      res.json(await createSubscription(db, userId, input, ctx.now(), mobile_device_id))
    }),
  )

  router.post(
    '/subscription/update',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const { subscription_id, ...change } = parseForm(updateBody, req.body)
      res.json(await updateSubscription(db, userId, subscription_id, change, ctx.now()))
    }),
  )

  router.post(
    '/subscription/skip',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json(await skipDelivery(db, userId, parseInput(subscriptionBody, req.body).subscription_id, ctx.now()))
    }),
  )

  // Spec §9: the shop waits up to 60 s for a billing cancel, as for an order's.
  router.post(
    '/subscription/billing/cancel',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseForm(cancelBody, req.body)
      res.json(
        await cancelSubscription(db, userId, body.subscription_id, { code: body.reason_code, text: body.reason_text || null }, ctx.now()),
      )
    }),
  )
}
