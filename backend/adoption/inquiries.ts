import { z } from 'zod'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { infoError } from '../info/errors'

/** The inquiry form; messages are Korean so the shop can show them under the field. */
export const inquiryBody = z.object({
  animal_id: z.number({ message: '아이를 다시 선택해 주세요.' }).int().min(1).max(2_147_483_647),
  type: z.enum(['ADOPTION', 'FOSTER'], { message: '입양 또는 임시보호를 선택해 주세요.' }),
  // Spec §5 mobile rule: 01 and digits, 10–11 in all, never a 050 safe number.
  mobile_no: z
    .string({ message: '휴대폰 번호를 정확히 입력해 주세요.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^01\d{8,9}$/, '휴대폰 번호를 정확히 입력해 주세요.')),
  housing: z.enum(['APARTMENT', 'VILLA', 'HOUSE', 'OTHER'], { message: '주거 형태를 선택해 주세요.' }),
  message: z
    .string({ message: '문의 내용을 10자 이상 입력해 주세요.' })
    .trim()
    .min(10, '문의 내용을 10자 이상 입력해 주세요.')
    .max(500, '문의 내용은 500자 이내로 입력해 주세요.'),
  agree: z.boolean({ message: 'agree는 true 또는 false예요.' }),
})
export type InquiryInput = z.output<typeof inquiryBody>

export type AdoptionInquiry = {
  inquiry_id: number
  animal_id: number
  animal_name: string
  animal_group1_id: number
  shelter_name: string
  type: 'ADOPTION' | 'FOSTER'
  housing: string
  mobile_no: string
  message: string
  status: 'RECEIVED' | 'CONTACTED' | 'CLOSED'
  created_at: string
}

/** `/adoption/inquiry`: one per member and animal, never for an animal already adopted. */
export async function createInquiry(db: Queryable, userId: number, input: InquiryInput, now: Date): Promise<{ inquiry_id: number }> {
  if (!input.agree) throw infoError('CONSENT_REQUIRED', { field: 'agree' })
  const [animal] = await db.query<{ status: string }>('select status from adoption_animals where animal_id = $1', [input.animal_id])
  if (!animal) throw new HttpError(404, 'NOT_FOUND')
  if (animal.status === 'ADOPTED') throw infoError('ANIMAL_NOT_AVAILABLE', { field: 'animal_id' })
  const [row] = await db.query<{ inquiry_id: number }>(
    `insert into adoption_inquiries (user_id, animal_id, type, mobile_no, housing, message, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id, animal_id) do nothing
     returning inquiry_id`,
    [userId, input.animal_id, input.type, input.mobile_no, input.housing, input.message, now.toISOString()],
  )
  if (!row) throw infoError('ALREADY_INQUIRED', { field: 'animal_id' })
  return row
}

/** `/adoption/inquiry/list`: the member's own, newest first. */
export async function listInquiries(db: Queryable, userId: number): Promise<AdoptionInquiry[]> {
  const rows = await db.query<Omit<AdoptionInquiry, 'created_at'> & { created_at: Date }>(
    `select i.inquiry_id, i.animal_id, a.name as animal_name, a.animal_group1_id, s.name as shelter_name, i.type, i.housing,
            i.mobile_no, i.message, i.status, i.created_at
       from adoption_inquiries i join adoption_animals a using (animal_id) join shelters s using (shelter_id)
      where i.user_id = $1
      order by i.created_at desc, i.inquiry_id desc`,
    [userId],
  )
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
}
