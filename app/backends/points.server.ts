import { PointsSummarySchema } from '~/domain/points.schema'
import { deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** 적립금 (decision 044): the member's balance and movements, a page at a time. */
export const points = {
  summary: (ctx: RequestContext, page = 1) => v2Post(ctx, '/user/points', PointsSummarySchema, { ...deviceFields(ctx), page, size: 20 }),
}
