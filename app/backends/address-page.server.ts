import { parsePick, parsePostcodeQuery, postcodeAddress1, type PostcodeSearchState } from '~/domain/postcode'
import type { RequestContext } from '~/session/context.server'
import { BackendError } from './error'
import { logBackendError } from '~/backends/log.server'
import { addresses } from './shop.server'

/**
 * The search of an address page's URL (`?q=&page=`), answered on the server: the same section
 * works without JavaScript. A failed search says so in the section instead of failing the page.
 */
export async function postcodeSearchOf(ctx: RequestContext, params: URLSearchParams): Promise<PostcodeSearchState | null> {
  const query = parsePostcodeQuery(params)
  if (!query) return null
  if (query.q === '') return { ...query, answer: null, failed: false }
  try {
    return { ...query, answer: await addresses.search(ctx, query.q, query.page), failed: false }
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    if (error.status >= 500) logBackendError(error)
    return { ...query, answer: null, failed: true }
  }
}

/** The result picked without JavaScript (`?pick=`), as the form's zip code and address1; null if none or unknown. */
export async function pickedPostcodeOf(ctx: RequestContext, params: URLSearchParams): Promise<{ zipCode: string; address1: string } | null> {
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
