import { z } from 'zod'

/** V2 `/user/points` (decision 044): the balance, what expires this month, the rules and the movements. */
export const PointsSummarySchema = z.object({
  balance: z.number().int(),
  expiringThisMonth: z.object({ amount: z.number().int(), until: z.string() }),
  earnRate: z.object({ gradeName: z.string().nullable(), percent: z.number() }),
  rules: z.object({
    minBalance: z.number().int(),
    unit: z.number().int(),
    validityDays: z.number().int(),
    confirmAfterDays: z.number().int(),
    reviewText: z.number().int(),
    reviewPhoto: z.number().int(),
  }),
  movements: z.array(
    z.object({
      movementId: z.number().int(),
      kind: z.enum(['EARN', 'SPEND', 'REFUND', 'EXPIRE', 'CANCEL']),
      reason: z.string(),
      amount: z.number().int(),
      orderId: z.number().int().nullable(),
      createdAt: z.string(),
      expiresAt: z.string().nullable(),
    }),
  ),
  totalCount: z.number().int(),
  page: z.number().int(),
})
export type PointsSummary = z.infer<typeof PointsSummarySchema>
