import { json } from '@remix-run/node'
import { cacheHeaders } from '~/http/cache-headers'
import { readOnlyRoute } from '~/http/responses.server'

/** For load balancers and the test harness: the process is up and rendering. */
export async function loader() {
  return json({ ok: true }, { headers: cacheHeaders('never-stored') })
}

/** A POST here reads nothing: the Korean 405. */
export const action = readOnlyRoute
