import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { cacheHeaders } from '~/http/cache-headers'
import { readOnlyRoute } from '~/http/responses.server'
import { postcodeSearchOf } from '~/routes/_my+/__address.server'
import { requireMember } from '~/session/signin.server'

/**
 * `/address/postcode?q=&page=`: the address page's 우편번호 찾기 with JavaScript, answered
 * inline (a fetcher) instead of by a page load. Without JavaScript the page's own loader
 * answers the same query (address-page.server.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const search = await postcodeSearchOf(ctx, new URL(request.url).searchParams)
  return json({ search }, { headers: cacheHeaders('private') })
}

/** A POST here reads nothing: the Korean 405. */
export const action = readOnlyRoute
