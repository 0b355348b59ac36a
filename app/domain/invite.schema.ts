import { z } from 'zod'

/** V2 `/user/invite` (docs/backend-api.md): the member's code and the friends who joined with it. */
export const InviteSummarySchema = z.object({
  inviteCode: z.string().nullable(),
  friendReward: z.object({ title: z.string(), amount: z.number().int().nonnegative() }),
  joinedCount: z.number().int().nonnegative(),
  friends: z.array(z.object({ nickname: z.string(), joinedAt: z.string(), rewardTitle: z.string() })),
})
export type InviteSummary = z.infer<typeof InviteSummarySchema>
