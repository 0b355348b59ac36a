import { z } from 'zod'
import { ProductSummarySchema } from './product.schema'

/**
 * Answers of docs/backend-api.md "Vet and booking" (camelCase on the shop's side) and the booking
 * forms. Loaded by the browser too (the forms), so it depends on zod and messages only.
 */

const Span = z.object({ open: z.string(), close: z.string() }).nullable()

export const ClinicSchema = z.object({
  clinicId: z.number().int(),
  name: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  directorName: z.string(),
  description: z.string(),
  specialities: z.array(z.string()),
  treatsDogs: z.boolean(),
  treatsCats: z.boolean(),
  is24h: z.boolean(),
  isNight: z.boolean(),
  hours: z.object({ weekday: Span, saturday: Span, sunday: Span, lunch: Span }),
})
export type Clinic = z.infer<typeof ClinicSchema>
export type ClinicHours = Clinic['hours']

export const ClinicListSchema = z.object({
  districts: z.array(z.object({ district: z.string(), count: z.number().int() })),
  clinics: z.array(ClinicSchema),
})

export const RecommendationsSchema = z.object({
  productGroup1Id: z.number().int(),
  concerns: z.array(
    z.object({
      concernCode: z.string(),
      title: z.string(),
      lead: z.string(),
      picks: z.array(
        z.object({
          product: ProductSummarySchema,
          comment: z.string(),
          vetName: z.string(),
          clinicId: z.number().int(),
          clinicName: z.string(),
        }),
      ),
    }),
  ),
})
export type Recommendations = z.infer<typeof RecommendationsSchema>

export const SlotsSchema = z.object({
  clinicId: z.number().int(),
  dates: z.array(z.object({ date: z.string(), open: z.boolean(), available: z.number().int() })),
  date: z.string(),
  slots: z.array(z.object({ time: z.string(), available: z.boolean() })),
})
export type Slots = z.infer<typeof SlotsSchema>

export const BOOKING_REASONS = ['CHECKUP', 'VACCINATION', 'SKIN', 'DIGESTION', 'DENTAL', 'JOINT', 'OTHER'] as const
export type BookingReason = (typeof BOOKING_REASONS)[number]

export const BookingSchema = z.object({
  bookingId: z.number().int(),
  clinic: z.object({ clinicId: z.number().int(), name: z.string(), district: z.string(), address: z.string(), phone: z.string() }),
  pet: z.object({ petId: z.number().int().nullable(), name: z.string(), animalGroup1Id: z.number().int() }),
  date: z.string(),
  time: z.string(),
  slotAt: z.string(),
  reason: z.enum(BOOKING_REASONS),
  memo: z.string(),
  status: z.enum(['BOOKED', 'CANCELLED']),
  state: z.enum(['UPCOMING', 'DONE', 'CANCELLED']),
  createdAt: z.string(),
})
export type Booking = z.infer<typeof BookingSchema>

export const BookingListSchema = z.object({ upcoming: z.array(BookingSchema), past: z.array(BookingSchema) })
