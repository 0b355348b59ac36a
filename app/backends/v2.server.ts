import { z } from 'zod'
import { deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'

// The V2 core moved to calls.server.ts beside bffGet; its many callers keep importing it from here.
export { deviceFields, v2Post }

const Ok = z.unknown()

export const v2 = {
  /** §7: the dog/cat choice of a signed-in shopper; failures go to the error logger, never to the page. */
  updateSelectedProductGroup(ctx: RequestContext, productGroup1Id: number) {
    return v2Post(ctx, '/user/selected/product_group1/update', Ok, { ...deviceFields(ctx), productGroup1Id })
  },
}
