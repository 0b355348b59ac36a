import type { Request, Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { id, idList } from './cart-routes'
import { buildCheckout, DELIVERY_TYPES, PAYMENT_METHODS } from './checkout'
import { DELIVERY_REQUEST_CODES, deliveryRequestOf } from './delivery-request'
import { DraftChoicesSchema, readDraft, saveDraft } from './order-drafts'
import { CANCEL_REASONS, type CancelReason, cancelOrder, listOrders, orderDetail } from './order-view'
import { confirmOrder, isSafeReturnUrl, prepareOrder } from './orders'
import { confirmPurchase } from './purchase-confirm'
import { settleMember } from './return-progress'
import { listExchangeReturns, RETURN_REASONS, requestExchangeReturn } from './returns'
import { trackOrder } from './tracking'

const key = z.string().min(1).max(100)
const sheetBody = z.object({
  cart_item_ids: idList,
  address_id: id.nullish(),
  coupon_id: id.nullish(),
  delivery_type: z.enum(DELIVERY_TYPES).nullish(),
  // Any number: negative, fractional or too many points are refused in Korean by the points rule (decision 044).
  points: z.number().finite().nullish(),
})
const prepareBody = z.object({
  cart_item_ids: idList,
  address_id: id,
  delivery_type: z.enum(DELIVERY_TYPES),
  coupon_id: id.nullish(),
  payment_method: z.enum(PAYMENT_METHODS),
  return_url: z.string().max(500),
  delivery_request_code: z.enum(DELIVERY_REQUEST_CODES).nullish(),
  delivery_request_text: z.string().max(1000).nullish(),
  points: z.number().finite().nullish(),
  expected_total: z.number().int().min(0).max(1_000_000_000).nullish(),
})
const draftBody = z.object({ choices: DraftChoicesSchema })
const confirmBody = z.object({ order_key: key, payment_key: key })
const listBody = z.object({ page: z.number().int().min(1).max(100_000).default(1), size: z.number().int().min(1).max(30).default(10) })
const orderBody = z.object({ order_id: id })
const reasonText = z.string().trim().max(500).nullish()
const cancelBody = orderBody.extend({
  reason_code: z.enum(Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]]),
  reason_text: reasonText,
})
const lineNo = z.number().int().min(1).max(32767)
const returnLine = z.object({
  line_no: lineNo,
  quantity: z.number().int().min(1).max(32767).nullish(),
  exchange_option_id: id.nullish(),
})
// Decision 048: lines with quantities (or `line_nos`: whole lines), a pickup address from the address book, ≤ 5 photos.
const returnBody = orderBody
  .extend({
    type: z.enum(['EXCHANGE', 'RETURN']),
    reason_code: z.enum(RETURN_REASONS),
    reason_text: reasonText,
    line_nos: z.array(lineNo).min(1).max(50).nullish(),
    lines: z.array(returnLine).min(1).max(50).nullish(),
    pickup_address_id: id.nullish(),
    photo_keys: z.array(z.string().max(64)).max(5).default([]),
  })
  .refine((body) => (body.lines?.length ?? 0) + (body.line_nos?.length ?? 0) > 0, { path: ['lines'], message: 'lines' })

const member = async (ctx: Ctx, req: Request) => (await requireSession(ctx, sessionToken(req))).userId

/** The member, their returns and points ledger brought up to now (decisions 044, 048) before the sheet counts the balance. */
async function settledMember(ctx: Ctx, req: Request): Promise<number> {
  const userId = await member(ctx, req)
  await ctx.db.transaction((tx) => settleMember(tx, userId, ctx.now()))
  return userId
}

/** `reason_text` is required for OTHER (field error like the accounts forms). */
function otherNeedsText(code: string, text: string | null | undefined): string | null {
  if (code === 'OTHER' && !text)
    throw new HttpError(400, 'BAD_REQUEST', '기타 사유를 입력해 주세요.', { reason: 'INVALID_FORMAT', field: 'reason_text' })
  return text || null
}

/** Contract "V2: orders and the payment stand-in" and exchange and return. */
export function registerOrderRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx

  router.post(
    '/order/sheet',
    handle(async (req, res) => {
      const userId = await settledMember(ctx, req)
      const body = parseInput(sheetBody, req.body)
      const input = {
        cartItemIds: body.cart_item_ids,
        addressId: body.address_id,
        couponId: body.coupon_id,
        deliveryType: body.delivery_type,
        points: body.points,
      }
      res.json((await buildCheckout(db, userId, input, ctx.now(), { strict: false })).sheet)
    }),
  )

  // Decision 045: the sheet's choices, kept for the member until an order is paid.
  router.post(
    '/order/draft',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json(await readDraft(db, userId, ctx.now()))
    }),
  )

  router.post(
    '/order/draft/save',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(draftBody, req.body)
      await saveDraft(db, userId, body.choices, ctx.now())
      res.json(await readDraft(db, userId, ctx.now()))
    }),
  )

  router.post(
    '/order/prepare',
    handle(async (req, res) => {
      const userId = await settledMember(ctx, req)
      const body = parseInput(prepareBody, req.body)
      if (!isSafeReturnUrl(body.return_url))
        throw new HttpError(400, 'BAD_REQUEST', 'return_url은 /로 시작하는 쇼핑몰 안의 경로여야 해요.', {
          reason: 'INVALID_FORMAT',
          field: 'return_url',
        })
      const deliveryRequest = deliveryRequestOf(body.delivery_request_code, body.delivery_request_text)
      const input = {
        cartItemIds: body.cart_item_ids,
        addressId: body.address_id,
        couponId: body.coupon_id,
        deliveryType: body.delivery_type,
        paymentMethod: body.payment_method,
        points: body.points,
        returnUrl: body.return_url,
        deliveryRequest,
        expectedTotal: body.expected_total,
      }
      const prepared = await prepareOrder(db, userId, input, ctx.now())
      // What was prepared is what the sheet shows again after a declined or abandoned payment (decision 045).
      await saveDraft(
        db,
        userId,
        {
          address_id: body.address_id,
          delivery_type: body.delivery_type,
          coupon_id: body.coupon_id ?? null,
          payment_method: body.payment_method,
          delivery_request_code: deliveryRequest?.code ?? null,
          ...(deliveryRequest?.text ? { delivery_request_text: deliveryRequest.text } : {}),
        },
        ctx.now(),
      )
      res.json(prepared)
    }),
  )

  router.post(
    '/order/confirm',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(confirmBody, req.body)
      res.json(await confirmOrder(db, userId, body.order_key, body.payment_key, ctx.now()))
    }),
  )

  router.post(
    '/order/list',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(listBody, req.body)
      res.json(await listOrders(db, userId, body.page, body.size, ctx.now()))
    }),
  )

  router.post(
    '/order/detail',
    handle(async (req, res) => {
      const userId = await settledMember(ctx, req)
      res.json(await orderDetail(db, userId, parseInput(orderBody, req.body).order_id, ctx.now()))
    }),
  )

  // 배송 조회 (decision 048): carrier, number and steps of a shipping or delivered order.
  router.post(
    '/order/tracking',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json(await trackOrder(db, userId, parseInput(orderBody, req.body).order_id, ctx.now()))
    }),
  )

  router.post(
    '/order/billing/cancel',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(cancelBody, req.body)
      const text = otherNeedsText(body.reason_code, body.reason_text)
      res.json(await cancelOrder(db, userId, body.order_id, { code: body.reason_code, text }, ctx.now()))
    }),
  )

  // 구매확정 (decision 044): the order's 적립금 is earned now rather than 7 days after delivery.
  router.post(
    '/order/purchase-confirm',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json(await confirmPurchase(db, userId, parseInput(orderBody, req.body).order_id, ctx.now()))
    }),
  )

  router.post(
    '/exchange-return/request',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(returnBody, req.body)
      const reasonText = otherNeedsText(body.reason_code, body.reason_text)
      const asked: Array<z.infer<typeof returnLine>> = body.lines ?? (body.line_nos ?? []).map((line_no) => ({ line_no }))
      const lines = asked.map((line) => ({
        lineNo: line.line_no,
        quantity: line.quantity ?? null,
        exchangeOptionId: line.exchange_option_id ?? null,
      }))
      const request = {
        orderId: body.order_id,
        type: body.type,
        reasonCode: body.reason_code,
        reasonText,
        lines,
        pickupAddressId: body.pickup_address_id ?? null,
        photoKeys: body.photo_keys,
        linesField: body.lines ? 'lines' : 'line_nos',
      }
      res.json(await requestExchangeReturn(db, userId, request, ctx.now()))
    }),
  )

  router.post(
    '/exchange-return/list',
    handle(async (req, res) => {
      res.json(await listExchangeReturns(db, await settledMember(ctx, req), ctx.now()))
    }),
  )
}
