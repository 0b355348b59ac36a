import { AddressListSchema } from '~/domain/commerce.schema'
import { POSTCODE_PAGE_SIZE } from '~/domain/postcode'
import { PostcodeSchema, PostcodeSearchSchema } from '~/domain/postcode.schema'
import { AnyAnswer, IdAnswer, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** The member's address book and 우편번호 찾기 (V2). */
export const addresses = {
  list: (ctx: RequestContext) => v2Post(ctx, '/address/list', AddressListSchema, {}),
  save: (ctx: RequestContext, address: Record<string, unknown>) => v2Post(ctx, '/address/save', IdAnswer('addressId'), address),
  remove: (ctx: RequestContext, addressId: number) => v2Post(ctx, '/address/delete', AnyAnswer, { addressId }),
  makeDefault: (ctx: RequestContext, addressId: number) => v2Post(ctx, '/address/default', AnyAnswer, { addressId }),
  /** 우편번호 찾기 (decision 026): road, building, 지번 or zip code. */
  search: (ctx: RequestContext, keyword: string, page = 1) =>
    v2Post(ctx, '/address/search', PostcodeSearchSchema, { keyword, page, size: POSTCODE_PAGE_SIZE }),
  postcode: (ctx: RequestContext, postcodeId: number) => v2Post(ctx, '/address/search/detail', PostcodeSchema, { postcodeId }),
}
