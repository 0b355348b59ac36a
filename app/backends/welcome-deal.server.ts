import { WelcomeDealSchema } from '~/domain/commerce.schema'
import { bffGet } from './calls.server'
import type { RequestContext } from './context'

/** First-purchase deals (BFF); a member's session decides eligibility. */
export function welcomeDeal(ctx: RequestContext, productGroup1Id: number) {
  return bffGet(ctx, '/welcome-deal', WelcomeDealSchema, { query: { productGroup1Id } })
}
