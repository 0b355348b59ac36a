import type { Request, Router } from 'express'
import { z } from 'zod'
import { heldSignupCoupon, signupCoupon } from '../accounts/signup-coupon'
import { requireSession } from '../accounts/tokens'
import { welcomeRefusal } from '../accounts/welcome-benefits'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { deleteAddress, listAddresses, parseAddress, saveAddress, setDefaultAddress } from './addresses'
import { id } from './cart-routes'
import { downloadCoupon, listCoupons, listDownloadable } from './coupons'
import { notFound } from './errors'
import { findPostcode, postcodeBody, searchBody, searchPostcodes } from './postcodes'

const addressIdBody = z.object({ address_id: id })
const couponListBody = z.object({
  status: z
    .enum(['AVAILABLE', 'USED', 'EXPIRED', 'ALL'], { message: 'status는 AVAILABLE, USED, EXPIRED, ALL 중 하나예요.' })
    .default('AVAILABLE'),
})
const downloadBody = z.object({ coupon_template_id: id })
const downloadListBody = z.object({ include_expired: z.boolean().default(false) })

/** The member of a call that needs one (401 without). */
const member = async (ctx: Ctx, req: Request) => (await requireSession(ctx, sessionToken(req))).userId

/** Contract "V2: addresses" and "V2: coupons". */
export function registerMemberRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx

  router.post(
    '/address/list',
    handle(async (req, res) => {
      const addresses = await listAddresses(db, await member(ctx, req))
      res.json({ addresses, default_address_id: addresses.find((a) => a.is_default)?.address_id ?? null })
    }),
  )

  // Reference data, guest allowed: nothing of anyone's is read (contract "V2: address search").
  router.post(
    '/address/search',
    handle(async (req, res) => {
      const body = parseInput(searchBody, req.body)
      res.json(await searchPostcodes(db, body.keyword, body.page, body.size))
    }),
  )

  router.post(
    '/address/search/detail',
    handle(async (req, res) => {
      const found = await findPostcode(db, parseInput(postcodeBody, req.body).postcode_id)
      if (!found) throw notFound()
      res.json(found)
    }),
  )

  router.post(
    '/address/save',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json({ address_id: await saveAddress(db, userId, parseAddress(req.body), ctx.now()) })
    }),
  )

  router.post(
    '/address/delete',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      await deleteAddress(db, userId, parseInput(addressIdBody, req.body).address_id)
      res.json({ ok: true })
    }),
  )

  router.post(
    '/address/default',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      await setDefaultAddress(db, userId, parseInput(addressIdBody, req.body).address_id)
      res.json({ ok: true })
    }),
  )

  router.post(
    '/coupon/list',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(couponListBody, req.body)
      const [coupons, welcome] = await Promise.all([listCoupons(db, userId, body.status, ctx.now()), welcomeRefusal(db, userId)])
      // A first-purchase coupon the member can no longer use (ordered, or re-joined: one welcome
      // rule, decision 042) is not 사용 가능: it says why, as the order sheet would.
      res.json({
        coupons: coupons.map((coupon) => ({
          ...coupon,
          unusable_reason: coupon.status === 'AVAILABLE' && coupon.first_purchase && welcome ? 'FIRST_PURCHASE_ONLY' : null,
        })),
      })
    }),
  )

  // Guest allowed: a guest sees every template as not downloaded.
  router.post(
    '/coupon/download/list',
    handle(async (req, res) => {
      const token = sessionToken(req)
      const userId = token ? (await requireSession(ctx, token)).userId : null
      const { include_expired } = parseInput(downloadListBody, req.body)
      res.json({ coupons: await listDownloadable(db, userId, ctx.now(), { includeExpired: include_expired }) })
    }),
  )

  // Guest allowed (decision 027): the sign-up coupon, whose words the home banner uses; `issued` for a member.
  router.post(
    '/coupon/signup',
    handle(async (req, res) => {
      const token = sessionToken(req)
      const userId = token ? (await requireSession(ctx, token)).userId : null
      const coupon = await signupCoupon(db, ctx.now())
      const held = userId === null ? null : await heldSignupCoupon(db, userId)
      res.json({ coupon, issued: held !== null, expires_at: held?.expires_at ?? null })
    }),
  )

  router.post(
    '/coupon/download',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(downloadBody, req.body)
      res.json({ coupon_id: await downloadCoupon(db, userId, body.coupon_template_id, ctx.now()) })
    }),
  )
}
