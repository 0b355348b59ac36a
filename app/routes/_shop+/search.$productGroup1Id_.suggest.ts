import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { search } from '~/backends/search.server'
import { normalizeWord, parseSearchGroup } from '~/domain/search'
import { cacheHeaders, forShopper } from '~/http/cache-headers'
import { orFallback, readOnlyRoute } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'

/** Suggestions as you type (the search header fetches them); the same for everyone, briefly cacheable. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const group = parseSearchGroup(params.productGroup1Id)
  const word = normalizeWord(new URL(request.url).searchParams.get('word'))
  if (group === null || !word) return json({ suggestions: [] }, { status: group === null ? 404 : 200 })
  const ctx = await requestContext(request, context)
  // Suggestions are a help, never a failure the shopper sees: none this time, and not kept.
  const answer = await orFallback(search.suggest(ctx, group, word), null)
  if (answer === null) return json({ suggestions: [] }, { headers: cacheHeaders('never-stored') })
  // The same for every guest: shareable like a catalogue page (it was `public, max-age=300` for
  // everyone before decision 037; a member's answer may carry a renewed session cookie, so it is private).
  return json({ suggestions: answer.suggestions }, { headers: cacheHeaders(forShopper(ctx.session)) })
}

/** A POST here reads nothing: the Korean 405. */
export const action = readOnlyRoute
