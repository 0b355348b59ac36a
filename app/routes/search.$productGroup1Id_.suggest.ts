import { type LoaderFunctionArgs, json } from '@remix-run/node'
import { BackendError } from '~/backends/error'
import { logBackendError, readOnlyRoute } from '~/http/responses.server'
import { search } from '~/backends/search.server'
import { normalizeWord, parseSearchGroup } from '~/domain/search'
import { requestContext } from '~/session/context.server'

/** Suggestions as you type (the search header fetches them); the same for everyone, briefly cacheable. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const group = parseSearchGroup(params.productGroup1Id)
  const word = normalizeWord(new URL(request.url).searchParams.get('word'))
  if (group === null || !word) return json({ suggestions: [] }, { status: group === null ? 404 : 200 })
  const ctx = await requestContext(request, context)
  try {
    const answer = await search.suggest(ctx, group, word)
    return json({ suggestions: answer.suggestions }, { headers: { 'Cache-Control': 'public, max-age=300' } })
  } catch (error) {
    // Suggestions are a help, never a failure the shopper sees: none this time.
    if (!(error instanceof BackendError)) throw error
    logBackendError(error)
    return json({ suggestions: [] }, { headers: { 'Cache-Control': 'no-store' } })
  }
}

/** A POST here reads nothing: the Korean 405. */
export const action = readOnlyRoute
