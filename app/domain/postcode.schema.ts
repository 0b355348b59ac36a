import { z } from 'zod'

/** V2's address search answer (docs/backend-api.md "V2: address search"), checked by the shop's client. */
export const PostcodeSchema = z.object({
  postcodeId: z.number().int(),
  zipCode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  buildingName: z.string().nullable(),
  dong: z.string(),
})
export type Postcode = z.infer<typeof PostcodeSchema>

export const PostcodeSearchSchema = z.object({
  results: z.array(PostcodeSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  tooShort: z.boolean(),
})
export type PostcodeSearch = z.infer<typeof PostcodeSearchSchema>
