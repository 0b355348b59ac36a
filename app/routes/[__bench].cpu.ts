import { getEnv } from '~/config.server'
import { cacheHeaders } from '~/http/cache-headers'
import { notFound, readOnlyRoute } from '~/http/responses.server'

/**
 * `npm run bench` only (BENCH_ROUTES=true): the CPU time of the worker that answers, so the bench
 * can report server CPU milliseconds per request over a run (one worker: every request is its).
 */
export async function loader() {
  // Off, the route is not there: the shop's Korean 404, not an English one that names it.
  if (getEnv().BENCH_ROUTES !== 'true') throw notFound()
  const { user, system } = process.cpuUsage()
  return Response.json({ pid: process.pid, micros: user + system }, { headers: cacheHeaders('never-stored') })
}

export const action = readOnlyRoute
