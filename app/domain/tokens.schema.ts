import { z } from 'zod'

/** Spec §7: what every sign-in, refresh and auth-proxy call answers (camelCase after the core). */
export const TokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  tokenExpireDate: z.string().min(1),
  traceId: z.string().optional().default(''),
  userId: z.number().int().optional(),
})
export type Tokens = z.infer<typeof TokensSchema>
