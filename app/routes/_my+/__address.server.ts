import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import { addresses } from '~/backends/addresses.server'
import { BackendError } from '~/backends/error'
import { AddressSchema } from '~/domain/address.schema'
import * as SHOP_MSG from '~/domain/messages.shop'
import { type PostcodeSearchState, parsePick, parsePostcodeQuery, postcodeAddress1 } from '~/domain/postcode'
import { safeNext } from '~/domain/redirect'
import { replyWithBackendError } from '~/http/form-reply.server'
import { orFallback } from '~/http/responses.server'
import type { RequestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'

/** V2's address refusals under the field they are about. */
const FIELDS: Record<string, { field?: string; message: string }> = {
  NAME_INVALID: { field: 'name', message: SHOP_MSG.address.errors.nameRequired },
  MOBILE_INVALID: { field: 'mobileNo', message: SHOP_MSG.address.errors.mobileInvalid },
  ZIP_CODE_INVALID: { field: 'zipCode', message: SHOP_MSG.address.errors.zipCodeInvalid },
  ADDRESS1_REQUIRED: { field: 'address1', message: SHOP_MSG.address.errors.address1Required },
  ADDRESS_LIMIT: { message: SHOP_MSG.address.errors.limit },
}

/** Saves a new or edited address (the add and edit pages share it) and goes back where asked. */
export async function saveAddress(request: Request, ctx: RequestContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: AddressSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const { next, ...address } = submission.value
  let savedId: number
  try {
    savedId = await addresses.save(ctx, address)
  } catch (error) {
    const known = error instanceof BackendError && error.reason ? FIELDS[error.reason] : undefined
    if (known?.field) return json({ result: submission.reply({ fieldErrors: { [known.field]: [known.message] } }) }, { status: 400 })
    if (known) return json({ result: submission.reply({ formErrors: [known.message] }) }, { status: 400 })
    return json({ result: replyWithBackendError(submission.reply, error) }, { status: 400 })
  }
  const back = safeNext(next, '/address')
  // Decision 050: the toast says what happened, a new address or a changed one.
  const said = address.addressId === undefined ? SHOP_MSG.address.added : SHOP_MSG.address.changed
  // Back to the order sheet with the address just saved chosen: the URL's choice wins over the
  // one V2 kept for the sheet (decision 045), and an address id is harmless in a URL.
  return redirect(back === '/v2/order' ? `/v2/order?addressId=${savedId}` : back, {
    headers: await flashHeaders(request, { toast: { message: said, tone: 'success' } }),
  })
}

/**
 * The search of an address page's URL (`?q=&page=`), answered on the server: the same section
 * works without JavaScript. A failed search says so in the section instead of failing the page.
 */
export async function postcodeSearchOf(ctx: RequestContext, params: URLSearchParams): Promise<PostcodeSearchState | null> {
  const query = parsePostcodeQuery(params)
  if (!query) return null
  if (query.q === '') return { ...query, answer: null, failed: false }
  const answer = await orFallback(addresses.search(ctx, query.q, query.page), null)
  return { ...query, answer, failed: answer === null }
}

/** The result picked without JavaScript (`?pick=`), as the form's zip code and address1; null if none or unknown. */
export async function pickedPostcodeOf(
  ctx: RequestContext,
  params: URLSearchParams,
): Promise<{ zipCode: string; address1: string } | null> {
  const postcodeId = parsePick(params)
  if (postcodeId === null) return null
  try {
    const found = await addresses.postcode(ctx, postcodeId)
    return { zipCode: found.zipCode, address1: postcodeAddress1(found) }
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    return null
  }
}
