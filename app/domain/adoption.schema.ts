import { z } from 'zod'
import { MobileSchema } from './account.schema'
import { HOUSINGS, INQUIRY_TYPES } from './adoption'
import * as INFO_MSG from './messages.info'

const E = INFO_MSG.adoption.errors

/** BFF shelter animals and V2 inquiries (docs/backend-api.md "Adoption"). */
export const ANIMAL_STATUSES = ['WAITING', 'FOSTER', 'ADOPTED'] as const

const ShelterSchema = z.object({ shelterId: z.number().int(), name: z.string(), region: z.string() })

export const AdoptionAnimalSchema = z.object({
  animalId: z.number().int(),
  animalGroup1Id: z.number().int(),
  name: z.string(),
  breedName: z.string(),
  genderCode: z.enum(['M', 'F']),
  ageMonths: z.number().int(),
  weightKg: z.number(),
  neutered: z.boolean(),
  vaccinated: z.boolean(),
  status: z.enum(ANIMAL_STATUSES),
  registeredAt: z.string(),
  imageUrl: z.string(),
  shelter: ShelterSchema,
})
export type AdoptionAnimal = z.infer<typeof AdoptionAnimalSchema>

export const AdoptionAnimalDetailSchema = AdoptionAnimalSchema.extend({
  personality: z.string(),
  story: z.string(),
  healthNote: z.string(),
  shelter: ShelterSchema.extend({ address: z.string(), phone: z.string(), hours: z.string() }),
})
export type AdoptionAnimalDetail = z.infer<typeof AdoptionAnimalDetailSchema>

export { HOUSINGS, INQUIRY_TYPES }

export const AdoptionInquirySchema = z.object({
  inquiryId: z.number().int(),
  animalId: z.number().int(),
  animalName: z.string(),
  animalGroup1Id: z.number().int(),
  shelterName: z.string(),
  type: z.enum(INQUIRY_TYPES),
  housing: z.enum(HOUSINGS),
  mobileNo: z.string(),
  message: z.string(),
  status: z.enum(['RECEIVED', 'CONTACTED', 'CLOSED']),
  createdAt: z.string(),
})
export type AdoptionInquiry = z.infer<typeof AdoptionInquirySchema>

/** The inquiry form; the mobile number is the §5 one of sign-up (R5.2, 050 numbers refused). */
export const InquirySchema = z.object({
  type: z.enum(INQUIRY_TYPES, { errorMap: () => ({ message: E.typeRequired }) }),
  housing: z.enum(HOUSINGS, { errorMap: () => ({ message: E.housingRequired }) }),
  mobileNo: MobileSchema,
  message: z.string({ required_error: E.messageShort }).trim().min(10, E.messageShort).max(500, E.messageLong),
  agree: z.literal('on', { errorMap: () => ({ message: E.agreeRequired }) }),
})
