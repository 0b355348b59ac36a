import type { Request, Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { groupParam, lenientIdParam } from '../http/params'
import { parseForm, parseInput } from '../http/validate'
import { findAnimal, listAnimals } from './animals'
import { createInquiry, inquiryBody, listInquiries } from './inquiries'

const listQuery = z.object({ productGroup1Id: groupParam.optional() })
const detailQuery = z.object({ animalId: lenientIdParam })

/** BFF: the animals of docs/backend-api.md "Adoption" (guests welcome). */
export function registerAdoptionReads(router: Router, { db }: Ctx): void {
  router.get(
    '/adoption/animals',
    handle(async (req, res) => {
      const query = parseInput(listQuery, req.query)
      res.json({ animals: await listAnimals(db, query.productGroup1Id ?? null) })
    }),
  )

  router.get(
    '/adoption/animal',
    handle(async (req, res) => {
      const { animalId } = parseInput(detailQuery, req.query)
      const animal = animalId === null ? null : await findAnimal(db, animalId)
      if (!animal) throw new HttpError(404, 'NOT_FOUND', '보호 중인 아이를 찾을 수 없어요.')
      res.json(animal)
    }),
  )
}

const member = async (ctx: Ctx, req: Request) => (await requireSession(ctx, sessionToken(req))).userId

/** V2: a member's adoption and foster inquiries. */
export function registerAdoptionInquiries(router: Router, ctx: Ctx): void {
  router.post(
    '/adoption/inquiry',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json(await createInquiry(ctx.db, userId, parseForm(inquiryBody, req.body), ctx.now()))
    }),
  )

  router.post(
    '/adoption/inquiry/list',
    handle(async (req, res) => {
      res.json({ inquiries: await listInquiries(ctx.db, await member(ctx, req)) })
    }),
  )
}
