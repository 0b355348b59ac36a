import { z } from 'zod'
import { ExchangeReturnRequestSchema } from '~/domain/commerce.schema'
import { AnyAnswer, v2Post } from './calls.server'
import type { RequestContext } from './context'
import { users } from './user.server'

const ExchangeReturnSchema = ExchangeReturnRequestSchema.extend({
  orderId: z.number().int(),
  type: z.enum(['EXCHANGE', 'RETURN']),
  requestedAt: z.string(),
  products: z.array(z.object({ productName: z.string(), quantity: z.number().int().optional() }).passthrough()).optional(),
})

export type ExchangeReturnBody = {
  orderId: number
  type: string
  reasonCode: string
  reasonText?: string
  lines: Array<{ lineNo: number; quantity: number; exchangeOptionId: number | null }>
  pickupAddressId: number
  photoKeys: string[]
}

export const exchangeReturns = {
  list: (ctx: RequestContext) => v2Post(ctx, '/exchange-return/list', z.object({ requests: z.array(ExchangeReturnSchema) }), {}),
  /** Decision 048: lines with quantities and the option wanted, the pickup address and the photos' keys. */
  request: async (ctx: RequestContext, body: ExchangeReturnBody) => {
    const answer = await v2Post(ctx, '/exchange-return/request', AnyAnswer, body)
    users.forget(ctx)
    return answer
  },
}
