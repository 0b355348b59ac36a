import { z } from 'zod'
import * as VET_MSG from './messages.vet'
import { BOOKING_REASONS } from './vet.schema'

const E = VET_MSG.errors

/** An id from a form: digits only, within PostgreSQL's integer. */
const id = (message: string) =>
  z.coerce.number({ required_error: message, invalid_type_error: message }).int(message).min(1, message).max(2_147_483_647, message)

export const BookingDateSchema = z.string({ required_error: E.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, E.dateRequired)
export const BookingTimeSchema = z.string({ required_error: E.timeRequired }).regex(/^([01]\d|2[0-3]):[03]0$/, E.timeRequired)

/** The /booking/new form: a slot of a clinic for one of the member's pets, why, and a note. */
export const BookingFormSchema = z
  .object({
    clinicId: id(E.clinicRequired),
    date: BookingDateSchema,
    time: BookingTimeSchema,
    petId: id(E.petRequired),
    reason: z.enum(BOOKING_REASONS, { errorMap: () => ({ message: E.reasonRequired }) }),
    memo: z.string().trim().max(200, E.memoLength).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'OTHER' && value.memo.length === 0) ctx.addIssue({ code: 'custom', path: ['memo'], message: E.memoRequired })
  })
export type BookingForm = z.infer<typeof BookingFormSchema>

/** Changing a booking: another date and time of the same clinic. */
export const BookingChangeSchema = z.object({ date: BookingDateSchema, time: BookingTimeSchema })

/** `/vet?district=&animal=`: anything unknown is simply no filter. */
export function clinicFilter(params: URLSearchParams): { district?: string; animal?: 1 | 2 } {
  const district = (params.get('district') ?? '').trim().slice(0, 40)
  const animal = params.get('animal')
  return { ...(district ? { district } : {}), ...(animal === '1' || animal === '2' ? { animal: Number(animal) as 1 | 2 } : {}) }
}
