import { z } from 'zod'
import { parseExcludedFeatures, parsePartnersAuthority } from './features'

const nullableString = z.string().nullable().optional()
const nullableNumber = z.number().nullable().optional()
const flag = z
  .union([z.boolean(), z.enum(['Y', 'N'])])
  .nullable()
  .optional()

/** Spec §3 topAnimalInfo. */
export const TopAnimalInfoSchema = z.object({
  totalCount: nullableNumber,
  animalGroup1Name: nullableString,
  animalGroup2Name: nullableString,
  animalGroup1Id: nullableNumber,
  animalGroup2Id: nullableNumber,
  birthday: nullableString,
  genderCode: z.enum(['M', 'F']).nullable().optional(),
  bodyType: z.enum(['F', 'N', 'S']).nullable().optional(),
  breedSize: z.enum(['L', 'M', 'S']).nullable().optional(),
  weight: nullableNumber,
})

/** Spec §3 user info; a withdrawn user is only `{ statusCode: 401 }` (spec §6). */
export const UserInfoSchema = z.object({
  statusCode: nullableNumber,
  userId: nullableNumber,
  name: nullableString,
  nickname: nullableString,
  username: nullableString,
  mobileNo: nullableString,
  createdAt: nullableString,
  orderCount: nullableNumber,
  isOrdered: flag,
  isInputAddress: flag,
  userGradeCodeInfo: z.object({ userGradeCodeName: nullableString }).nullable().optional(),
  addressCity: nullableString,
  topAnimalInfo: TopAnimalInfoSchema.nullable().optional(),
  // Spec §3's push agreement flags and the consent date (§7 date/update).
  mobilePushCode: z.enum(['Y', 'N']).nullable().optional(),
  mobileNightPushCode: z.enum(['Y', 'N']).nullable().optional(),
  pushAgreeDate: nullableString,
  /** Decision 050: the member's last refusal of push (an ISO instant); the half-sheet keeps quiet 30 days after. */
  pushSheetDeclinedAt: nullableString,
  /** False for a member who signed up with a provider (re-authenticates with a key). */
  hasPassword: z.boolean().nullable().optional(),
  /** R7.16, decision 031: the member's stored dog/cat choice; null or absent when they never chose. */
  selectedProductGroup1Id: nullableNumber,
  /** Spec §3 (R3.9, decision 031): unknown values read as none, unknown feature keys are dropped. */
  partnersAuthority: z.unknown().transform(parsePartnersAuthority),
  excludedFeatures: z.unknown().transform(parseExcludedFeatures),
})

/** Spec §3 delivery data. */
export const DeliveryDataSchema = z.object({
  address: nullableString,
  address1: nullableString,
  address2: nullableString,
  centerId: nullableNumber,
  expressDeliveryPossible: flag,
  isOnlySeoul: flag,
  logisticDeliveryPossible: flag,
  morningDeliveryPossible: flag,
  shortAddress: nullableString,
  zipCode: nullableString,
})

export const PetSchema = z.object({
  petId: z.number(),
  name: z.string(),
  animalGroup1Id: z.number(),
  animalGroup1Name: nullableString,
  animalGroup2Id: nullableNumber,
  animalGroup2Name: nullableString,
  birthday: nullableString,
  totalCount: nullableNumber,
  genderCode: z.enum(['M', 'F']).nullable().optional(),
  bodyType: z.enum(['F', 'N', 'S']).nullable().optional(),
  breedSize: z.enum(['L', 'M', 'S']).nullable().optional(),
  weight: nullableNumber,
  isMain: z.boolean().optional(),
})
export type Pet = z.infer<typeof PetSchema>

/** Spec §7 POST /user/detail → userDeliveryData, userInfo, userTotal (and the pet list of §3). */
export const UserDetailSchema = z.object({
  userInfo: UserInfoSchema,
  userDeliveryData: DeliveryDataSchema.nullable().optional(),
  userTotal: z.record(z.unknown()).nullable().optional(),
  petList: z.array(PetSchema).optional().default([]),
})
export type UserDetail = z.infer<typeof UserDetailSchema>

export const BreedsSchema = z.object({
  breeds: z.array(z.object({ animalGroup2Id: z.number(), animalGroup2Name: z.string(), breedSize: z.enum(['L', 'M', 'S']).nullable() })),
})
export type Breed = z.infer<typeof BreedsSchema>['breeds'][number]

export const RegisteredCountSchema = z.object({ catCnt: z.number(), dogCnt: z.number() })

/** Spec §6: a withdrawn user is signalled by statusCode 401 inside userInfo. */
export function isWithdrawn(detail: UserDetail): boolean {
  return detail.userInfo.statusCode === 401
}
