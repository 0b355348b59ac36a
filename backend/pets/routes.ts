import type { Router } from 'express'
import { z } from 'zod'
import * as field from '../accounts/fields'
import { requireSession } from '../accounts/tokens'
import { type Ctx, kstToday } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { parseForm } from '../http/validate'
import { listBreeds } from './breeds'
import { deletePet, setMainPet, updatePet } from './edit'
import { countPets, listPets, registerPet } from './pets'

const GROUP_MESSAGE = '강아지(1) 또는 고양이(2)를 선택해 주세요.'

/** A whole number, as a JSON number or digits in a string; never null or '' turned into 0. */
const wholeNumber = (message: string) =>
  z
    .union(
      [
        z.number({ message }),
        z
          .string({ message })
          .regex(/^-?\d{1,9}$/, message)
          .transform(Number),
      ],
      { message },
    )
    .pipe(z.number().int(message))

const group = wholeNumber(GROUP_MESSAGE).pipe(z.union([z.literal(1), z.literal(2)], { message: GROUP_MESSAGE }))

const breedsBody = z.object({ animal_group1_id: group })

const PET_ID_RULE = '반려동물을 다시 선택해 주세요.'
const petId = wholeNumber(PET_ID_RULE).pipe(z.number().min(1, PET_ID_RULE).max(2_147_483_647, PET_ID_RULE))
const petIdBody = z.object({ pet_id: petId, ...field.withSession })

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The body of /pet/register; "not in the future" needs today's date, in Korea. */
function registerBody(today: string) {
  return z.object({
    animal_group1_id: group,
    animal_group2_id: wholeNumber('품종을 선택해 주세요.').pipe(z.number().positive('품종을 선택해 주세요.')),
    name: z
      .string({ required_error: '이름을 입력해 주세요.' })
      .trim()
      .min(1, '이름을 입력해 주세요.')
      .max(10, '이름은 10자 이내로 입력해 주세요.'),
    birthday: z
      .string({ required_error: '생일을 입력해 주세요.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, '생일은 YYYY-MM-DD 형식으로 입력해 주세요.')
      .refine(isRealDate, '생일을 다시 확인해 주세요.')
      .refine((day) => day >= '1990-01-01', '생일을 다시 확인해 주세요.')
      .refine((day) => day <= today, '미래 날짜는 생일로 입력할 수 없어요.'),
    gender_code: z.enum(['M', 'F'], { message: '성별을 선택해 주세요.' }),
    body_type: z.enum(['F', 'N', 'S'], { message: '체형을 선택해 주세요.' }),
    breed_size: z
      .enum(['L', 'M', 'S'], { message: '크기를 선택해 주세요.' })
      .nullish()
      .transform((size) => size ?? undefined),
    weight: wholeNumber('몸무게를 선택해 주세요.').pipe(z.number().min(-1, '몸무게를 선택해 주세요.').max(10, '몸무게를 선택해 주세요.')),
    is_main: z.boolean({ message: 'is_main은 true 또는 false예요.' }).nullish(),
    ...field.withSession,
  })
}

/** /pet/update: the pet's id and the whole /pet/register form. */
const updateBody = (today: string) => registerBody(today).extend({ pet_id: petId })

/** Contract "Pets" and the pet edits of "V2: account settings, push consent and pet edits". */
export function registerPetRoutes(router: Router, ctx: Ctx): void {
  router.post(
    '/animal/breeds',
    handle(async (req, res) => {
      const body = parseForm(breedsBody, req.body)
      res.json({ breeds: await listBreeds(ctx.db, body.animal_group1_id) })
    }),
  )

  router.post(
    '/pet/register',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      const body = parseForm(registerBody(kstToday(ctx.now())), req.body)
      res.json(await registerPet(ctx, session.userId, body))
    }),
  )

  router.post(
    '/pet/update',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      const { pet_id, ...pet } = parseForm(updateBody(kstToday(ctx.now())), req.body)
      res.json(await updatePet(ctx, session.userId, pet_id, pet))
    }),
  )

  router.post(
    '/pet/delete',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      res.json(await deletePet(ctx, session.userId, parseForm(petIdBody, req.body).pet_id))
    }),
  )

  router.post(
    '/pet/main',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      res.json(await setMainPet(ctx, session.userId, parseForm(petIdBody, req.body).pet_id))
    }),
  )

  router.post(
    '/pet/list',
    handle(async (req, res) => {
      parseForm(z.object(field.withSession), req.body)
      const session = await requireSession(ctx, sessionToken(req))
      res.json({ pet_list: await listPets(ctx.db, session.userId, kstToday(ctx.now())) })
    }),
  )

  router.post(
    '/animal/registered/count',
    handle(async (req, res) => {
      parseForm(z.object(field.withSession), req.body)
      const session = await requireSession(ctx, sessionToken(req))
      res.json(countPets(await listPets(ctx.db, session.userId, kstToday(ctx.now()))))
    }),
  )
}
