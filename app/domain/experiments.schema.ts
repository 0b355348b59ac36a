import { z } from 'zod'

/**
 * Spec §4, §7: experiment variants from the BFF. The list itself is required: an answer without it
 * is not an experiments answer (a changed contract, a stray page) and must fail, not be kept for a
 * day as "every flag off".
 */
export const ExperimentInfosSchema = z.object({
  functionInfos: z.array(z.object({ key: z.string(), variant: z.string().nullable().optional() })),
  price: z.object({ key: z.string(), variants: z.string().nullable().optional() }).nullable().optional(),
  promotionV2: z.object({ key: z.string(), variants: z.string().nullable().optional() }).nullable().optional(),
})
export type ExperimentInfos = z.infer<typeof ExperimentInfosSchema>
