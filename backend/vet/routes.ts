import type { Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { groupParam, lenientIdParam } from '../http/params'
import { parseForm, parseInput } from '../http/validate'
import { bookingError, cancelBooking, changeBooking, createBooking, daySlots, findBooking, listBookings } from './bookings'
import { findClinic, listClinics, listDistricts } from './clinics'
import { listRecommendations } from './recommendations'

const recommendationsQuery = z.object({ productGroup1Id: groupParam })
const clinicsQuery = z.object({
  district: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((d) => d || undefined),
  animal: groupParam.optional(),
})
const clinicQuery = z.object({ clinicId: lenientIdParam })

/** The BFF's vet pages (guests too): the vets' picks and the clinics. */
export function registerVetRoutes(router: Router, { db }: Ctx): void {
  router.get(
    '/vet/recommendations',
    handle(async (req, res) => {
      const query = parseInput(recommendationsQuery, req.query)
      res.json({ productGroup1Id: query.productGroup1Id, concerns: await listRecommendations(db, query.productGroup1Id) })
    }),
  )

  router.get(
    '/vet/clinics',
    handle(async (req, res) => {
      const query = parseInput(clinicsQuery, req.query)
      const [districts, clinics] = await Promise.all([listDistricts(db), listClinics(db, query)])
      res.json({ districts, clinics })
    }),
  )

  router.get(
    '/vet/clinic/detail',
    handle(async (req, res) => {
      const { clinicId } = parseInput(clinicQuery, req.query)
      const found = clinicId === null ? null : await findClinic(db, clinicId)
      if (!found) throw bookingError('CLINIC_NOT_FOUND')
      res.json(found.clinic)
    }),
  )
}

const id = (message: string) => z.number({ message }).int(message).min(1, message).max(2_147_483_647, message)
const date = z.string({ message: '날짜를 선택해 주세요.' }).regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 선택해 주세요.')
const time = z.string({ message: '시간을 선택해 주세요.' }).regex(/^\d{2}:\d{2}$/, '시간을 선택해 주세요.')
const REASONS = ['CHECKUP', 'VACCINATION', 'SKIN', 'DIGESTION', 'DENTAL', 'JOINT', 'OTHER'] as const

const slotsBody = z.object({ clinic_id: id('병원을 선택해 주세요.'), date: date.nullish() })
const createBody = z
  .object({
    clinic_id: id('병원을 선택해 주세요.'),
    pet_id: id('반려동물을 선택해 주세요.'),
    date,
    time,
    reason: z.enum(REASONS, { message: '진료 목적을 선택해 주세요.' }),
    memo: z.string().trim().max(200, '메모는 200자 이내로 입력해 주세요.').default(''),
  })
  .refine((b) => b.reason !== 'OTHER' || b.memo.length > 0, { message: '기타를 고른 경우 증상을 적어 주세요.', path: ['memo'] })
const bookingBody = z.object({ booking_id: id('예약을 선택해 주세요.') })
const changeBody = bookingBody.extend({ date, time })

/** Contract "V2: booking": slots for anyone, the rest for the member's own bookings. */
export function registerBookingRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx
  const member = async (req: Parameters<typeof sessionToken>[0]) => (await requireSession(ctx, sessionToken(req))).userId

  router.post(
    '/booking/slots',
    handle(async (req, res) => {
      const body = parseForm(slotsBody, req.body)
      res.json(await daySlots(db, body.clinic_id, body.date ?? null, ctx.now()))
    }),
  )

  router.post(
    '/booking/list',
    handle(async (req, res) => {
      res.json(await listBookings(db, await member(req), ctx.now()))
    }),
  )

  router.post(
    '/booking/detail',
    handle(async (req, res) => {
      const userId = await member(req)
      const body = parseInput(bookingBody, req.body)
      res.json(await findBooking(db, userId, body.booking_id, ctx.now()))
    }),
  )

  router.post(
    '/booking/create',
    handle(async (req, res) => {
      const userId = await member(req)
      const bookingId = await createBooking(db, userId, parseForm(createBody, req.body), ctx.now())
      res.json(await findBooking(db, userId, bookingId, ctx.now()))
    }),
  )

  router.post(
    '/booking/change',
    handle(async (req, res) => {
      const userId = await member(req)
      const body = parseForm(changeBody, req.body)
      await changeBooking(db, userId, body.booking_id, body.date, body.time, ctx.now())
      res.json(await findBooking(db, userId, body.booking_id, ctx.now()))
    }),
  )

  router.post(
    '/booking/cancel',
    handle(async (req, res) => {
      const userId = await member(req)
      const body = parseInput(bookingBody, req.body)
      await cancelBooking(db, userId, body.booking_id, ctx.now())
      res.json(await findBooking(db, userId, body.booking_id, ctx.now()))
    }),
  )
}
