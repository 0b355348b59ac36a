import { getEnv } from '~/config.server'
import { cacheHeaders } from '~/http/cache-headers'
import { readOnlyRoute } from '~/http/responses.server'

/**
 * `npm run bench` only (BENCH_ROUTES=true): the CPU time of the worker that answers, so the bench
 * can report server CPU milliseconds per request over a run (one worker: every request is its).
 */
export async function loader() {
  if (getEnv().BENCH_ROUTES !== 'true') throw new Response('Not Found', { status: 404 })
  const { user, system } = process.cpuUsage()
  return Response.json({ pid: process.pid, micros: user + system }, { headers: cacheHeaders('never-stored') })
}

export const action = readOnlyRoute
