import { renderToString } from 'react-dom/server'
import { getEnv } from '~/config.server'
import { cacheHeaders } from '~/http/cache-headers'
import { notFound, readOnlyRoute } from '~/http/responses.server'

/**
 * `npm run bench` only (BENCH_ROUTES=true): a minimal page through the same Express middleware,
 * Remix handler and React renderer as every page, with no backend call. The pages' throughput is
 * reported as a ratio to this floor, measured in the same run, so the figure does not depend on
 * how fast the machine is.
 */
export async function loader() {
  // Off, the route is not there: the shop's Korean 404, not an English one that names it.
  if (getEnv().BENCH_ROUTES !== 'true') throw notFound()
  const html = renderToString(
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <title>펫샵</title>
      </head>
      <body>
        <h1>펫샵</h1>
      </body>
    </html>,
  )
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...cacheHeaders('never-stored') },
  })
}

/** A POST here reads nothing: the Korean 405. */
export const action = readOnlyRoute
