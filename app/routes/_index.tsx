import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { homePath } from '~/domain/home'
import { readOnlyRoute } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'

/** `/` leads to the home tab of the shopper's platform (web 2, apps 6). */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requestContext(request)
  const { search } = new URL(request.url)
  return redirect(`${homePath(ctx.osCode)}${search}`)
}

/** A POST here reads nothing: the Korean 405. */
export const action = readOnlyRoute
