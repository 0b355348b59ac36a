import { json } from '@remix-run/node'
import { clearAllCaches } from '~/backends/cache.server'
import { getEnv } from '~/config.server'
import { cacheHeaders } from '~/http/cache-headers'
import { notFound } from '~/http/responses.server'

/**
 * Test hook (EMBEDDED_TEST_HOOKS=true only, never in production): forgets the shop's short-lived
 * caches (user detail 3 min, experiments, guests' navigation, frames and product pages) so browser tests need not wait.
 * A route rather than Express middleware because the caches live in the Remix build's modules.
 */
export async function action() {
  // Off, the route is not there: the shop's Korean 404.
  if (getEnv().EMBEDDED_TEST_HOOKS !== 'true') throw notFound()
  clearAllCaches()
  return json({ ok: true }, { headers: cacheHeaders('never-stored') })
}

export async function loader() {
  throw notFound()
}
