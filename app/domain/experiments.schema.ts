import { z } from 'zod'

/** Spec §4, §7: experiment variants from the BFF. */
export const ExperimentInfosSchema = z.object({
  functionInfos: z.array(z.object({ key: z.string(), variant: z.string().nullable().optional() })).default([]),
  price: z.object({ key: z.string(), variants: z.string().nullable().optional() }).nullable().optional(),
  promotionV2: z.object({ key: z.string(), variants: z.string().nullable().optional() }).nullable().optional(),
})
export type ExperimentInfos = z.infer<typeof ExperimentInfosSchema>
