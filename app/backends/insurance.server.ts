import { z } from 'zod'
import { InsuranceApplicationSchema, InsurancePlanSchema } from '~/domain/insurance.schema'
import { v2Post } from './calls.server'
import type { RequestContext } from './context'

/** docs/backend-api.md "V2: pet insurance". */
export const insurance = {
  plans: (ctx: RequestContext) =>
    v2Post(ctx, '/insurance/plans', z.object({ plans: z.array(InsurancePlanSchema) }), {}).then((a) => a.plans),
  apply: (ctx: RequestContext, application: { planId: number; petId: number; agree: boolean }) =>
    v2Post(ctx, '/insurance/apply', z.object({ applicationId: z.number().int(), monthlyPremium: z.number().int() }), application),
  applications: (ctx: RequestContext) =>
    v2Post(ctx, '/insurance/applications', z.object({ applications: z.array(InsuranceApplicationSchema) }), {}).then((a) => a.applications),
}
